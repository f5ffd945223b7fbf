import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';

/** The right card of the payment page: its heading, then the payment form or what stands in for it. */
export function PaymentSection({ children }: { children: ReactNode }) {
  return (
    <Card component="section" aria-label={PAYMENT_TEXT.paymentDetails}>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {PAYMENT_TEXT.paymentDetails}
          </Typography>
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
}
