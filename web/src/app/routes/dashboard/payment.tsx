import { Alert, Container, Grid, Typography } from '@mui/material';
import type { User } from 'firebase/auth';
import { useCallback, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { DASHBOARD_TEXT, PAGE_ERROR } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useOrder } from '@/features/payments/api/use-order';
import { OrderNotFound } from '@/features/payments/components/order-not-found';
import { OrderSummary } from '@/features/payments/components/order-summary';
import { PaymentPanel } from '@/features/payments/components/payment-panel';
import { useCurrentUser } from '@/lib/session';

/** The route's error boundary: reading the order failed (refused by the rules). */
export const ErrorBoundary = OrderNotFound;

/** An order already paid shows as paid, with its transaction id, and loads no Stripe. */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useCurrentUser();
  const { status, data } = useOrder(id);
  if (status === 'loading') return <PageSpinner />;
  const order = data as Order | undefined;
  if (!order?.toolName || !user) return <OrderNotFound />;
  return <Payment order={order} user={user} />;
}

/** The discount code applied on this page, in its address (?code=…) so that a reload keeps it. */
const CODE_PARAM = 'code';

function Payment({ order, user }: { order: Order; user: User }) {
  // Paid before the page opened; one paid here keeps its checkout, which says so itself.
  const [paidOnArrival] = useState(specFields(order).paid);
  const [params, setParams] = useSearchParams();
  // The page has no other parameter to keep.
  const setCode = useCallback(
    (code: string | null) => setParams(code ? { [CODE_PARAM]: code } : {}, { replace: true }),
    [setParams],
  );
  return (
    <Container sx={{ py: 4 }}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <OrderSummary order={order} paid={paidOnArrival} />
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          {paidOnArrival ? (
            <Alert severity="success">
              <Typography>{PAGE_ERROR.alreadyPaid}</Typography>
              <Typography>
                {DASHBOARD_TEXT.transactionId}: <strong>{order.transactionId}</strong>
              </Typography>
            </Alert>
          ) : (
            <PaymentPanel
              code={params.get(CODE_PARAM)}
              onCode={setCode}
              order={order}
              billing={{ name: user.displayName ?? '', email: user.email ?? '' }}
            />
          )}
        </Grid>
      </Grid>
    </Container>
  );
}
