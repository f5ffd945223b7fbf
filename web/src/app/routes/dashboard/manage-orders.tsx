import { ManageOrders } from '@/features/admin/components/manage-orders';

export default function Page() {
  return <ManageOrders />;
}
