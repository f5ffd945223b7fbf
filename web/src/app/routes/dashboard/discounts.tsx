import { DiscountCodes } from '@/features/admin/components/discount-codes';

export function Component() {
  return <DiscountCodes />;
}
