import { startStripeApiDouble } from './stripe-api';

/**
 * Global setup of the suites that reach Stripe (vitest's functions project, the browser tests):
 * the Stripe API test double listens for the whole run, where functions/.env.test points the
 * functions' Stripe SDK; the returned function stops it.
 */
export default async function startStripeDouble(): Promise<() => Promise<void>> {
  const stripeApi = await startStripeApiDouble();
  return () => stripeApi.close();
}
