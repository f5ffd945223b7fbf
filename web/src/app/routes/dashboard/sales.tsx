import { Stack } from '@mui/material';
import { FailedMail } from '@/features/admin/components/failed-mail';
import { PaymentProblems } from '@/features/admin/components/payment-problems';
import { SalesFigures } from '@/features/admin/components/sales-figures';

export function Component() {
  return (
    <Stack spacing={2}>
      <SalesFigures />
      <PaymentProblems />
      <FailedMail />
    </Stack>
  );
}
