/**
 * Issue 54's holes, each proven against the real emulators and the Stripe API double: what the
 * shop owes Stripe is state, Stripe's answers only move forward, free orders and Stripe's limits.
 * Stale reads of Stripe are made in this process (the engine's code run here, Stripe's answer
 * replaced once by an older one), as two deliveries racing would make them.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type Stripe from 'stripe';
import { CURRENCY } from '@pedalworks/domain/constants';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import {
  deliverWebhook,
  failNextStripeRequests,
  openDispute,
  closeDispute,
  paymentIntentEvent,
  refundFromDashboard,
  stripeEvent,
  testStripe,
  useStripeDoubleHere,
} from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { ORDER_SWEEP_URL } from '../../scripts/lib/emulator-config';
import { stripeClient } from '../src/lib/stripe';
import { recordDispute } from '../src/orders/disputes';
import { recordRefunds } from '../src/orders/refunds';
import { migrateOrders } from '../../scripts/migrate-orders';
import {
  chargeOf,
  createUnpaidOrder,
  endHold,
  forceOrder,
  heldOrder,
  intentOf,
  paidOrder,
  patchPaid,
  payAtStripe,
  readOrder,
  REFUND,
  stockOf,
  timelineOf,
} from './support/orders';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ admin: true });
  // The engine's code run in this process talks to the same double as the functions emulator.
  useStripeDoubleHere();
});
afterEach(() => vi.restoreAllMocks());

const retrySweep = async () => {
  const response = await fetch(`${ORDER_SWEEP_URL}?force=1`, { method: 'POST' });
  expect(response.status).toBe(200);
};

const refundsAt = async (intent: string) =>
  (await testStripe().refunds.list({ payment_intent: intent })).data;

const asAdmin = async (method: string, path: string, body?: unknown) =>
  api(method, path, { token: await admin.token(), ...(body === undefined ? {} : { body }) });

describe('a refund owed is a state (finding 1)', { timeout: 120_000 }, () => {
  it('cancel-and-refund refused by Stripe leaves the order refunding: not shippable, owed once, made by the retry', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    await failNextStripeRequests('/v1/refunds', 3);
    const refused = await asAdmin('POST', `/manageorder/${order._id}/refund`, REFUND);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ message: API_ERROR.refundOwed });
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunding' });

    const ship = await asAdmin('PUT', `/manageorder/${order._id}`);
    expect(ship.status).toBe(409);
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunding' });

    await retrySweep();
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
    expect(await stockOf(tool._id)).toBe(10);
    // Asked again: done already, nothing refunded twice.
    const again = await asAdmin('POST', `/manageorder/${order._id}/refund`, REFUND);
    expect(await again.json()).toEqual({ modifiedCount: 0 });
    expect((await refundsAt(intent)).map((refund) => refund.amount)).toEqual([2000]);
  });

  it("the timeline says the refund is owed once, however often the sweep retries, then 'refunded'", async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order } = await paidOrder(customer, tool);
    // The API's try and the first sweep's, each with the client's two retries.
    await failNextStripeRequests('/v1/refunds', 6);
    expect((await asAdmin('POST', `/manageorder/${order._id}/refund`, REFUND)).status).toBe(503);
    const owed = {
      type: 'refund-owed',
      by: { role: 'admin' },
      details: { amount: 20, reason: REFUND.reason },
    };
    expect(await timelineOf(order._id)).toEqual([
      expect.objectContaining({ type: 'placed' }),
      expect.objectContaining({ type: 'paid' }),
      expect.objectContaining(owed),
    ]);

    await retrySweep();
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunding' });
    await retrySweep();
    await retrySweep();
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded' });
    expect((await timelineOf(order._id)).map((event) => event.type)).toEqual([
      'placed',
      'paid',
      'refund-owed',
      'refunded',
    ]);
  });

  it("a return's owed refund is capped by what its own order has left, not the whole payment", async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 10 });
    const kept = await heldOrder(customer, tool);
    const returned = await heldOrder(customer, tool);
    const checkout = await api('POST', '/checkout', { token: await customer.token(), body: {} });
    const { clientSecret } = (await checkout.json()) as { clientSecret: string };
    const intent = clientSecret.split('_secret_')[0]!;
    const paid = await payAtStripe(intent);
    await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid));
    expect((await asAdmin('PUT', `/manageorder/${returned._id}`)).status).toBe(200);
    const asked = await api('POST', `/order/${returned._id}/return`, {
      token: await customer.token(),
      body: { reason: 'damaged', comment: '' },
    });
    expect(asked.status).toBe(200);
    expect((await asAdmin('POST', `/manageorder/${returned._id}/return/approve`)).status).toBe(200);
    await failNextStripeRequests('/v1/refunds', 3);
    const received = await asAdmin('POST', `/manageorder/${returned._id}/return/receive`, {
      amount: 1000,
      restock: false,
      ...REFUND,
    });
    expect(received.status).toBe(200);
    // Meanwhile the admin refunds the same order from the Dashboard (the newest order takes it).
    await refundFromDashboard(intent, 1000);
    await retrySweep();

    expect((await refundsAt(intent)).map((refund) => refund.amount)).toEqual([1000]);
    expect(await readOrder(returned._id)).toMatchObject({ status: 'refunded' });
    expect(await readOrder(kept._id)).toMatchObject({ status: 'paid' });
    expect((await readOrder(kept._id))?.refundedAmount ?? 0).toBe(0);
  });
});

describe("Stripe's answers only move forward (finding 3)", { timeout: 120_000 }, () => {
  it('an older refund list applied after a newer one changes nothing, and later deliveries answer 200', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    await refundFromDashboard(intent, 500);
    const older = await testStripe().refunds.list({ payment_intent: intent });
    await refundFromDashboard(intent, 300);
    const fresh = await testStripe().paymentIntents.retrieve(intent);
    await recordRefunds(fresh);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', refundedAmount: 800 });

    vi.spyOn(stripeClient()!.refunds, 'list').mockResolvedValueOnce(
      older as unknown as Stripe.Response<Stripe.ApiList<Stripe.Refund>>,
    );
    await recordRefunds(fresh);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', refundedAmount: 800 });
    expect((await timelineOf(order._id)).map((event) => event.type)).not.toContain('refund-failed');
    const delivered = await deliverWebhook(stripeEvent('charge.refunded', await chargeOf(intent)));
    expect(delivered.status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ refundedAmount: 800 });
  });

  it('a dispute read before it was won never reopens it', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    const opened = await openDispute(intent);
    await recordDispute(opened);
    await closeDispute(opened.id, 'won');
    await recordDispute(await testStripe().disputes.retrieve(opened.id));
    await recordDispute(opened);
    expect((await readOrder(order._id))?.dispute).toMatchObject({ id: opened.id, status: 'won' });
    expect((await asAdmin('PUT', `/manageorder/${order._id}`)).status).toBe(200);
  });

  it('two disputes on one charge are each recorded once, and a payment recorded again answers 200', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    const first = await openDispute(intent, 500);
    const second = await openDispute(intent, 500);
    for (const dispute of [first, second]) {
      expect((await deliverWebhook(stripeEvent('charge.dispute.created', dispute))).status).toBe(
        200,
      );
    }
    const lost = await closeDispute(first.id, 'lost');
    expect((await deliverWebhook(stripeEvent('charge.dispute.closed', lost))).status).toBe(200);
    // The payment recorded again (a late PATCH) reads both disputes once more.
    expect((await patchPaid(customer, order._id, intent)).status).toBe(200);
    const succeeded = await testStripe().paymentIntents.retrieve(intent);
    const again = await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', succeeded));
    expect(again.status).toBe(200);
    expect((await readOrder(order._id))?.dispute).toMatchObject({ id: first.id, status: 'lost' });
    const disputed = (await timelineOf(order._id)).filter((event) =>
      ['disputed', 'dispute-closed'].includes(event.type),
    );
    expect(disputed).toHaveLength(3);
    expect((await asAdmin('PUT', `/manageorder/${order._id}`)).status).toBe(409);
  });
});

/** A discount code made by an admin, as Discount codes does. */
async function newCode(rules: Record<string, unknown>) {
  const code = `M-${Math.random().toString(36).slice(2, 10)}`.toUpperCase();
  const created = await asAdmin('POST', '/discount-code', {
    code,
    kind: 'percent',
    amount: 10,
    ...rules,
  });
  expect(created.status).toBe(201);
  return code;
}

