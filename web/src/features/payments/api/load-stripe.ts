import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { env } from '@/config/env';

let stripe: Promise<Stripe | null> | undefined;

/**
 * Stripe.js, fetched from js.stripe.com on first call only: the pure entry point does not add
 * the script on import, and only the payment route calls this. Null without a publishable key.
 */
export function getStripe(): Promise<Stripe | null> | null {
  if (!env.stripePublishableKey) return null;
  stripe ??= loadStripe(env.stripePublishableKey);
  return stripe;
}
