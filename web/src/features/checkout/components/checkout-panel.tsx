import { Alert } from '@mui/material';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT, PAYMENT_TEXT } from '@pedalworks/domain/payments';
import type { CheckoutResponse } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { fieldsComplete, refusalText } from '@/features/payments/api/confirm-steps';
import { getStripe } from '@/features/payments/api/load-stripe';
import { PaymentElements } from '@/features/payments/components/payment-elements';
import { PaymentFields } from '@/features/payments/components/payment-fields';
import { PaymentSection } from '@/features/payments/components/payment-section';
import { SaveCardBox } from '@/features/payments/components/save-card-box';
import { useSaveCard } from '@/features/payments/api/use-save-card';
import { saveCheckoutCard } from '../api/checkout';

/**
 * Stripe Elements for the checkout's one payment intent: the wallets (Express Checkout Element,
 * when the browser and the intent offer one), the Payment Element and 'Pay $X'. A payment that
 * goes through, or a method that leaves for the bank's page, ends on the result page, which
 * shows each order's outcome from the server's record.
 */
export function CheckoutPanel({ checkout }: { checkout: CheckoutResponse }) {
  const stripe = getStripe();
  if (!stripe) return <Alert severity="info">{TEXT.paymentsNotConfigured}</Alert>;
  if (!checkout.clientSecret) return null;
  return (
    <PaymentElements
      stripe={stripe}
      clientSecret={checkout.clientSecret}
      customerSessionClientSecret={checkout.customerSessionClientSecret}
    >
      <CheckoutPayForm checkout={checkout} />
    </PaymentElements>
  );
}

function CheckoutPayForm({ checkout }: { checkout: CheckoutResponse }) {
  const stripe = useStripe();
  const elements = useElements();
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState('');
  const resultPath = paths.checkoutResult(checkout.checkoutId);
  const choice = useSaveCard((save) => saveCheckoutCard(checkout.checkoutId, save));

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
    const { error: refused, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: new URL(resultPath, window.location.origin).href,
        ...(wallet
          ? {}
          : { payment_method_data: { allow_redisplay: save ? 'always' : 'unspecified' } }),
      },
      redirect: 'if_required',
    });
    setPaying(false);
    if (refused) {
      setError(refusalText(refused, wallet));
      return;
    }
    if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
      setDone(true);
      void navigate(resultPath);
    }
  }

  return (
    <PaymentSection>
      <PaymentFields
        done={done}
        paying={paying}
        loaded={Boolean(stripe && elements)}
        error={error}
        payLabel={CHECKOUT_TEXT.payTotal(formatPrice(checkout.total))}
        onPay={(wallet) => void pay(wallet)}
        onChange={(event) => {
          setError('');
          choice.onChange(event);
        }}
      >
        <SaveCardBox choice={choice} disabled={done || paying} />
      </PaymentFields>
    </PaymentSection>
  );
}
