import { Alert, Button, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { getStripe } from '../api/load-stripe';
import { useApplyOrderCode, useClientSecret } from '../api/use-client-secret';
import { useCustomerSession } from '../api/use-customer-session';
import { CheckoutForm } from './checkout-form';
import { PaymentElements } from './payment-elements';
import { PaymentSection } from './payment-section';
import { PriceCard } from './price-card';

/**
 * Pay stays disabled until the server answers: the Payment Element needs the intent's secret and
 * the customer session. A code that applies is a new intent, and Elements start again for it.
 */
export function PaymentPanel({
  order,
  billing,
  code,
  onCode,
}: {
  order: Order;
  billing: { name: string; email: string };
  /** The discount code applied (kept by the page: a reload keeps it), or null. */
  code: string | null;
  onCode: (code: string | null) => void;
}) {
  const stripe = getStripe();
  const paid = specFields(order).paid;
  const secret = useClientSecret(order._id, code, stripe !== null && !paid);
  const applyCode = useApplyOrderCode(order._id);
  const ready = secret.status === 'ready' ? secret : undefined;
  const session = useCustomerSession(order._id, ready?.clientSecret);
  // A kept code that no longer applies (ended, used up…): the price without it, and why.
  const [dropped, setDropped] = useState<string | null>(null);
  const refusal = secret.status === 'refused' ? secret.message : null;
  if (refusal && dropped !== refusal) setDropped(refusal);
  useEffect(() => {
    if (refusal) onCode(null);
  }, [refusal, onCode]);
  if (!stripe || secret.status === 'not-configured') {
    return <Alert severity="info">{TEXT.paymentsNotConfigured}</Alert>;
  }
  return (
    <Stack spacing={3}>
      {dropped && <Alert severity="warning">{dropped}</Alert>}
      {ready?.price && (
        <PriceCard
          price={ready.price}
          disabled={paid}
          onApply={async (typed) => {
            await applyCode(typed);
            setDropped(null);
            onCode(typed);
          }}
        />
      )}
      {!ready || session.status !== 'settled' ? (
        <PaymentSection>
          <Button variant="contained" disabled>
            {DASHBOARD_TEXT.pay}
          </Button>
        </PaymentSection>
      ) : (
        <PaymentElements
          key={ready.clientSecret}
          stripe={stripe}
          clientSecret={ready.clientSecret}
          customerSessionClientSecret={session.customerSessionClientSecret}
        >
          <CheckoutForm order={order} billing={billing} />
        </PaymentElements>
      )}
    </Stack>
  );
}
