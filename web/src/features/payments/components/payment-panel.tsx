import { Alert, Button } from '@mui/material';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { getStripe } from '../api/load-stripe';
import { useClientSecret } from '../api/use-client-secret';
import { useCustomerSession } from '../api/use-customer-session';
import { CheckoutForm } from './checkout-form';
import { PaymentElements } from './payment-elements';
import { PaymentSection } from './payment-section';

/**
 * Stripe Elements for the order's payment intent around the checkout form, or why payments are
 * unavailable. The Payment Element needs the intent's client secret to show the methods it
 * takes and the customer session to show their saved cards, so until the server answers, the
 * section shows Pay disabled.
 */
export function PaymentPanel({
  order,
  billing,
}: {
  order: Order;
  billing: { name: string; email: string };
}) {
  const stripe = getStripe();
  const secret = useClientSecret(order._id, stripe !== null && !specFields(order).paid);
  const session = useCustomerSession(order._id, secret.status === 'ready');
  if (!stripe || secret.status === 'not-configured') {
    return <Alert severity="info">{TEXT.paymentsNotConfigured}</Alert>;
  }
  if (secret.status !== 'ready' || session.status !== 'settled') {
    return (
      <PaymentSection>
        <Button variant="contained" disabled>
          {DASHBOARD_TEXT.pay}
        </Button>
      </PaymentSection>
    );
  }
  return (
    <PaymentElements
      stripe={stripe}
      clientSecret={secret.clientSecret}
      customerSessionClientSecret={session.customerSessionClientSecret}
    >
      <CheckoutForm order={order} billing={billing} />
    </PaymentElements>
  );
}
