import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';

export function PaymentSection({
  title = PAYMENT_TEXT.paymentDetails,
  children,
}: {
  title?: string;
  children: ReactNode;
}) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {title}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