const codeDoc = async (code: string) =>
  (await adminDb().collection('discountCodes').doc(code).get()).data()!;

const payOne = async (customer: TestUser, orderId: string, code?: string) =>
  api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: orderId, ...(code ? { code } : {}) },
  });

describe('an ended checkout owes its end to Stripe (finding 4)', { timeout: 120_000 }, () => {
  it('an expiry whose Stripe cancel fails releases the code at once and ends the checkout on retry', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 10 });
    const code = await newCode({ maxUses: 1 });
    const order = await heldOrder(customer, tool);
    const opened = await payOne(customer, order._id, code);
    expect(opened.status).toBe(200);
    const { checkoutId, clientSecret } = (await opened.json()) as {
      checkoutId: string;
      clientSecret: string;
    };
    const intent = clientSecret.split('_secret_')[0]!;
    expect(await codeDoc(code)).toMatchObject({ reserved: 1 });

    await failNextStripeRequests(`/v1/payment_intents/${intent}/cancel`, 6);
    await endHold(order._id);
    await retrySweep();
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    expect(await codeDoc(code)).toMatchObject({ reserved: 0, uses: 0 });
    const checkout = adminDb().collection('checkouts').doc(checkoutId);
    expect((await checkout.get()).get('status')).toBe('ending');

    await retrySweep();
    expect((await checkout.get()).get('status')).toBe('canceled');
    expect((await testStripe().paymentIntents.retrieve(intent)).status).toBe('canceled');
    expect(await codeDoc(code)).toMatchObject({ reserved: 0, uses: 0 });
  });
});

