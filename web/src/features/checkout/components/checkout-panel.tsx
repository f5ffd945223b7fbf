import { Alert } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { formatPrice } from '@pedalworks/domain/format';
import { TEXT } from '@pedalworks/domain/messages';
import { CHECKOUT_TEXT } from '@pedalworks/domain/payments';
import type { CheckoutResponse } from '@pedalworks/domain/types';
import { paths } from '@/config/paths';
import { getStripe } from '@/features/payments/api/load-stripe';
import { PaymentElements } from '@/features/payments/components/payment-elements';
import { PaymentForm } from '@/features/payments/components/payment-form';
import { PaymentSection } from '@/features/payments/components/payment-section';
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
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const resultPath = paths.checkoutResult(checkout.checkoutId);
  return (
    <PaymentSection>
      <PaymentForm
        payLabel={CHECKOUT_TEXT.payTotal(formatPrice(checkout.total))}
        returnPath={resultPath}
        saveCard={(save) => saveCheckoutCard(checkout.checkoutId, save)}
        done={done}
        onConfirmed={() => {
          setDone(true);
          void navigate(resultPath);
        }}
      />
    </PaymentSection>
  );
}
