/**
 * Without a Stripe secret key, every call of the engine's Stripe adapter is a 503 with the
 * domain's text, never a success: a payment intent that could not be cancelled is not
 * 'canceled', a refund that could not be made is not made (issue 32).
 */
import { describe, expect, it, vi } from 'vitest';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Order } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';

vi.mock('../lib/stripe', () => ({ stripeClient: () => undefined }));

const { cancelAtStripe, createIntent, refundInFull, refundsOf, retrieveIntent, retrieveRefund } =
  await import('./stripe');
const { cancelIntent, refundPayment } = await import('./payments');

const notConfigured = { status: 503, message: API_ERROR.paymentsNotConfigured };

describe('the Stripe adapter without a secret key', () => {
  it.each([
    ['cancelIntent', () => cancelIntent('pi_1')],
    ['cancelAtStripe', () => cancelAtStripe('pi_1')],
    ['refundInFull', () => refundInFull('pi_1')],
    ['refundPayment', () => refundPayment({ id: 'pi_1', metadata: {} } as never)],
    ['refundsOf', () => refundsOf('pi_1')],
    ['retrieveIntent', () => retrieveIntent('pi_1')],
    ['retrieveRefund', () => retrieveRefund('re_1')],
    ['createIntent', () => createIntent('order-1', { price: 24 } as Order)],
  ])('%s is a 503 (payments not set up), never a success', async (_name, call) => {
    const result = (async () => call())();
    await expect(result).rejects.toBeInstanceOf(HttpError);
    await expect(result).rejects.toMatchObject(notConfigured);
  });
});
