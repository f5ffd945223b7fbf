/**
 * Money the shop could not match or keep (issue 32): a succeeded payment that does not match its
 * order is refunded and shown to admins; a refund that fails later reaches the order, its
 * timeline and the admins; a lost dispute has an admin way out (write-off). Against the real
 * emulators and the Stripe API double; every bad input changes nothing, every repeated event
 * does nothing twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, CURRENCY } from '@pedalworks/domain/constants';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { toCents } from '@pedalworks/domain/format';
import type { Review } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import {
  deliverWebhook,
  failRefunds,
  paymentIntentEvent,
  stripeEvent,
  testStripe,
} from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import {
  chargeOf,
  docsWhere,
  expectInvariant,
  heldOrder,
  intentOf,
  paidOrder,
  patchPaid,
  payAtStripe,
  readOrder,
  stockOf,
  REFUND,
  timelineOf,
} from './support/orders';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ admin: true });
});

const problem = async (id: string) =>
  (await adminDb().collection(COLLECTIONS.paymentProblems).doc(id).get()).data();

/** Delivers each event `times` times, every delivery answered 200. */
async function deliverEach(events: unknown[], times = 3): Promise<void> {
  for (let round = 0; round < times; round += 1) {
    for (const event of events) expect((await deliverWebhook(event)).status).toBe(200);
  }
}

describe('a payment that does not match its order', { timeout: 120_000 }, () => {
  it.each([
    ['amount', { amount: 2401 }],
    ['currency', { currency: 'eur' }],
    ['customer', { uid: 'someone-else' }],
  ])(
    'of another %s is refunded once and shown to admins; the order stays unpaid',
    async (_what, change) => {
      const customer = await createUser();
      const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 12 });
      const order = await heldOrder(customer, tool);
      await intentOf(customer, order._id);
      const { checkoutId } = (await adminDb().collection('orders').doc(order._id).get()).data()!;
      // The order costs $24: 2400 cents, in the shop's currency, for its customer.
      const {
        amount = 2400,
        currency = CURRENCY,
        uid = customer.uid,
      } = change as {
        amount?: number;
        currency?: string;
        uid?: string;
      };
      const intent = await testStripe().paymentIntents.create({
        amount,
        currency,
        metadata: { checkoutId: checkoutId as string, uid, orderIds: order._id },
      });
      const paid = await testStripe().paymentIntents.confirm(intent.id, {
        payment_method: TEST_PAYMENT_METHODS.visa,
      });
      const before = await timelineOf(order._id);

      await deliverEach([paymentIntentEvent('payment_intent.succeeded', paid)]);
      // The browser's PATCH with that payment: not this order's payment, nothing more done.
      const patch = await patchPaid(customer, order._id, intent.id);
      expect(patch.status).toBe(409);
      expect(await patch.json()).toEqual({ message: API_ERROR.paymentNotConfirmed });

      expect(await readOrder(order._id)).toMatchObject({ status: 'held' });
      expect((await readOrder(order._id))?.transactionId).toBeFalsy();
      expect(await stockOf(tool._id)).toBe(8);
      expect(await timelineOf(order._id)).toEqual(before);
      const refunds = await testStripe().refunds.list({ payment_intent: intent.id });
      expect(refunds.data.map((refund) => refund.amount)).toEqual([paid.amount]);
      expect((await adminDb().collection('payments').doc(intent.id).get()).data()).toMatchObject({
        orderId: order._id,
        outcome: 'mismatch',
      });
      expect(await problem(`mismatch-${intent.id}`)).toMatchObject({
        kind: 'mismatch',
        paymentIntentId: intent.id,
        orderId: order._id,
        amount: paid.amount,
        currency,
      });
      expect(
        await docsWhere(COLLECTIONS.paymentProblems, 'paymentIntentId', intent.id),
      ).toHaveLength(1);
      await expectInvariant(tool, [intent.id]);
    },
  );
});