describe('free orders and Stripe limits (finding 6)', { timeout: 120_000 }, () => {
  it('a zero total is paid without Stripe: recorded as paid, with a receipt and the code used', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 10 });
    const code = await newCode({ amount: 100 });
    const order = await heldOrder(customer, tool);
    const response = await payOne(customer, order._id, code);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { checkoutId: string; clientSecret: string | null };
    expect(body.clientSecret).toBeNull();
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid' });
    expect(await stockOf(tool._id)).toBe(9);
    const checkout = (await adminDb().collection('checkouts').doc(body.checkoutId).get()).data()!;
    expect(checkout).toMatchObject({ status: 'paid', codeUse: 'used', total: 0 });
    expect(checkout.receipt).toMatchObject({ total: 0 });
    expect(await codeDoc(code)).toMatchObject({ uses: 1, reserved: 0 });
    // Asked again: paid already.
    expect((await payOne(customer, order._id, code)).status).toBe(409);
  });

  it('a total past Stripe’s maximum is refused in the domain’s words, and the open checkout stays', async () => {
    const customer = await createUser();
    const cheap = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 10 });
    const dear = await createTool({ availableQuantity: 900, minimumOrder: 1, price: 999_999 });
    const first = await heldOrder(customer, cheap);
    const opened = await payOne(customer, first._id);
    expect(opened.status).toBe(200);
    const { checkoutId } = (await opened.json()) as { checkoutId: string };
    await heldOrder(customer, dear, 1);
    await heldOrder(customer, dear, 1);
    const all = await api('POST', '/checkout', { token: await customer.token(), body: {} });
    expect(all.status).toBe(409);
    expect(await all.json()).toEqual({ message: VALIDATION.orderTotalRange });
    const checkout = (await adminDb().collection('checkouts').doc(checkoutId).get()).data()!;
    expect(checkout.status).toBe('open');
  });
});

