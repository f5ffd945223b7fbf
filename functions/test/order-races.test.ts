/**
 * Every race of an order we can name, each run ROUNDS times against the real emulators and the
 * Stripe API test double. After each round: the invariant of support/orders expectInvariant
 * (stock = initial - quantities of the orders holding or consuming stock, never negative; every
 * succeeded payment recorded once and no other; the refunds recorded are exactly Stripe's), and
 * the outcome is one of the allowed ones.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverWebhook, stripeEvent, testStripe } from '../../tests/doubles/stripe-events';
import { api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import {
  endHold,
  expectInvariant,
  chargeOf,
  heldOrder,
  intentOf,
  openCount,
  paidOrder,
  patchPaid,
  payAtStripe,
  readOrder,
  sweep,
  REFUND,
} from './support/orders';

/** Rounds per race (PEDALWORKS_RACE_ROUNDS overrides; each round costs a few seconds here). */
const ROUNDS = Number(process.env.PEDALWORKS_RACE_ROUNDS ?? 6);
const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

let admin: TestUser;

beforeAll(async () => {
  admin = await createUser({ admin: true });
});

/** A fresh tool per round, so that each round's invariant is its own. */
const freshTool = () => createTool({ availableQuantity: 6, minimumOrder: 2, price: 10 });

/**
 * A random pause of up to 300 ms before one side of a race, so that the rounds meet in different
 * interleavings (without it, the Stripe double's confirmation always lands first). Nothing waits
 * for it to pass: the assertions hold whichever way the race goes.
 */
const jitter = () => new Promise((resolve) => setTimeout(resolve, Math.random() * 300));

/** Which way each race went, printed at the end (both ways are allowed; neither is forced). */
const outcomes = new Map<string, number>();
const tally = (key: string) => outcomes.set(key, (outcomes.get(key) ?? 0) + 1);

afterAll(() => {
  console.log(`order races, ${ROUNDS} rounds each:`, Object.fromEntries(outcomes));
});