describe('a refund that fails later (charge.refund.updated)', { timeout: 120_000 }, () => {
  /** A paid order, paid with Stripe's refund-failing test card. */
  async function paidWithFailingRefunds(customer: TestUser, price = 10) {
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    await payAtStripe(intent, TEST_PAYMENT_METHODS.refundFails);
    expect((await patchPaid(customer, order._id, intent)).status).toBe(200);
    return { tool, order, intent };
  }

  it("takes a failed full refund off the order, tells both sides once, and keeps the order's stock as it is", async () => {
    const customer = await createUser();
    const { tool, order, intent } = await paidWithFailingRefunds(customer);
    const refunded = await api('POST', `/manageorder/${order._id}/refund`, {
      token: await admin.token(),
      body: REFUND,
    });
    expect(refunded.status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
    expect(await stockOf(tool._id)).toBe(10);

    const stale = stripeEvent('charge.refunded', await chargeOf(intent));
    await failRefunds(order._id);
    const [refund] = (await testStripe().refunds.list({ payment_intent: intent })).data;
    expect(refund!.status).toBe('failed');
    const updated = stripeEvent('charge.refund.updated', refund);
    // Repeated and out of order: the stale 'refunded' after the failure, each three times.
    await deliverEach([updated, stale]);

    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 0 });
    expect(await stockOf(tool._id)).toBe(10);
    const failed = (await timelineOf(order._id)).filter((event) => event.type === 'refund-failed');
    expect(failed).toEqual([
      expect.objectContaining({
        id: `refund-failed-${refund!.id}`,
        by: 'stripe',
        details: { amount: 20 },
      }),
    ]);
    // The customer reads it on their own order's timeline, as the rules let them.
    expect(await problem(`refund-failed-${refund!.id}`)).toMatchObject({
      kind: 'refund-failed',
      paymentIntentId: intent,
      refundId: refund!.id,
      orderId: order._id,
      amount: 2000,
    });
    expect(await docsWhere(COLLECTIONS.paymentProblems, 'paymentIntentId', intent)).toHaveLength(1);
    expect((await adminDb().collection('refunds').doc(refund!.id).get()).data()).toMatchObject({
      status: 'failed',
    });
    await expectInvariant(tool, [intent]);
  });

  it('takes a failed partial refund off a paid order, which stays paid and shippable', async () => {
    const customer = await createUser();
    const { tool, order, intent } = await paidWithFailingRefunds(customer);
    await testStripe().refunds.create({ payment_intent: intent, amount: 500 });
    await deliverEach([stripeEvent('charge.refunded', await chargeOf(intent))], 1);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', refundedAmount: 500 });

    await failRefunds(order._id);
    const [refund] = (await testStripe().refunds.list({ payment_intent: intent })).data;
    await deliverEach([stripeEvent('charge.refund.updated', refund)]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await stockOf(tool._id)).toBe(8);
    const types = (await timelineOf(order._id)).map((event) => event.type).sort();
    expect(types.filter((type) => type === 'refund-failed')).toHaveLength(1);
    const ship = await api('PUT', `/manageorder/${order._id}`, { token: await admin.token() });
    expect(ship.status).toBe(200);
    await expectInvariant(tool, [intent]);
  });
});

