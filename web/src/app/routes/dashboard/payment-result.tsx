import { Container, Grid } from '@mui/material';
import { useParams } from 'react-router';
import { specFields } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useOrder } from '@/features/payments/api/use-order';
import { OrderNotFound } from '@/features/payments/components/order-not-found';
import { OrderSummary } from '@/features/payments/components/order-summary';
import { PaymentResult } from '@/features/payments/components/payment-result';

/** The route's error boundary: reading the order failed (refused by the rules). */
export const ErrorBoundary = OrderNotFound;

/** One order's return_url: the result of its checkout, beside the order. */
export default function Page() {
  const { id = '' } = useParams();
  const { status, data } = useOrder(id);
  if (status === 'loading') return <PageSpinner />;
  const order = data as Order | undefined;
  if (!order?.toolName) return <OrderNotFound />;
  return (
    <Container sx={{ py: 4 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <OrderSummary order={order} paid={specFields(order).paid} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <PaymentResult checkoutId={order.checkoutId ?? ''} order={order} />
        </Grid>
      </Grid>
    </Container>
  );
}
