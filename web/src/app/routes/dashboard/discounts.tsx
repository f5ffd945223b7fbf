import { DiscountCodes } from '@/features/admin/components/discount-codes';

export default function Page() {
  return <DiscountCodes />;
}