describe('a lost dispute: POST /api/manageorder/:id/write-off', { timeout: 120_000 }, () => {
  /** A paid order whose payment's dispute was lost (and told to the webhook). */
  async function lostDispute(customer: TestUser, availableQuantity = 10) {
    const tool = await createTool({ availableQuantity, minimumOrder: 3 });
    const order = await heldOrder(customer, tool);
    const intent = await intentOf(customer, order._id);
    await payAtStripe(intent, TEST_PAYMENT_METHODS.disputed);
    expect((await patchPaid(customer, order._id, intent)).status).toBe(200);
    const charge = await chargeOf(intent);
    const [dispute] = (await testStripe().disputes.list({ charge: charge.id })).data;
    const lost = await testStripe().disputes.close(dispute!.id);
    await deliverEach([stripeEvent('charge.dispute.closed', lost)], 1);
    expect((await readOrder(order._id))?.dispute).toEqual({ id: dispute!.id, status: 'lost' });
    return { tool, order, intent };
  }

  const writeOff = async (orderId: string, body: unknown, user: TestUser = admin) =>
    api('POST', `/manageorder/${orderId}/write-off`, { token: await user.token(), body });

  it('refuses anyone but an admin, a bad body and any other order, changing nothing', async () => {
    const customer = await createUser();
    const { tool, order, intent } = await lostDispute(customer);
    const before = await readOrder(order._id);
    const events = await timelineOf(order._id);

    expect(
      (await writeOff(order._id, { restock: true, reason: 'Dispute lost' }, customer)).status,
    ).toBe(403);
    for (const restock of [undefined, 'yes', 1, null]) {
      const body = { restock, reason: 'Dispute lost' };
      const response = await writeOff(order._id, body);
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(
        API_ERROR.writeOffRestock,
      );
    }
    const noReason = await writeOff(order._id, { restock: true });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toMatchObject({ message: ROLE_TEXT.reasonRequired });
    const unknown = await writeOff('no-such-order', { restock: true, reason: 'Dispute lost' });
    expect(unknown.status).toBe(404);

    // A paid order without a dispute, and a held one: refused with the domain's text.
    const other = await createUser();
    const { order: paid } = await paidOrder(other, tool);
    const held = await heldOrder(await createUser(), tool);
    for (const id of [paid._id, held._id]) {
      const response = await writeOff(id, { restock: true, reason: 'Dispute lost' });
      expect(response.status).toBe(409);
      expect(await response.json()).toEqual({ message: API_ERROR.writeOffRefused });
    }
    expect(await readOrder(paid._id)).toMatchObject({ status: 'paid' });
    expect(await readOrder(held._id)).toMatchObject({ status: 'held' });
    expect(await readOrder(order._id)).toEqual(before);
    expect(await timelineOf(order._id)).toEqual(events);
    await expectInvariant(tool, [intent]);
  });

  it('writes the order off once, its units left out of stock, and takes away "Verified buyer"', async () => {
    const customer = await createUser();
    const { tool, order, intent } = await lostDispute(customer);
    expect(await stockOf(tool._id)).toBe(7);

    const answers = await Promise.all([
      writeOff(order._id, { restock: false, reason: 'Dispute lost' }),
      writeOff(order._id, { restock: false, reason: 'Dispute lost' }),
    ]);
    const bodies = await Promise.all(answers.map((answer) => answer.json()));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(bodies.map((body) => (body as { modifiedCount: number }).modifiedCount).sort()).toEqual([
      0, 1,
    ]);
    // Asked again with the other choice: done already, nothing changes.
    const again = await writeOff(order._id, { restock: true, reason: 'Dispute lost' });
    expect(await again.json()).toEqual({ modifiedCount: 0 });

    expect(await readOrder(order._id)).toMatchObject({
      status: 'refunded',
      writtenOff: { restock: false },
      refundedAmount: toCents(order.price),
    });
    expect(await stockOf(tool._id)).toBe(7);
    const written = (await timelineOf(order._id)).filter((event) => event.type === 'written-off');
    expect(written).toEqual([
      expect.objectContaining({
        by: { role: 'admin' },
        details: { restocked: false, reason: 'Dispute lost' },
      }),
    ]);
    const review = await api('POST', '/review', {
      token: await customer.token(),
      body: { rate: 5, review: 'Great tool.', verified: true },
    });
    expect(((await review.json()) as Review).verified).toBe(false);
    await expectInvariant(tool, [intent]);
  });

  it('puts the units back into stock when the admin says so', async () => {
    const customer = await createUser();
    const { tool, order, intent } = await lostDispute(customer);
    const response = await writeOff(order._id, { restock: true, reason: 'Dispute lost' });
    expect(await response.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(order._id)).toMatchObject({
      status: 'refunded',
      writtenOff: { restock: true },
    });
    expect(await stockOf(tool._id)).toBe(10);
    expect(await docsWhere('orders', 'toolId', tool._id)).toHaveLength(1);
    await expectInvariant(tool, [intent]);
  });
});
