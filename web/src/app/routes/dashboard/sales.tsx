import { Stack } from '@mui/material';
import { FailedMail } from '@/features/admin/components/failed-mail';
import { PaymentProblems } from '@/features/admin/components/payment-problems';
import { SalesFigures } from '@/features/admin/components/sales-figures';

export default function Page() {
  return (
    <Stack spacing={2}>
      <SalesFigures />
      <PaymentProblems />
      <FailedMail />
    </Stack>
  );
}
