import { Alert, Card, CardContent, Container, Grid, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { useCallback, useState, type ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { DASHBOARD_TEXT, PAGE_ERROR } from '@pedalworks/domain/messages';
import { specFields } from '@pedalworks/domain/orders';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { Order } from '@pedalworks/domain/types';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useOpenCheckout } from '@/features/payments/api/checkout';
import { useOrder } from '@/features/payments/api/use-order';
import { CheckoutLines } from '@/features/payments/components/checkout-lines';
import { OrderNotFound } from '@/features/payments/components/order-not-found';
import { OrderSummary } from '@/features/payments/components/order-summary';
import { PaymentPanel } from '@/features/payments/components/payment-panel';
import { useCurrentUser } from '@/lib/session';

/** The route's error boundary: reading the order failed (refused by the rules). */
export const ErrorBoundary = OrderNotFound;

/**
 * The one payment page: /dashboard/payment/:id pays that order, /dashboard/checkout (Pay all)
 * every held one. An order already paid shows as paid, with its transaction id, and loads no
 * Stripe.
 */
export default function Page() {
  const { id } = useParams();
  const { user } = useCurrentUser();
  if (id) return <OrderPayment id={id} />;
  return user ? <Payment order={undefined} user={user} /> : <PageSpinner />;
}

function OrderPayment({ id }: { id: string }) {
  const { user } = useCurrentUser();
  const { status, data } = useOrder(id);
  if (status === 'loading') return <PageSpinner />;
  const order = data as Order | undefined;
  if (!order?.toolName || !user) return <OrderNotFound />;
  return <Payment order={order} user={user} />;
}

/** The discount code applied on this page, in its address (?code=…) so that a reload keeps it. */
const CODE_PARAM = 'code';

function Payment({ order, user }: { order: Order | undefined; user: User }) {
  // Paid before the page opened; one paid here keeps its checkout, which says so itself.
  const [paidOnArrival] = useState(order ? specFields(order).paid : false);
  const [params, setParams] = useSearchParams();
  const code = params.get(CODE_PARAM);
  // The page has no other parameter to keep.
  const setCode = useCallback(
    (typed: string | null) => setParams(typed ? { [CODE_PARAM]: typed } : {}, { replace: true }),
    [setParams],
  );
  const state = useOpenCheckout(order?._id, code, !paidOnArrival);
  const lines =
    state.status === 'ready'
      ? state.checkout.lines
      : state.status === 'not-configured'
        ? state.quote.lines
        : undefined;
  let summary: ReactNode;
  if (order) summary = <OrderSummary order={order} paid={paidOnArrival} />;
  else if (state.status === 'refused' || state.status === 'failed') summary = null;
  else if (!lines) return <PageSpinner />;
  else {
    summary = (
      <Card component="section" aria-label={CHECKOUT_TEXT.yourOrders}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {CHECKOUT_TEXT.yourOrders}
          </Typography>
          <CheckoutLines lines={lines} />
        </CardContent>
      </Card>
    );
  }
  return (
    <Container sx={{ py: 4 }}>
      {!order && (
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          {CHECKOUT_TEXT.heading}
        </Typography>
      )}
      <Grid container spacing={3}>
        {summary && <Grid size={{ xs: 12, md: 5 }}>{summary}</Grid>}
        <Grid size={{ xs: 12, md: summary ? 7 : 12 }}>
          {paidOnArrival ? (
            <Alert severity="success">
              <Typography>{PAGE_ERROR.alreadyPaid}</Typography>
              <Typography>
                {DASHBOARD_TEXT.transactionId}: <strong>{order?.transactionId}</strong>
              </Typography>
            </Alert>
          ) : (
            <PaymentPanel
              state={state}
              order={order}
              code={code}
              onCode={setCode}
              billing={{ name: user.displayName ?? '', email: user.email ?? '' }}
            />
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