describe(
  'an expired order whose late payment was refunded (finding 5)',
  { timeout: 120_000 },
  () => {
    it('can be deleted by its customer', async () => {
      const customer = await createUser();
      const other = await createUser();
      const tool = await createTool({ availableQuantity: 2, minimumOrder: 2, price: 10 });
      const order = await heldOrder(customer, tool);
      const intent = await intentOf(customer, order._id);
      await payAtStripe(intent);
      // Stripe's cancel fails while the hold ends; another customer then takes the stock.
      await failNextStripeRequests(`/v1/payment_intents/${intent}/cancel`, 6);
      await endHold(order._id);
      await retrySweep();
      await failNextStripeRequests(`/v1/payment_intents/${intent}/cancel`, 0);
      await heldOrder(other, tool);
      const succeeded = await testStripe().paymentIntents.retrieve(intent);
      expect(
        (await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', succeeded))).status,
      ).toBe(200);
      expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
      expect((await refundsAt(intent)).map((refund) => refund.amount)).toEqual([2000]);

      const deleted = await api('DELETE', `/order/${order._id}`, { token: await customer.token() });
      expect(deleted.status).toBe(200);
      expect(await readOrder(order._id)).toBeUndefined();
    });
  },
);

describe('payments from before checkouts (finding 2)', { timeout: 180_000 }, () => {
  /** An order paid on the old one-order path: its intent names the order; no checkout, no shares. */
  async function legacyPaidOrder(customer: TestUser, status: 'paid' | 'shipped') {
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const order = await createUnpaidOrder(customer, tool);
    const intent = await testStripe().paymentIntents.create({
      amount: 2000,
      currency: CURRENCY,
      metadata: { orderId: order._id, uid: customer.uid },
    });
    await payAtStripe(intent.id);
    await forceOrder(order._id, {
      status,
      transactionId: intent.id,
      paymentIntentId: intent.id,
      paidAt: new Date(),
      ...(status === 'shipped' ? { shippedAt: new Date() } : {}),
    });
    return { order, intent: intent.id };
  }

  /** The status read of its payment: the migration keeps its checkout under the intent's id. */
  const resultPage = async (customer: TestUser, intentId: string) =>
    api('GET', `/checkout/${intentId}`, { token: await customer.token() });

  it('once migrated, a paid one is refunded, disputed and cancelled as any payment', async () => {
    const customer = await createUser();
    const { order, intent } = await legacyPaidOrder(customer, 'paid');
    await migrateOrders(adminDb());

    expect(await (await resultPage(customer, intent)).json()).toMatchObject({
      status: 'paid',
      transactionId: intent,
    });
    await refundFromDashboard(intent, 500);
    const charge = stripeEvent('charge.refunded', await chargeOf(intent));
    expect((await deliverWebhook(charge)).status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', refundedAmount: 500 });
    const dispute = await openDispute(intent, 500);
    expect((await deliverWebhook(stripeEvent('charge.dispute.created', dispute))).status).toBe(200);
    expect((await readOrder(order._id))?.dispute).toMatchObject({ id: dispute.id });

    const refunded = await asAdmin('POST', `/manageorder/${order._id}/refund`, REFUND);
    expect(await refunded.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
    expect((await refundsAt(intent)).map((refund) => refund.amount).sort()).toEqual([1500, 500]);
    const problems = await adminDb()
      .collection('paymentProblems')
      .where('paymentIntentId', '==', intent)
      .get();
    expect(problems.docs.map((doc) => doc.get('kind'))).toEqual([]);
  });

  it('once migrated, a shipped one is returned, its result page refunding nothing', async () => {
    const customer = await createUser();
    const { order, intent } = await legacyPaidOrder(customer, 'shipped');
    await migrateOrders(adminDb());
    const asked = await api('POST', `/order/${order._id}/return`, {
      token: await customer.token(),
      body: { reason: 'damaged', comment: '' },
    });
    expect(asked.status).toBe(200);
    expect(await (await resultPage(customer, intent)).json()).toMatchObject({
      status: 'paid',
      transactionId: intent,
    });
    expect(await refundsAt(intent)).toEqual([]);
    expect((await asAdmin('POST', `/manageorder/${order._id}/return/approve`)).status).toBe(200);
    const received = await asAdmin('POST', `/manageorder/${order._id}/return/receive`, {
      amount: 700,
      restock: false,
      ...REFUND,
    });
    expect(received.status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'returned', refundedAmount: 700 });
    expect((await refundsAt(intent)).map((refund) => refund.amount)).toEqual([700]);
  });
});

describe('the smaller holes (finding 7)', { timeout: 120_000 }, () => {
  it('a write-off asked to restock a tool that is gone records that nothing came back', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    const dispute = await openDispute(intent);
    const lost = await closeDispute(dispute.id, 'lost');
    expect((await deliverWebhook(stripeEvent('charge.dispute.closed', lost))).status).toBe(200);
    await adminDb().collection('tools').doc(tool._id).delete();

    const written = await asAdmin('POST', `/manageorder/${order._id}/write-off`, {
      restock: true,
      ...REFUND,
    });
    expect(await written.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(order._id)).toMatchObject({
      status: 'refunded',
      writtenOff: { restock: false },
    });
    const events = (await timelineOf(order._id)).filter((event) => event.type === 'written-off');
    expect(events).toEqual([expect.objectContaining({ details: { restocked: false } })]);
  });

  it('a mismatched payment of its own checkout ends that checkout and lets its code go', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 10 });
    const code = await newCode({});
    const order = await heldOrder(customer, tool);
    const opened = await payOne(customer, order._id, code);
    const { checkoutId, clientSecret } = (await opened.json()) as {
      checkoutId: string;
      clientSecret: string;
    };
    const intent = clientSecret.split('_secret_')[0]!;
    // A Dashboard edit of the amount: the payment no longer matches what the checkout sold.
    await testStripe().paymentIntents.update(intent, { amount: 2401 });
    const paid = await payAtStripe(intent);
    expect(
      (await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid))).status,
    ).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'held' });
    expect((await refundsAt(intent)).map((refund) => refund.amount)).toEqual([2401]);
    const checkout = await adminDb().collection('checkouts').doc(checkoutId).get();
    expect(checkout.get('status')).toBe('canceled');
    expect(await codeDoc(code)).toMatchObject({ reserved: 0, uses: 0 });
  });

  it('an owed refund whose amount changed since a try under its key is still made', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    // An earlier try under the owed refund's key, for another amount, that Stripe refused.
    await testStripe()
      .refunds.create(
        { payment_intent: intent, amount: 999_999 },
        { idempotencyKey: `cancel-${order._id}` },
      )
      .catch(() => undefined);
    const refunded = await asAdmin('POST', `/manageorder/${order._id}/refund`, REFUND);
    expect(refunded.status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
  });
});
