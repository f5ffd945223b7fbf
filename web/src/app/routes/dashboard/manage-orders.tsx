import { ManageOrders } from '@/features/admin/components/manage-orders';

export function Component() {
  return <ManageOrders />;
}
