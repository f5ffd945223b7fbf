import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { env } from '@/config/env';

let stripe: Promise<Stripe | null> | undefined;

/** The pure entry point adds no script on import: the payment routes' first call fetches it. */
export function getStripe(): Promise<Stripe | null> | null {
  if (!env.stripePublishableKey) return null;
  stripe ??= loadStripe(env.stripePublishableKey);
  return stripe;
}
