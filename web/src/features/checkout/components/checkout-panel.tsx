import { Alert, Stack } from '@mui/material';
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
import { PriceCard } from '@/features/payments/components/price-card';
import { saveCheckoutCard } from '../api/checkout';

/** A payment that goes through, or leaves for the bank's page, ends on the result page. */
export function CheckoutPanel({
  checkout,
  onApplyCode,
}: {
  checkout: CheckoutResponse;
  onApplyCode: (code: string) => Promise<void>;
}) {
  const stripe = getStripe();
  if (!stripe) return <Alert severity="info">{TEXT.paymentsNotConfigured}</Alert>;
  if (!checkout.clientSecret) return null;
  return (
    <Stack spacing={3}>
      <PriceCard price={checkout.price} onApply={onApplyCode} />
      {/* A code that applies is a new checkout and intent: Elements start again for it. */}
      <PaymentElements
        key={checkout.clientSecret}
        stripe={stripe}
        clientSecret={checkout.clientSecret}
        customerSessionClientSecret={checkout.customerSessionClientSecret}
      >
        <CheckoutPayForm checkout={checkout} />
      </PaymentElements>
    </Stack>
  );
}

function CheckoutPayForm({ checkout }: { checkout: CheckoutResponse }) {
  const navigate = useNavigate();
  const [done, setDone] = useState(false);
  const resultPath = paths.checkoutResult(checkout.checkoutId);
  return (
    <PaymentSection>
      <PaymentForm
        payLabel={CHECKOUT_TEXT.payTotal(formatPrice(checkout.price.totalCents / 100))}
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
