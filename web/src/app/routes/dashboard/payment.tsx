import { Container, Grid, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useOrder } from '@/features/payments/api/use-order';
import { OrderSummary } from '@/features/payments/components/order-summary';
import { PaymentPanel } from '@/features/payments/components/payment-panel';
import { useCurrentUser } from '@/lib/session';

/** /dashboard/payment/:id: pay one order by card (Stripe.js loads on this route only). */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { status, data } = useOrder(id);
  if (status === 'loading') return <PageSpinner />;
  const order = data as Order | undefined;
  if (status === 'error' || !order?.toolName || !user) {
    return (
      <Container component="main" sx={{ py: 4 }}>
        <Typography variant="h5" component="h1">
          {TEXT.notFound}
        </Typography>
      </Container>
    );
  }
  return (
    <Container component="main" sx={{ py: 4 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <OrderSummary order={order} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <PaymentPanel
            order={order}
            billing={{ name: user.displayName ?? '', email: user.email ?? '' }}
          />
        </Grid>
      </Grid>
    </Container>
  );
}
