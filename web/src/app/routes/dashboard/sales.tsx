import { SalesFigures } from '@/features/admin/components/sales-figures';

export function Component() {
  return <SalesFigures />;
}
