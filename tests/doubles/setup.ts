import { startStripeApiDouble, type StripeApiDouble } from './stripe-api';

/** The run's double: vitest's two functions projects set up in one process and share it. */
const run = globalThis as { stripeDouble?: Promise<StripeApiDouble> };

/**
 * Global setup of the suites that reach Stripe (vitest's functions project, the browser tests):
 * the Stripe API test double listens for the whole run, where functions/.env.test points the
 * functions' Stripe SDK; the returned function stops it.
 */
export default async function startStripeDouble(): Promise<() => Promise<void>> {
  if (run.stripeDouble) {
    await run.stripeDouble;
    return async () => {};
  }
  run.stripeDouble = startStripeApiDouble();
  const stripeApi = await run.stripeDouble;
  return () => stripeApi.close();
}
