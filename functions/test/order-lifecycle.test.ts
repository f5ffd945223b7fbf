/**
 * The order's life against the real emulators and the Stripe API test double: the hold and its
 * expiry, the cap on open orders, one intent per order, cancellation, refunds and disputes.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { MAX_OPEN_ORDERS, ORDER_HOLD_MINUTES } from '@pedalworks/domain/constants';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Order } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import { deliverWebhook, stripeEvent, testStripe } from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import {
  docsWhere,
  endHold,
  expectInvariant,
  forceOrder,
  chargeOf,
  heldOrder,
  intentOf,
  openCount,
  paidOrder,
  patchPaid,
  payAtStripe,
  placeOrderVia,
  readOrder,
  stockOf,
  sweep,
  REFUND,
} from './support/orders';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ admin: true });
});

const adminCall = async (method: string, path: string, body?: unknown) =>
  api(method, path, { token: await admin.token(), body });

describe('the hold', { timeout: 90_000 }, () => {
  it('a new order holds its stock until ORDER_HOLD_MINUTES after it was placed', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2 });
    const order = await heldOrder(customer, tool);
    const stored = (await adminDb().collection('orders').doc(order._id).get()).data()!;
    expect(stored.status).toBe('held');
    const created = (stored.createdAt as Timestamp).toMillis();
    const until = (stored.holdUntil as Timestamp).toMillis();
    expect(Math.abs(until - created - ORDER_HOLD_MINUTES * 60_000)).toBeLessThan(5_000);
    expect(await stockOf(tool._id)).toBe(8);
    expect(await openCount(customer.uid)).toBe(1);
    // Not due: the sweep leaves it alone.
    await sweep();
    expect((await readOrder(order._id))?.status).toBe('held');
  });

  it('ends unpaid: stock back, intent cancelled at Stripe, expired, exactly once', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 3 });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    await endHold(order._id);

    // Two sweeps and a read through the API at once: one of them expires it.
    const [, , read] = await Promise.all([
      sweep(),
      sweep(),
      api('GET', `/order/${order._id}`, { token: await customer.token() }),
    ]);
    expect(read.status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    expect(await stockOf(tool._id)).toBe(10);
    expect(await openCount(customer.uid)).toBe(0);
    expect((await testStripe().paymentIntents.retrieve(intent)).status).toBe('canceled');
    // Again: nothing more.
    await sweep();
    expect(await stockOf(tool._id)).toBe(10);
    expect(await openCount(customer.uid)).toBe(0);

    // An expired order cannot be paid any more, and its card payment fails at Stripe.
    const again = await api('POST', '/create-payment-intent', {
      token: await customer.token(),
      body: { order: order._id },
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: API_ERROR.orderExpired });
    await expect(payAtStripe(intent)).rejects.toThrow();
    // Its customer deletes it (through the API, as it has an intent); the stock stays put.
    const deleted = await api('DELETE', `/order/${order._id}`, { token: await customer.token() });
    expect(await deleted.json()).toEqual({ deletedCount: 1 });
    expect(await stockOf(tool._id)).toBe(10);
    await expectInvariant(tool, [intent]);
  });
});

describe('the cap on open orders', { timeout: 90_000 }, () => {
  it(`accepts ${MAX_OPEN_ORDERS} open orders and refuses the next; expiry and payment free slots`, async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 50, minimumOrder: 1 });
    const orders: Order[] = [];
    for (let index = 0; index < MAX_OPEN_ORDERS; index += 1) {
      orders.push(await heldOrder(customer, tool, 1));
    }
    const fourth = await placeOrderVia(customer, tool._id, 1);
    expect(fourth.status).toBe(409);
    expect(await fourth.json()).toEqual({ message: API_ERROR.tooManyOpenOrders });
    expect(await stockOf(tool._id)).toBe(50 - MAX_OPEN_ORDERS);

    await endHold(orders[0]!._id);
    await sweep();
    expect((await readOrder(orders[0]!._id))?.status).toBe('expired');
    const afterExpiry = await placeOrderVia(customer, tool._id, 1);
    expect(afterExpiry.status).toBe(201);
    expect((await placeOrderVia(customer, tool._id, 1)).status).toBe(409);

    const intent = await intentOf(customer, orders[1]!._id);
    await payAtStripe(intent);
    expect((await patchPaid(customer, orders[1]!._id, intent)).status).toBe(200);
    expect((await placeOrderVia(customer, tool._id, 1)).status).toBe(201);
    expect((await placeOrderVia(customer, tool._id, 1)).status).toBe(409);
    expect(await openCount(customer.uid)).toBe(MAX_OPEN_ORDERS);

    // A due order frees its slot at once: the API expires the customer's due orders first.
    await endHold(orders[2]!._id);
    expect((await placeOrderVia(customer, tool._id, 1)).status).toBe(201);
    await expectInvariant(tool, [intent]);
  });
});

describe('one payment intent per order', { timeout: 90_000 }, () => {
  it('answers the same intent on every call, stored on the order, for the stored price', async () => {
    const customer = await createUser();
    const tool = await createTool({ price: 7.25, minimumOrder: 2 });
    const order = await heldOrder(customer, tool);
    const ids = await Promise.all([1, 2, 3].map(() => intentOf(customer, order._id)));
    expect(new Set(ids).size).toBe(1);
    expect((await readOrder(order._id))?.paymentIntentId).toBe(ids[0]);
    expect((await testStripe().paymentIntents.retrieve(ids[0]!)).amount).toBe(1450);
    // The client can no longer delete it: the rules refuse (tests/rules); the API cancels first.
    const deleted = await api('DELETE', `/order/${order._id}`, { token: await customer.token() });
    expect(deleted.status).toBe(200);
    expect((await testStripe().paymentIntents.retrieve(ids[0]!)).status).toBe('canceled');
    expect(await stockOf(tool._id)).toBe(tool.availableQuantity);
  });
});

describe('payments no order can take', { timeout: 90_000 }, () => {
  it('a late payment on an expired order takes its stock again when it is still there', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 4, minimumOrder: 4 });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    await endHold(order._id);
    // The customer pays while the sweep expires the order: the cancel comes too late.
    await payAtStripe(intent);
    await sweep();
    expect(await readOrder(order._id)).toMatchObject({
      status: 'paid',
      transactionId: intent,
    });
    expect(await stockOf(tool._id)).toBe(0);
    expect((await docsWhere('payments', 'paymentIntentId', intent))[0]?.data().outcome).toBe(
      'paid',
    );
    await expectInvariant(tool, [intent]);
  });

  it('a late payment on an expired order whose stock is gone is refunded in full', async () => {
    const [customer, rival] = await Promise.all([createUser(), createUser()]);
    const tool = await createTool({ availableQuantity: 4, minimumOrder: 4 });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    // The race an expiry can lose: the order expired, a rival took the stock, and the payment
    // went through before its intent was cancelled.
    await forceOrder(order._id, { status: 'expired' });
    await adminDb().collection('tools').doc(tool._id).update({ availableQuantity: 4 });
    await heldOrder(rival, tool);
    await payAtStripe(intent);
    const succeeded = stripeEvent(
      'payment_intent.succeeded',
      await testStripe().paymentIntents.retrieve(intent),
    );
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await deliverWebhook(succeeded)).status).toBe(200);
    }
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    expect((await docsWhere('payments', 'paymentIntentId', intent))[0]?.data().outcome).toBe(
      'refund',
    );
    expect((await chargeOf(intent)).refunded).toBe(true);
    expect(await docsWhere('refunds', 'paymentIntentId', intent)).toHaveLength(1);
    await expectInvariant(tool, [intent]);
  });

  it('a payment that names no checkout of ours is refunded in full and shown to admins', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 10 });
    const { order } = await paidOrder(customer, tool);
    const strays: Record<string, string>[] = [
      { orderId: order._id, uid: customer.uid },
      { checkoutId: 'no-such-checkout', uid: customer.uid, orderIds: order._id },
    ];
    for (const metadata of strays) {
      const stray = await testStripe().paymentIntents.create({
        amount: 1000,
        currency: 'usd',
        metadata,
      });
      await payAtStripe(stray.id);
      const event = stripeEvent(
        'payment_intent.succeeded',
        await testStripe().paymentIntents.retrieve(stray.id),
      );
      for (let delivery = 0; delivery < 3; delivery += 1) {
        expect((await deliverWebhook(event)).status).toBe(200);
      }
      expect((await chargeOf(stray.id)).amount_refunded).toBe(1000);
      expect(await docsWhere('refunds', 'paymentIntentId', stray.id)).toHaveLength(1);
      expect((await adminDb().collection('payments').doc(stray.id).get()).data()?.outcome).toBe(
        'mismatch',
      );
      const problem = await adminDb()
        .collection('paymentProblems')
        .doc(`mismatch-${stray.id}`)
        .get();
      expect(problem.data()).toMatchObject({ kind: 'mismatch', amount: 1000 });
    }
    const kept = await readOrder(order._id);
    expect(kept?.status).toBe('paid');
    expect(kept?.refundedAmount).toBeUndefined();
    await expectInvariant(tool);
  });
});

describe('admins cancel and refund', { timeout: 90_000 }, () => {
  it('cancel: a held order (with its intent) is cancelled once, stock back; refused to customers', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2 });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    const byCustomer = await api('POST', `/manageorder/${order._id}/cancel`, {
      token: await customer.token(),
    });
    expect(byCustomer.status).toBe(403);
    const answers = await Promise.all([
      adminCall('POST', `/manageorder/${order._id}/cancel`),
      adminCall('POST', `/manageorder/${order._id}/cancel`),
    ]);
    const counts = await Promise.all(
      answers.map(async (r) => (await r.json()) as { modifiedCount: number }),
    );
    expect(counts.map((c) => c.modifiedCount).sort()).toEqual([0, 1]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'cancelled' });
    expect(await stockOf(tool._id)).toBe(10);
    expect(await openCount(customer.uid)).toBe(0);
    expect((await testStripe().paymentIntents.retrieve(intent)).status).toBe('canceled');
    // A paid order is not cancelled this way.
    const paid = await paidOrder(customer, tool);
    const refused = await adminCall('POST', `/manageorder/${paid.order._id}/cancel`);
    expect(refused.status).toBe(409);
    await expectInvariant(tool, [intent, paid.intent]);
  });

  it('cancel and refund: a paid, unshipped order is refunded in full once, stock back', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 5 });
    const { order, intent } = await paidOrder(customer, tool);
    expect(await stockOf(tool._id)).toBe(8);
    // Without a reason: refused in the domain's words, nothing owed or refunded.
    const noReason = await adminCall('POST', `/manageorder/${order._id}/refund`, {});
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ message: ROLE_TEXT.reasonRequired });
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid' });
    expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(0);
    const answers = await Promise.all([
      adminCall('POST', `/manageorder/${order._id}/refund`, REFUND),
      adminCall('POST', `/manageorder/${order._id}/refund`, REFUND),
    ]);
    expect(answers.map((r) => r.status)).toEqual([200, 200]);
    expect(await readOrder(order._id)).toMatchObject({
      status: 'refunded',
      refundedAmount: 1000,
    });
    expect(await stockOf(tool._id)).toBe(10);
    expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(1);
    // A refunded order is not shipped.
    expect((await adminCall('PUT', `/manageorder/${order._id}`)).status).toBe(409);
    await expectInvariant(tool, [intent]);
  });

  it('a shipped order is not cancelled; an unpaid one is not refunded', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1 });
    const { order } = await paidOrder(customer, tool);
    expect((await adminCall('PUT', `/manageorder/${order._id}`)).status).toBe(200);
    const refund = await adminCall('POST', `/manageorder/${order._id}/refund`, REFUND);
    expect(refund.status).toBe(409);
    expect(await refund.json()).toEqual({ message: API_ERROR.orderShipped });
    const held = await heldOrder(customer, tool);
    const unpaid = await adminCall('POST', `/manageorder/${held._id}/refund`, REFUND);
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({ message: API_ERROR.refundNotPaid });
    await expectInvariant(tool);
  });
});

describe('refunds and disputes made in the Stripe Dashboard', { timeout: 120_000 }, () => {
  it('partial then full refunds reach the order, whatever the order and repetition of events', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order, intent } = await paidOrder(customer, tool);
    await testStripe().refunds.create({ payment_intent: intent, amount: 500 });
    const partial = stripeEvent('charge.refunded', await chargeOf(intent));
    expect((await deliverWebhook(partial)).status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', refundedAmount: 500 });
    expect(await stockOf(tool._id)).toBe(8);

    await testStripe().refunds.create({ payment_intent: intent });
    const full = stripeEvent('charge.refunded', await chargeOf(intent));
    const succeeded = stripeEvent(
      'payment_intent.succeeded',
      await testStripe().paymentIntents.retrieve(intent),
    );
    // Out of order (the full refund first, the stale partial one after) and each five times.
    for (let round = 0; round < 5; round += 1) {
      for (const event of [full, partial, succeeded]) {
        expect((await deliverWebhook(event)).status).toBe(200);
      }
    }
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
    expect(await stockOf(tool._id)).toBe(10);
    expect(await docsWhere('refunds', 'paymentIntentId', intent)).toHaveLength(2);
    await expectInvariant(tool, [intent]);
  });

  it('a disputed order cannot be shipped until the dispute is won', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1 });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    await payAtStripe(intent, TEST_PAYMENT_METHODS.disputed);
    expect((await patchPaid(customer, order._id, intent)).status).toBe(200);
    const disputes = await testStripe().disputes.list({ charge: (await chargeOf(intent)).id });
    const dispute = disputes.data[0]!;
    const created = stripeEvent('charge.dispute.created', dispute);
    for (let delivery = 0; delivery < 5; delivery += 1) {
      expect((await deliverWebhook(created)).status).toBe(200);
    }
    expect((await readOrder(order._id))?.dispute).toEqual({
      id: dispute.id,
      status: 'needs_response',
    });
    const ship = await adminCall('PUT', `/manageorder/${order._id}`);
    expect(ship.status).toBe(409);
    expect(await ship.json()).toEqual({ message: API_ERROR.orderDisputed });

    const won = await testStripe().disputes.update(dispute.id, {
      evidence: { uncategorized_text: 'winning_evidence' },
    });
    const closed = stripeEvent('charge.dispute.closed', won);
    // Closed, then the stale "created" again: Stripe's current status wins.
    for (const event of [closed, created, closed]) {
      expect((await deliverWebhook(event)).status).toBe(200);
    }
    expect((await readOrder(order._id))?.dispute).toEqual({ id: dispute.id, status: 'won' });
    expect((await adminCall('PUT', `/manageorder/${order._id}`)).status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({
      status: 'shipped',
      shippedAt: expect.anything(),
    });
    await expectInvariant(tool, [intent]);
  });
});
