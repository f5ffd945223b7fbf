import { beforeAll, describe, expect, it } from 'vitest';
import type Stripe from 'stripe';
import type { Order } from '@pedalworks/domain/types';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import {
  deliverWebhook,
  paymentIntentEvent,
  readOrder,
  testStripe,
  WEBHOOK_URL,
} from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { createUnpaidOrder, removeOrder } from './support/orders';

let customer: TestUser;
let tool: Awaited<ReturnType<typeof createTool>>;

beforeAll(async () => {
  customer = await createUser();
  tool = await createTool({ price: 15 });
});

/** An unpaid order and its payment intent, created through the API as the web app does. */
async function orderWithIntent(): Promise<{ order: Order; intent: Stripe.PaymentIntent }> {
  const order = await createUnpaidOrder(customer, tool);
  const response = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: order._id },
  });
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const intent = await testStripe().paymentIntents.retrieve(clientSecret.split('_secret_')[0]!);
  return { order, intent };
}

const pay = (intent: Stripe.PaymentIntent) =>
  testStripe().paymentIntents.confirm(intent.id, { payment_method: TEST_PAYMENT_METHODS.visa });

const paymentsOf = async (orderId: string) =>
  (await adminDb().collection('payments').where('orderId', '==', orderId).get()).docs;

// Deliveries start function instances in the emulator: slow on a busy machine.
describe('the Stripe webhook', { timeout: 90_000 }, () => {
  it('refuses unsigned and forged deliveries and changes nothing', async () => {
    const { order, intent } = await orderWithIntent();
    const succeeded = await pay(intent);
    const event = paymentIntentEvent('payment_intent.succeeded', succeeded);

    const unsigned = await deliverWebhook(event, null);
    expect(unsigned.status).toBe(400);
    const forged = await deliverWebhook(event, 'whsec_forged');
    expect(forged.status).toBe(400);
    const tampered = await fetch(WEBHOOK_URL, {
      method: 'POST',
      headers: { 'Stripe-Signature': 't=1,v1=00' },
      body: JSON.stringify(event),
    });
    expect(tampered.status).toBe(400);

    expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });
    expect(await paymentsOf(order._id)).toHaveLength(0);
  });

  it('marks the order paid once when the same event arrives five times', async () => {
    const { order, intent } = await orderWithIntent();
    const event = paymentIntentEvent('payment_intent.succeeded', await pay(intent));

    // The first two race for the unpaid order; then two more at once and a fifth. (Pairs: each
    // concurrent delivery starts a function instance in the emulator.)
    const statuses = async (count: number) =>
      (await Promise.all(Array.from({ length: count }, () => deliverWebhook(event)))).map(
        (response) => response.status,
      );
    expect(await statuses(2)).toEqual([200, 200]);
    const paidAt = (await adminDb().collection('orders').doc(order._id).get()).updateTime;
    expect(await statuses(2)).toEqual([200, 200]);
    expect(await statuses(1)).toEqual([200]);

    const snapshot = await adminDb().collection('orders').doc(order._id).get();
    expect(snapshot.data()).toMatchObject({ status: 'paid', transactionId: intent.id });
    expect(snapshot.updateTime?.isEqual(paidAt!)).toBe(true);
    expect((await paymentsOf(order._id)).map((doc) => doc.id)).toEqual([
      `${intent.id}_${order._id}`,
    ]);
  });

  it('holds whatever the order of events: it believes Stripe, not the event', async () => {
    const { order, intent } = await orderWithIntent();
    const created = paymentIntentEvent('payment_intent.created', intent);
    // A "succeeded" event whose payment has not gone through: re-fetched, it is not paid.
    const early = paymentIntentEvent('payment_intent.succeeded', {
      ...intent,
      status: 'succeeded',
    });
    expect((await deliverWebhook(early)).status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

    const succeeded = paymentIntentEvent('payment_intent.succeeded', await pay(intent));
    const failed = paymentIntentEvent('payment_intent.payment_failed', intent);
    for (const event of [succeeded, failed, created, succeeded]) {
      expect((await deliverWebhook(event)).status).toBe(200);
    }
    expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: intent.id });
    expect(await paymentsOf(order._id)).toHaveLength(1);
  });

  it('acknowledges events it does not handle and payments of orders it does not know', async () => {
    const other = await deliverWebhook({ ...paymentIntentEvent('customer.created', {} as never) });
    expect(other.status).toBe(200);

    const { order, intent } = await orderWithIntent();
    const succeeded = await pay(intent);
    await removeOrder(order._id);
    const orphan = await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', succeeded));
    expect(orphan.status).toBe(200);
    expect(await orphan.json()).toEqual({ received: true });
  });

  it('answers 500 (not 503 "not set up") when it cannot check the payment, so that Stripe retries', async () => {
    const { intent } = await orderWithIntent();
    const unknown = paymentIntentEvent('payment_intent.succeeded', {
      ...intent,
      id: 'pi_unknown_to_stripe',
    });
    const response = await deliverWebhook(unknown);
    // A 503 would say card payments are not set up (API_ERROR.paymentsNotConfigured): here they
    // are, and Stripe did not know the intent, a failure of this delivery.
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: API_ERROR.internal });
  });
});
