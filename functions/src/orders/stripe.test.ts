/**
 * Without a Stripe secret key, every call of the engine's Stripe adapter is a 503 with the
 * domain's text, never a success: a payment intent that could not be cancelled is not
 * 'canceled', a refund that could not be made is not made (issue 32).
 */
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { HttpError } from '../lib/errors';

vi.mock('../lib/stripe', () => ({ stripeClient: () => undefined }));

const {
  cancelAtStripe,
  createCheckoutIntent,
  createRefund,
  refundsOf,
  retrieveIntent,
  retrieveRefund,
} = await import('./stripe');

const notConfigured = { status: 503, message: API_ERROR.paymentsNotConfigured };

describe('the Stripe adapter without a secret key', () => {
  it.each([
    ['cancelAtStripe', () => cancelAtStripe('pi_1')],
    ['createRefund', () => createRefund('pi_1', 100, {}, 'key')],
    ['refundsOf', () => refundsOf('pi_1')],
    ['retrieveIntent', () => retrieveIntent('pi_1')],
    ['retrieveRefund', () => retrieveRefund('re_1')],
    [
      'createCheckoutIntent',
      () =>
        createCheckoutIntent({
          checkoutId: 'c1',
          uid: 'u1',
          email: 'a@b.test',
          orderIds: ['o1'],
          amount: 2400,
          description: 'Hex key × 1',
          customer: 'cus_1',
        }),
    ],
  ])('%s is a 503 (payments not set up), never a success', async (_name, call) => {
    const result = (async () => call())();
    await expect(result).rejects.toBeInstanceOf(HttpError);
    await expect(result).rejects.toMatchObject(notConfigured);
  });
});