// The races run at once, each with its own customer and tools: a round waits on the emulators'
// answers, seldom on the CPU.
describe.concurrent(`order races (${ROUNDS} rounds each)`, { timeout: 600_000 }, () => {
  it('pay vs expire: paid (stock kept or taken again) or expired with the payment impossible', async () => {
    const customer = await createUser();
    for (let round = 0; round < ROUNDS; round += 1) {
      const tool = await freshTool();
      const order = await heldOrder(customer, tool);
      const intent = await intentOf(customer, order._id);
      await endHold(order._id);
      const [payment] = await Promise.all([
        settle(
          jitter()
            .then(() => payAtStripe(intent))
            .then(() => patchPaid(customer, order._id, intent)),
        ),
        sweep(),
        sweep(),
      ]);
      const after = await readOrder(order._id);
      const charged = (await testStripe().paymentIntents.retrieve(intent)).status === 'succeeded';
      tally(`pay vs expire: ${charged ? 'paid' : 'expired'}`);
      if (charged) {
        expect(after).toMatchObject({ status: 'paid', transactionId: intent });
      } else {
        expect(payment.ok).toBe(false);
        expect(after?.status).toBe('expired');
      }
      await expectInvariant(tool, [intent]);
    }
    expect(await openCount(customer.uid)).toBe(0);
  });

  it('pay vs delete: either deleted and never charged, or paid and kept', async () => {
    const customer = await createUser();
    for (let round = 0; round < ROUNDS; round += 1) {
      const tool = await freshTool();
      const order = await heldOrder(customer, tool);
      const intent = await intentOf(customer, order._id);
      const [payment, deletion] = await Promise.all([
        settle(jitter().then(() => payAtStripe(intent))),
        api('DELETE', `/order/${order._id}`, { token: await customer.token() }),
      ]);
      const after = await readOrder(order._id);
      tally(`pay vs delete: ${payment.ok ? 'paid' : 'deleted'}`);
      if (payment.ok) {
        expect(deletion.status).toBe(409);
        expect(after).toMatchObject({ status: 'paid', transactionId: intent });
      } else {
        expect(deletion.status).toBe(200);
        expect(after).toBeUndefined();
        expect((await testStripe().paymentIntents.retrieve(intent)).status).toBe('canceled');
      }
      await expectInvariant(tool, [intent]);
    }
    expect(await openCount(customer.uid)).toBe(0);
  });

  it('webhook vs PATCH: the order is paid once', async () => {
    const customer = await createUser();
    for (let round = 0; round < ROUNDS; round += 1) {
      const tool = await freshTool();
      const order = await heldOrder(customer, tool);
      const intent = await intentOf(customer, order._id);
      const succeeded = await payAtStripe(intent);
      const event = stripeEvent('payment_intent.succeeded', succeeded);
      const answers = await Promise.all([
        deliverWebhook(event),
        patchPaid(customer, order._id, intent),
        deliverWebhook(event),
        patchPaid(customer, order._id, intent),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
      expect(await readOrder(order._id)).toMatchObject({ status: 'paid', transactionId: intent });
      await expectInvariant(tool, [intent]);
    }
  });

  it('refund webhook vs admin cancel-and-refund: refunded once, stock back once', async () => {
    const customer = await createUser();
    for (let round = 0; round < ROUNDS; round += 1) {
      const tool = await freshTool();
      const { order, intent } = await paidOrder(customer, tool);
      // A refund made in the Dashboard, its webhook, and an admin's cancel-and-refund, at once.
      const dashboard = testStripe()
        .refunds.create({ payment_intent: intent })
        .then(async () => deliverWebhook(stripeEvent('charge.refunded', await chargeOf(intent))));
      const [fromDashboard, byAdmin] = await Promise.all([
        settle(dashboard),
        api('POST', `/manageorder/${order._id}/refund`, {
          token: await admin.token(),
          body: REFUND,
        }),
      ]);
      expect(byAdmin.status).toBe(200);
      if (fromDashboard.ok && fromDashboard.value.status !== 200) {
        // A delivery that lost its transaction to the admin's (the emulator then closes it)
        // answers 5xx, and Stripe delivers it again: so do we, once; it must change nothing.
        tally('refund race: webhook redelivered');
        expect(fromDashboard.value.status).toBeGreaterThanOrEqual(500);
        const again = await deliverWebhook(stripeEvent('charge.refunded', await chargeOf(intent)));
        expect(again.status).toBe(200);
      }
      expect(await readOrder(order._id)).toMatchObject({
        status: 'refunded',
        refundedAmount: 2000,
      });
      expect((await chargeOf(intent)).amount_refunded).toBe(2000);
      await expectInvariant(tool, [intent]);
    }
  });

  it('two admins cancelling at once: cancelled once, stock back once', async () => {
    const customer = await createUser();
    for (let round = 0; round < ROUNDS; round += 1) {
      const tool = await freshTool();
      const order = await heldOrder(customer, tool);
      const token = await admin.token();
      const answers = await Promise.all([
        api('POST', `/manageorder/${order._id}/cancel`, { token }),
        api('POST', `/manageorder/${order._id}/cancel`, { token }),
      ]);
      const counts = await Promise.all(
        answers.map(
          async (answer) => ((await answer.json()) as { modifiedCount: number }).modifiedCount,
        ),
      );
      expect(counts.sort()).toEqual([0, 1]);
      expect((await readOrder(order._id))?.status).toBe('cancelled');
      await expectInvariant(tool);
    }
    expect(await openCount(customer.uid)).toBe(0);
  });

  it('two expiries (and a read) at once: expired once, stock back once', async () => {
    const customer = await createUser();
    for (let round = 0; round < ROUNDS; round += 1) {
      const tool = await freshTool();
      const order = await heldOrder(customer, tool);
      await endHold(order._id);
      // (The sweeps' counts include other suites' orders: the order and stock tell.)
      await Promise.all([
        sweep(),
        sweep(),
        api('GET', `/order/${order._id}`, { token: await customer.token() }),
      ]);
      expect((await readOrder(order._id))?.status).toBe('expired');
      await expectInvariant(tool);
    }
    expect(await openCount(customer.uid)).toBe(0);
  });
});
