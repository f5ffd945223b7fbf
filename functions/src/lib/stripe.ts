import { defineSecret, defineString } from 'firebase-functions/params';
import Stripe from 'stripe';

/** Stripe's secret API key (sk_...). Empty means card payments are not set up. */
export const stripeSecretKey = defineSecret('STRIPE_SECRET_KEY');
/** The signing secret of the webhook endpoint (whsec_...). */
export const stripeWebhookSecret = defineSecret('STRIPE_WEBHOOK_SECRET');

/** The test run points the SDK at the local Stripe API test double (functions/.env.test). */
const stripeApiHost = defineString('STRIPE_API_HOST', { default: 'api.stripe.com' });
const stripeApiPort = defineString('STRIPE_API_PORT', { default: '443' });
const stripeApiProtocol = defineString('STRIPE_API_PROTOCOL', { default: 'https' });

let client: { key: string; stripe: Stripe } | undefined;

/** The Stripe client, built once on first use; undefined while no secret key is set. */
export function stripeClient(): Stripe | undefined {
  const key = stripeSecretKey.value();
  if (!key) return undefined;
  if (client?.key !== key) {
    client = {
      key,
      stripe: new Stripe(key, {
        host: stripeApiHost.value(),
        port: stripeApiPort.value(),
        protocol: stripeApiProtocol.value() === 'http' ? 'http' : 'https',
        maxNetworkRetries: 2,
        telemetry: false,
      }),
    };
  }
  return client.stripe;
}
