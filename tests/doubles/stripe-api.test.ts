import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_DOUBLE_SECRET_KEY } from '../../scripts/lib/stripe-test-env';
import {
  STRIPE_DOUBLE_HOST,
  TEST_PAYMENT_METHODS,
  startStripeApiDouble,
  type StripeApiDouble,
} from './stripe-api';

/** The double answers the real Stripe SDK the way Stripe does, where the shop depends on it. */
describe('the Stripe API test double', () => {
  const port = 12_199;
  let double: StripeApiDouble;
  const stripe = new Stripe(STRIPE_DOUBLE_SECRET_KEY, {
    host: STRIPE_DOUBLE_HOST,
    port,
    protocol: 'http',
    maxNetworkRetries: 0,
  });
  beforeAll(async () => {
    double = await startStripeApiDouble(port);
  });
  afterAll(() => double.close());

  const params = { amount: 2500, currency: 'usd', metadata: { orderId: 'o1' } };

  it('replays an idempotent request with its first response, not the object as it is now', async () => {
    const key = `intent-${Math.random()}`;
    const first = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(first.payment_method_types).toEqual(['card']);
    const paid = await stripe.paymentIntents.confirm(first.id, {
      payment_method: TEST_PAYMENT_METHODS.visa,
    });
    expect(paid.status).toBe('succeeded');
    const replay = await stripe.paymentIntents.create(params, { idempotencyKey: key });
    expect(replay).toEqual(first);
    expect(replay.status).toBe('requires_payment_method');
    expect((await stripe.paymentIntents.retrieve(first.id)).status).toBe('succeeded');
  });

  it('refuses a key reused with other parameters or on another path, as Stripe errors', async () => {
    const key = `intent-${Math.random()}`;
    await stripe.paymentIntents.create(params, { idempotencyKey: key });
    const other = stripe.paymentIntents.create(
      { ...params, amount: 2600 },
      { idempotencyKey: key },
    );
    await expect(other).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
    await expect(other).rejects.toMatchObject({ statusCode: 400, type: 'StripeIdempotencyError' });
    const elsewhere = stripe.refunds.create({ payment_intent: 'pi_x' }, { idempotencyKey: key });
    await expect(elsewhere).rejects.toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers an unknown object with a 404 invalid_request_error', async () => {
    const missing = stripe.paymentIntents.retrieve('pi_unknown');
    await expect(missing).rejects.toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    await expect(missing).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });
});
