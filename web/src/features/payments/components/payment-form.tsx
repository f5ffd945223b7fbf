import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { PaymentIntent, StripeExpressCheckoutElementConfirmEvent } from '@stripe/stripe-js';
import { useState } from 'react';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import { fieldsComplete, refusalText } from '../api/confirm-steps';
import { useSaveCard } from '../api/use-save-card';
import { PaymentFields } from './payment-fields';
import { SaveCardBox } from './save-card-box';

interface Props {
  payLabel: string;
  /** Where a method that leaves for the bank's page comes back to. */
  returnPath: string;
  /** Sets or clears saving the card on the checkout's intent (server side). */
  saveCard: (save: boolean) => Promise<void>;
  billing?: { name: string; email: string };
  /** Paid or processing: the fields turn read-only. */
  done: boolean;
  /** Stripe's answer once it took the payment (succeeded or processing). */
  onConfirmed: (intent: PaymentIntent) => void | Promise<void>;
}

/** The one form that pays a checkout, of one order or several (Pay all). */
export function PaymentForm({ payLabel, returnPath, saveCard, billing, done, onConfirmed }: Props) {
  const stripe = useStripe();
  const elements = useElements();
  const [paying, setPaying] = useState(false);
  const [error, setError] = useState('');
  const choice = useSaveCard(saveCard);

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
    const { error: refused, paymentIntent } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: new URL(returnPath, window.location.origin).href,
        ...(wallet
          ? {}
          : {
              payment_method_data: {
                ...(billing ? { billing_details: billing } : {}),
                allow_redisplay: save ? 'always' : 'unspecified',
              },
            }),
      },
      redirect: 'if_required',
    });
    setPaying(false);
    if (refused) setError(refusalText(refused, wallet));
    else if (paymentIntent.status === 'succeeded' || paymentIntent.status === 'processing') {
      await onConfirmed(paymentIntent);
    }
  }

  return (
    <PaymentFields
      done={done}
      paying={paying}
      loaded={Boolean(stripe && elements)}
      error={error}
      payLabel={payLabel}
      onPay={(wallet) => void pay(wallet)}
      onChange={(event) => {
        setError('');
        choice.onChange(event);
      }}
    >
      <SaveCardBox choice={choice} disabled={done || paying} />
    </PaymentFields>
  );
}
