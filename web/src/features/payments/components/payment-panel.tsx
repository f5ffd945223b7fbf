import { Alert, Button, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { formatPrice } from '@pedalworks/domain/format';
import { DASHBOARD_TEXT, PAGE_ERROR, TEXT } from '@pedalworks/domain/messages';
import { specFields } from '@pedalworks/domain/orders';
import { orderLineName } from '@pedalworks/domain/order-line';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { Order } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import {
  saveCheckoutCard,
  useApplyCode,
  type CheckoutState,
  type OpenCheckout,
} from '../api/checkout';
import { confirmOrderPayment } from '../api/confirm-order-payment';
import { getStripe } from '../api/load-stripe';
import { PaymentElements } from './payment-elements';
import { PaymentForm } from './payment-form';
import { PaymentSection } from './payment-section';
import { PriceCard } from './price-card';

interface Props {
  /** The server's checkout (useOpenCheckout), of `order` or of all held orders. */
  state: CheckoutState;
  order: Order | undefined;
  billing: { name: string; email: string };
  /** The discount code applied (kept by the page: a reload keeps it), or null. */
  code: string | null;
  onCode: (code: string | null) => void;
}

/**
 * The price and the card form of one checkout. Pay stays disabled until the server answers; a
 * code that applies is a new intent, and Elements start again for it.
 */
export function PaymentPanel({ state, order, billing, code, onCode }: Props) {
  // Stripe.js loads while the server answers, unless it said card payments are not set up.
  const stripe = state.status === 'not-configured' ? null : getStripe();
  const applyCode = useApplyCode(order?._id);
  // A kept code that no longer applies (ended, used up…): the price without it, and why.
  const [dropped, setDropped] = useState<string | null>(null);
  const refusal = state.status === 'refused' ? state.message : null;
  if (code && refusal && dropped !== refusal) setDropped(refusal);
  useEffect(() => {
    if (code && refusal) onCode(null);
  }, [code, refusal, onCode]);
  if (refusal && !code) return <Alert severity="warning">{refusal}</Alert>;
  if (state.status === 'failed') return <Alert severity="error">{PAGE_ERROR.pageFailed}</Alert>;
  const ready = state.status === 'ready' ? state.checkout : undefined;
  const quote = state.status === 'not-configured' ? state.quote : ready;
  const paid = order ? specFields(order).paid : false;
  return (
    <Stack spacing={3}>
      {dropped && <Alert severity="warning">{dropped}</Alert>}
      {quote && (
        <PriceCard
          price={quote.price}
          disabled={paid}
          onApply={async (typed) => {
            await applyCode(typed);
            setDropped(null);
            onCode(typed);
          }}
        />
      )}
      {ready && !ready.clientSecret ? (
        // Paid meanwhile, or free and paid at once, Stripe or not: the order or its result says so.
        order ? (
          <PaymentSection>
            {paid ? (
              <OrderPaid order={order} transactionId={order.transactionId} />
            ) : (
              <Button variant="contained" disabled>
                {DASHBOARD_TEXT.pay}
              </Button>
            )}
          </PaymentSection>
        ) : (
          <Navigate to={paths.checkoutResult(ready.checkoutId)} replace />
        )
      ) : !stripe ? (
        <Alert severity="info">{TEXT.paymentsNotConfigured}</Alert>
      ) : ready ? (
        <PaymentElements
          key={ready.clientSecret}
          stripe={stripe}
          clientSecret={ready.clientSecret!}
          customerSessionClientSecret={ready.customerSessionClientSecret}
        >
          <PayForm checkout={ready} order={order} billing={billing} />
        </PaymentElements>
      ) : (
        <PaymentSection>
          <Button variant="contained" disabled>
            {DASHBOARD_TEXT.pay}
          </Button>
        </PaymentSection>
      )}
    </Stack>
  );
}

/**
 * One order is paid on its page (the spec's PATCH /order/:id, then the live order says paid);
 * several go on to the result page. A redirect method comes back to the same result page.
 */
function PayForm({
  checkout,
  order,
  billing,
}: {
  checkout: OpenCheckout;
  order: Order | undefined;
  billing: { name: string; email: string };
}) {
  const navigate = useNavigate();
  const [processing, setProcessing] = useState(false);
  const [transactionId, setTransactionId] = useState<string | null>(null);
  const resultPath = order
    ? paths.paymentResult(order._id)
    : paths.checkoutResult(checkout.checkoutId);
  const paid = (order && specFields(order).paid) || transactionId !== null;
  return (
    <PaymentSection>
      <PaymentForm
        payLabel={
          order
            ? DASHBOARD_TEXT.pay
            : CHECKOUT_TEXT.payTotal(formatPrice(checkout.price.totalCents / 100))
        }
        returnPath={resultPath}
        saveCard={(save) => saveCheckoutCard(checkout.checkoutId, save)}
        billing={billing}
        done={paid || processing}
        onConfirmed={async (intent) => {
          if (!order) {
            setProcessing(true);
            void navigate(resultPath);
            return;
          }
          if (intent.status === 'processing') setProcessing(true);
          if (intent.status !== 'succeeded') return;
          setTransactionId(intent.id);
          await confirmOrderPayment(order._id, intent.id);
        }}
      />
      {order && processing && !paid && (
        <Alert severity="info" role="status">
          {TEXT.paymentProcessing(orderLineName(order))}
        </Alert>
      )}
      {order && paid && (
        <OrderPaid order={order} transactionId={transactionId ?? order.transactionId} />
      )}
    </PaymentSection>
  );
}

function OrderPaid({ order, transactionId }: { order: Order; transactionId: string | null }) {
  return (
    <Alert severity="success">
      <Typography>{TEXT.paymentCompleted(orderLineName(order))}</Typography>
      <Typography>
        {DASHBOARD_TEXT.transactionId}: <strong>{transactionId}</strong>
      </Typography>
    </Alert>
  );
}
