import { Alert } from '@mui/material';
import { Elements } from '@stripe/react-stripe-js';
import { TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { getStripe } from '../api/load-stripe';
import { useClientSecret } from '../api/use-client-secret';
import { CheckoutForm } from './checkout-form';

/** Stripe Elements around the checkout form, or why card payments are unavailable. */
export function PaymentPanel({
  order,
  billing,
}: {
  order: Order;
  billing: { name: string; email: string };
}) {
  const stripe = getStripe();
  const secret = useClientSecret(order._id, stripe !== null && !specFields(order).paid);
  if (!stripe || secret.status === 'not-configured') {
    return <Alert severity="info">{TEXT.paymentsNotConfigured}</Alert>;
  }
  return (
    <Elements stripe={stripe}>
      <CheckoutForm
        order={order}
        billing={billing}
        clientSecret={secret.status === 'ready' ? secret.clientSecret : null}
      />
    </Elements>
  );
}
