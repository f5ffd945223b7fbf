import { Alert, Typography } from '@mui/material';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import type {
  StripePaymentElementChangeEvent,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import { useState } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import type { Order } from '@pedalworks/domain/types';
import { specFields } from '@pedalworks/domain/orders';
import { paths } from '@/config/paths';
import { confirmOrderPayment } from '../api/confirm-order-payment';
import { fieldsComplete, refusalText } from '../api/confirm-steps';
import { saveCardChoice } from '../api/save-card-choice';
import { useSaveCard } from '../api/use-save-card';
import { PaymentFields } from './payment-fields';
import { PaymentSection } from './payment-section';
import { SaveCardBox } from './save-card-box';

interface Props {
  order: Order;
  billing: { name: string; email: string };
}

/**
 * The wallets (Express Checkout Element, shown only when the browser and the intent offer one),
 * the Payment Element and Pay. Pay stays disabled until the Payment Element is ready, while
 * paying, once paid or while the payment processes. The Payment Element shows what to fix in its
 * own fields; what Stripe refuses (a decline, a failed 3-D Secure) shows in red in the domain's
 * words. A method that needs the bank's page leaves for it and comes back to the result page
 * (return_url); a payment still processing says so, and the live order turns the page to paid
 * when Stripe's webhook records it. 'Save this card for next time' (off by default) has the
 * server save the new card to the customer (setup_future_usage) and lets Elements show it again.
 */
export function CheckoutForm({ order, billing }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [error, setError] = useState('');
  const [paying, setPaying] = useState(false);
  const [processing, setProcessing] = useState(false);
  const [transactionId, setTransactionId] = useState<string | null>(order.transactionId);
  const choice = useSaveCard((save) => saveCardChoice(order._id, save));
  const paid = specFields(order).paid || transactionId !== null;

  /** Confirms the intent with the Payment Element's method, or the wallet that fired `confirm`. */
  async function pay(wallet?: StripeExpressCheckoutElementConfirmEvent) {
    if (!stripe || !elements) return;
    setPaying(true);
    setError('');
    if (!(await fieldsComplete(elements, wallet))) {
      setPaying(false);
      return;
    }
    const save = await choice.apply(elements, wallet);
    if (save === null) {
      setPaying(false);
      setError(PAYMENT_TEXT.failed);
      return;
    }
    const returnUrl = new URL(paths.paymentResult(order._id), window.location.origin).href;
    const { error: refused, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: returnUrl,
        ...(wallet
          ? {}
          : {
              payment_method_data: {
                billing_details: billing,
                allow_redisplay: save ? 'always' : 'unspecified',
              },
            }),
      },
      redirect: 'if_required',
    });
    setPaying(false);
    if (refused) {
      setError(refusalText(refused, wallet));
      return;
    }
    if (paymentIntent.status === 'processing') setProcessing(true);
    if (paymentIntent.status === 'succeeded') {
      setTransactionId(paymentIntent.id);
      await confirmOrderPayment(order._id, paymentIntent.id);
    }
  }

  const onChange = (event: StripePaymentElementChangeEvent) => {
    setError('');
    choice.onChange(event);
  };
  const done = paid || processing;

  return (
    <PaymentSection>
      <PaymentFields
        done={done}
        paying={paying}
        loaded={Boolean(stripe && elements)}
        error={error}
        payLabel={DASHBOARD_TEXT.pay}
        onPay={(wallet) => void pay(wallet)}
        onChange={onChange}
      >
        <SaveCardBox choice={choice} disabled={done || paying} />
      </PaymentFields>
      {processing && !paid && (
        <Alert severity="info" role="status">
          {TEXT.paymentProcessing(order.toolName)}
        </Alert>
      )}
      {paid && (
        <Alert severity="success">
          <Typography>{TEXT.paymentCompleted(order.toolName)}</Typography>
          <Typography>
            {DASHBOARD_TEXT.transactionId}: <strong>{transactionId ?? order.transactionId}</strong>
          </Typography>
        </Alert>
      )}
    </PaymentSection>
  );
}
