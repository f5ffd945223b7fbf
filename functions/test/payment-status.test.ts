import { describe, expect, it } from 'vitest';
import type { PaymentStatusResponse } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import { createUnpaidOrder, readOrder, testStripe } from '../../tests/doubles/stripe-events';
import { api, createTool, createUser, type TestUser } from '../../tests/support/emulators';

const statusOf = async (user: TestUser, orderId: string) =>
  api('GET', `/payment-status/${orderId}`, { token: await user.token() });

/** An unpaid order of a new customer, with its payment intent created as the page creates it. */
async function orderWithIntent() {
  const customer = await createUser();
  const order = await createUnpaidOrder(customer, await createTool({ price: 12.5 }));
  const created = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: order._id },
  });
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  return { customer, order, intentId: clientSecret.split('_secret_')[0]! };
}

describe('GET /api/payment-status/:id (the payment result page)', () => {
  it("answers the order's payment as Stripe has it, codes only, and only to its customer", async () => {
    const { customer, order, intentId } = await orderWithIntent();
    let response = await statusOf(customer, order._id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'unpaid', transactionId: null, error: null });

    const stranger = await createUser();
    expect((await statusOf(stranger, order._id)).status).toBe(403);
    expect((await statusOf(customer, 'no-such-order')).status).toBe(404);

    await testStripe()
      .paymentIntents.confirm(intentId, { payment_method: TEST_PAYMENT_METHODS.insufficientFunds })
      .catch(() => undefined);
    response = await statusOf(customer, order._id);
    expect(await response.json()).toEqual({
      status: 'failed',
      transactionId: null,
      error: { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
    });
  });

  it('records a payment that succeeded before the webhook, once, and answers it paid', async () => {
    const { customer, order, intentId } = await orderWithIntent();
    await testStripe().paymentIntents.confirm(intentId, {
      payment_method: TEST_PAYMENT_METHODS.visa,
    });
    const expected: PaymentStatusResponse = {
      status: 'succeeded',
      transactionId: intentId,
      error: null,
    };
    const answers = await Promise.all([
      statusOf(customer, order._id),
      statusOf(customer, order._id),
    ]);
    for (const answer of answers) expect(await answer.json()).toEqual(expected);
    expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intentId });
  });
});
