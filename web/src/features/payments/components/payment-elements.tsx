import { Elements } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import type { ReactNode } from 'react';
import { useStripeAppearance } from '../api/use-stripe-appearance';

/** With the customer session, which shows the customer's saved cards above a new one. */
export function PaymentElements({
  stripe,
  clientSecret,
  customerSessionClientSecret,
  children,
}: {
  stripe: Promise<Stripe | null>;
  clientSecret: string;
  customerSessionClientSecret: string | undefined;
  children: ReactNode;
}) {
  const appearance = useStripeAppearance();
  return (
    <Elements stripe={stripe} options={{ clientSecret, customerSessionClientSecret, appearance }}>
      {children}
    </Elements>
  );
}
