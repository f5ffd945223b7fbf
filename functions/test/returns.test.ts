/**
 * Returns of shipped orders through the API (issue 35 item 4), against the emulators and the
 * Stripe API double: the customer's request within RETURN_DAYS, once; the admins' approval,
 * decline and receipt with a partial or full refund at Stripe (once, whatever the repetitions)
 * and the units back into stock with a stock log entry; every bad input refused with the
 * domain's text, changing nothing.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  DAY_MS,
  OWED_REFUND_ALERT_ATTEMPTS,
  RETURN_DAYS,
  RETURN_TEXT_MAX_LENGTH,
} from '@pedalworks/domain/constants';
import { formatPrice } from '@pedalworks/domain/format';
import { MAIL_TEXT } from '@pedalworks/domain/mail';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { RETURN_REASON_LABELS, RETURN_TEXT } from '@pedalworks/domain/returns';
import type { Order, Tool } from '@pedalworks/domain/types';
import { ORDER_SWEEP_URL } from '../../scripts/lib/emulator-config';
import {
  advanceStripeClock,
  deliverWebhook,
  failNextStripeRequests,
  stripeEvent,
  testStripe,
} from '../../tests/doubles/stripe-events';
import {
  adminDb,
  api,
  createTool,
  createUser,
  TRIGGER_POLL,
  type TestUser,
} from '../../tests/support/emulators';
import { eventsOf, mailDocsOf } from '../../tests/support/mail';
import {
  chargeOf,
  docsWhere,
  expectInvariant,
  forceOrder,
  paidOrder,
  readOrder,
  stockOf,
} from './support/orders';

let admin: TestUser;
beforeAll(async () => {
  admin = await createUser({ admin: true });
});

const call = async (user: TestUser, method: string, path: string, body?: unknown) =>
  api(method, path, { token: await user.token(), body });

/** A paid order shipped by the admin: 2 units of a $10 tool ($20, 2000 cents). */
async function shippedOrder(customer: TestUser, tool?: Tool) {
  const ofTool = tool ?? (await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 }));
  const { order, intent } = await paidOrder(customer, ofTool);
  expect((await call(admin, 'PUT', `/manageorder/${order._id}`)).status).toBe(200);
  return { order, intent, tool: ofTool };
}

const request = (customer: TestUser, id: string, body: unknown = { reason: 'wrongSize' }) =>
  call(customer, 'POST', `/order/${id}/return`, body);
const step = (user: TestUser, id: string, name: string, body?: unknown) =>
  call(user, 'POST', `/manageorder/${id}/return/${name}`, body);

/** Everything a refused call must leave as it was: the order, its timeline, mails, stock. */
async function snapshotOf(orderId: string, toolId: string) {
  const order = await readOrder(orderId);
  return {
    order,
    // The order's own events: mail delivery appends its 'mail-…' events whenever it runs.
    events: (await eventsOf(orderId))
      .filter((event) => !event.type.startsWith('mail-'))
      .map((event) => event.id),
    mails: (await mailDocsOf(orderId)).map((mail) => mail.id).sort(),
    stock: await stockOf(toolId),
    stockLog: (await adminDb().collection('tools').doc(toolId).collection('stockLog').get()).size,
  };
}

async function expectRefused(
  response: Response,
  status: number,
  message: string,
  before: Awaited<ReturnType<typeof snapshotOf>>,
) {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ message });
  expect(await snapshotOf(before.order!._id, before.order!.toolId)).toEqual(before);
}

describe('a return from request to refund', { timeout: 120_000 }, () => {
  it('request, approve, receive with a partial refund and the units back, once', async () => {
    const customer = await createUser();
    const { order, intent, tool } = await shippedOrder(customer);
    expect(await stockOf(tool._id)).toBe(8);

    const requested = await request(customer, order._id, {
      reason: 'wrongSize',
      comment: 'Too small for my bike',
    });
    expect(requested.status).toBe(200);
    expect(await requested.json()).toMatchObject({
      status: 'returnRequested',
      paid: true,
      pandingChange: 'shipped',
      returnReason: 'wrongSize',
      returnComment: 'Too small for my bike',
    });

    const approvals = await Promise.all([
      step(admin, order._id, 'approve'),
      step(admin, order._id, 'approve'),
    ]);
    const approved = await Promise.all(
      approvals.map(async (r) => ((await r.json()) as { modifiedCount: number }).modifiedCount),
    );
    expect(approved.sort()).toEqual([0, 1]);
    expect(await readOrder(order._id)).toMatchObject({ status: 'returnApproved' });

    // Received: $12.50 of $20 refunded, the 2 units back; a double click does it once.
    const receipts = await Promise.all([
      step(admin, order._id, 'receive', {
        amount: 1250,
        restock: true,
        reason: 'Came back scratched',
      }),
      step(admin, order._id, 'receive', {
        amount: 1250,
        restock: true,
        reason: 'Came back scratched',
      }),
    ]);
    expect(receipts.map((r) => r.status)).toEqual([200, 200]);
    expect(await readOrder(order._id)).toMatchObject({
      status: 'returned',
      refundedAmount: 1250,
      returnRefundCents: 1250,
      returnRestock: true,
    });
    expect(await stockOf(tool._id)).toBe(10);
    const log = await adminDb().collection('tools').doc(tool._id).collection('stockLog').get();
    expect(log.docs.map((doc) => doc.data())).toMatchObject([
      { delta: 2, reason: RETURN_TEXT.restockReason(order._id), by: admin.uid, after: 10 },
    ]);

    // Stripe's charge.refunded, delivered five times, and a third receive: one refund.
    const refunded = stripeEvent('charge.refunded', await chargeOf(intent));
    for (let round = 0; round < 5; round += 1) {
      expect((await deliverWebhook(refunded)).status).toBe(200);
    }
    expect(
      (
        await step(admin, order._id, 'receive', {
          amount: 1250,
          restock: true,
          reason: 'Came back scratched',
        })
      ).status,
    ).toBe(200);
    expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(1);
    expect(await docsWhere('refunds', 'paymentIntentId', intent)).toHaveLength(1);
    expect(await stockOf(tool._id)).toBe(10);
    expect(await readOrder(order._id)).toMatchObject({ status: 'returned', refundedAmount: 1250 });

    // One event and one mail per step.
    const types = (await eventsOf(order._id)).map((event) => event.type);
    expect(types.filter((type) => type.startsWith('return-') || type === 'refunded')).toEqual([
      'return-requested',
      'return-approved',
      'return-received',
      'refunded',
    ]);
    const events = await eventsOf(order._id);
    expect(events.find((event) => event.type === 'return-requested')?.details).toEqual({
      reason: RETURN_REASON_LABELS.wrongSize,
      comment: 'Too small for my bike',
    });
    expect(events.find((event) => event.type === 'return-received')?.details).toEqual({
      restocked: true,
      reason: 'Came back scratched',
    });
    const kinds = (await mailDocsOf(order._id)).map((mail) => mail.kind);
    for (const kind of ['return-requested', 'return-approved', 'return-received', 'refunded']) {
      expect(kinds.filter((k) => k === kind)).toHaveLength(1);
    }
    const approval = (await mailDocsOf(order._id)).find((mail) => mail.kind === 'return-approved');
    expect(approval?.message.text).toContain(RETURN_TEXT.instructions[1]);
    await expectInvariant({ ...tool, availableQuantity: 12 }, [intent]);
  });

  it('receive with all that is left and no restock: refunded in full, stock unchanged', async () => {
    const customer = await createUser();
    const { order, intent, tool } = await shippedOrder(customer);
    await testStripe().refunds.create({ payment_intent: intent, amount: 500 });
    expect(
      (await deliverWebhook(stripeEvent('charge.refunded', await chargeOf(intent)))).status,
    ).toBe(200);
    expect((await request(customer, order._id, { reason: 'damaged' })).status).toBe(200);
    expect((await step(admin, order._id, 'approve')).status).toBe(200);
    const before = await snapshotOf(order._id, tool._id);
    await expectRefused(
      await step(admin, order._id, 'receive', {
        amount: 1501,
        restock: false,
        reason: 'Came back scratched',
      }),
      400,
      VALIDATION.refundAmountTooLarge(formatPrice(15)),
      before,
    );
    expect(
      (
        await step(admin, order._id, 'receive', {
          amount: 1500,
          restock: false,
          reason: 'Came back scratched',
        })
      ).status,
    ).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'refunded', refundedAmount: 2000 });
    expect(await stockOf(tool._id)).toBe(8);
    expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(2);
    await expectInvariant(tool, [intent]);
  });

  it('a Dashboard refund, then a partial one on receipt: both recorded and told once each', async () => {
    const customer = await createUser();
    const { order, intent } = await shippedOrder(customer);
    await testStripe().refunds.create({ payment_intent: intent, amount: 500 });
    const dashboardRefund = stripeEvent('charge.refunded', await chargeOf(intent));
    expect((await deliverWebhook(dashboardRefund)).status).toBe(200);
    expect((await request(customer, order._id)).status).toBe(200);
    expect((await step(admin, order._id, 'approve')).status).toBe(200);
    expect(
      (
        await step(admin, order._id, 'receive', {
          amount: 1000,
          restock: false,
          reason: 'Came back scratched',
        })
      ).status,
    ).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'returned', refundedAmount: 1500 });
    const receiptRefund = stripeEvent('charge.refunded', await chargeOf(intent));
    for (const event of [receiptRefund, dashboardRefund, receiptRefund]) {
      expect((await deliverWebhook(event)).status).toBe(200);
    }
    expect(await docsWhere('refunds', 'paymentIntentId', intent)).toHaveLength(2);
    const refunded = (await eventsOf(order._id)).filter((event) => event.type === 'refunded');
    expect(
      refunded.map((event) => event.details.amount).sort((a, b) => Number(a) - Number(b)),
    ).toEqual([5, 10]);
    const mails = (await mailDocsOf(order._id)).filter((mail) => mail.kind === 'refunded');
    expect(mails.map((mail) => mail.message.text).sort()).toEqual([
      expect.stringContaining(MAIL_TEXT.body.refunded(formatPrice(10))),
      expect.stringContaining(MAIL_TEXT.body.refunded(formatPrice(5))),
    ]);
    // Each delivered mail is on the timeline, the second refund's beside the first's.
    const sentRefundMails = async () =>
      (await eventsOf(order._id)).filter(
        (event) => event.type === 'mail-sent' && event.details.mail === 'refunded',
      ).length;
    await expect.poll(sentRefundMails, TRIGGER_POLL).toBe(2);
  });

  it('a restock of a tool deleted since puts nothing back, and the order says so', async () => {
    const customer = await createUser();
    const { order, tool } = await shippedOrder(customer);
    expect((await request(customer, order._id)).status).toBe(200);
    expect((await step(admin, order._id, 'approve')).status).toBe(200);
    await adminDb().collection('tools').doc(tool._id).delete();
    const receipt = await step(admin, order._id, 'receive', {
      amount: 500,
      restock: true,
      reason: 'Came back scratched',
    });
    expect(receipt.status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'returned', returnRestock: false });
    const received = (await eventsOf(order._id)).find((e) => e.type === 'return-received');
    expect(received?.details).toEqual({ restocked: false, reason: 'Came back scratched' });
    expect((await adminDb().collection('tools').doc(tool._id).get()).exists).toBe(false);
  });

  it('decline with a reason: mailed and on the timeline; then nothing else moves it', async () => {
    const customer = await createUser();
    const { order, tool } = await shippedOrder(customer);
    expect((await request(customer, order._id, { reason: 'changedMind' })).status).toBe(200);
    let before = await snapshotOf(order._id, tool._id);
    await expectRefused(
      await step(admin, order._id, 'decline', { reason: ' ' }),
      400,
      VALIDATION.declineReasonRequired,
      before,
    );
    await expectRefused(
      await step(admin, order._id, 'decline', { reason: 'x'.repeat(RETURN_TEXT_MAX_LENGTH + 1) }),
      400,
      VALIDATION.declineReasonTooLong,
      before,
    );
    const declined = await step(admin, order._id, 'decline', { reason: 'Used for a season' });
    expect(await declined.json()).toEqual({ modifiedCount: 1 });
    expect(await readOrder(order._id)).toMatchObject({
      status: 'returnDeclined',
      returnDeclineReason: 'Used for a season',
    });
    expect(await (await step(admin, order._id, 'decline', { reason: 'again' })).json()).toEqual({
      modifiedCount: 0,
    });
    const events = await eventsOf(order._id);
    expect(events.filter((event) => event.type === 'return-declined')).toMatchObject([
      { details: { reason: 'Used for a season' } },
    ]);
    const mails = (await mailDocsOf(order._id)).filter((mail) => mail.kind === 'return-declined');
    expect(mails).toHaveLength(1);
    expect(mails[0]!.message.text).toContain('Used for a season');
    before = await snapshotOf(order._id, tool._id);
    await expectRefused(
      await step(admin, order._id, 'approve'),
      409,
      API_ERROR.returnNotRequested,
      before,
    );
    await expectRefused(
      await step(admin, order._id, 'receive', {
        amount: 100,
        restock: true,
        reason: 'Came back scratched',
      }),
      409,
      API_ERROR.returnNotApproved,
      before,
    );
    await expectRefused(
      await request(customer, order._id),
      409,
      API_ERROR.returnAlreadyRequested,
      before,
    );
  });
});

describe('bad return requests change nothing', { timeout: 120_000 }, () => {
  it('unshipped, someone else’s, after RETURN_DAYS, a second request, bad fields', async () => {
    const customer = await createUser();
    const other = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 2, price: 10 });
    const { order: unshipped } = await paidOrder(customer, tool);
    await expectRefused(
      await request(customer, unshipped._id),
      409,
      API_ERROR.returnNotShipped,
      await snapshotOf(unshipped._id, tool._id),
    );

    const { order } = await shippedOrder(customer, tool);
    let before = await snapshotOf(order._id, tool._id);
    await expectRefused(await request(other, order._id), 403, API_ERROR.forbidden, before);
    await expectRefused(
      await request(customer, order._id, { reason: 'bored' }),
      400,
      VALIDATION.returnReasonRequired,
      before,
    );
    await expectRefused(
      await request(customer, order._id, {
        reason: 'damaged',
        comment: 'x'.repeat(RETURN_TEXT_MAX_LENGTH + 1),
      }),
      400,
      VALIDATION.returnCommentTooLong,
      before,
    );
    // The admins' steps before any request, and by a customer.
    await expectRefused(
      await step(admin, order._id, 'approve'),
      409,
      API_ERROR.returnNotRequested,
      before,
    );
    for (const name of ['approve', 'decline', 'receive']) {
      await expectRefused(
        await step(customer, order._id, name, { reason: 'x', amount: 1, restock: true }),
        403,
        ROLE_TEXT.missingRight('handleReturns'),
        before,
      );
    }

    // Shipped RETURN_DAYS and a minute ago: the window is closed.
    const late = Timestamp.fromMillis(Date.now() - RETURN_DAYS * DAY_MS - 60_000);
    await forceOrder(order._id, { shippedAt: late });
    before = await snapshotOf(order._id, tool._id);
    await expectRefused(
      await request(customer, order._id),
      409,
      API_ERROR.returnWindowClosed,
      before,
    );

    // Within the window: one request, the second refused.
    await forceOrder(order._id, { shippedAt: Timestamp.fromMillis(Date.now() - DAY_MS) });
    const answers = await Promise.all([request(customer, order._id), request(customer, order._id)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    before = await snapshotOf(order._id, tool._id);
    await expectRefused(
      await request(customer, order._id),
      409,
      API_ERROR.returnAlreadyRequested,
      before,
    );
    expect(before.events.filter((id) => id === 'return-requested')).toHaveLength(1);
    expect(before.mails.filter((id) => id.endsWith('-return-requested'))).toHaveLength(1);
  });

  it('the receipt refuses amounts out of range and a missing restock, changing nothing', async () => {
    const customer = await createUser();
    const { order, intent, tool } = await shippedOrder(customer);
    expect((await request(customer, order._id)).status).toBe(200);
    expect((await step(admin, order._id, 'approve')).status).toBe(200);
    const before = await snapshotOf(order._id, tool._id);
    const cases: [unknown, string][] = [
      [
        { amount: 0, restock: true, reason: 'Came back scratched' },
        VALIDATION.refundAmountRequired,
      ],
      [
        { amount: -5, restock: true, reason: 'Came back scratched' },
        VALIDATION.refundAmountRequired,
      ],
      [
        { amount: 12.5, restock: true, reason: 'Came back scratched' },
        VALIDATION.refundAmountRequired,
      ],
      [{ restock: true, reason: 'Came back scratched' }, VALIDATION.refundAmountRequired],
      [
        { amount: 2001, restock: true, reason: 'Came back scratched' },
        VALIDATION.refundAmountTooLarge(formatPrice(20)),
      ],
      [{ amount: 100, reason: 'Came back scratched' }, VALIDATION.restockRequired],
      [{ amount: 100, restock: 'yes', reason: 'Came back scratched' }, VALIDATION.restockRequired],
      [{ amount: 100, restock: true }, ROLE_TEXT.reasonRequired],
      [{ amount: 100, restock: true, reason: ' ' }, ROLE_TEXT.reasonRequired],
    ];
    for (const [body, message] of cases) {
      await expectRefused(await step(admin, order._id, 'receive', body), 400, message, before);
    }
    expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(0);
    expect((await readOrder(order._id)) as Order).toMatchObject({ status: 'returnApproved' });
  });
});

describe(
  'the refund of a received return is owed until Stripe takes it',
  { timeout: 120_000 },
  () => {
    it('Stripe down: the receipt is recorded, nothing says refunded, the retry refunds once; never again after Stripe forgot the key', async () => {
      const customer = await createUser();
      const { order, intent } = await shippedOrder(customer);
      expect((await request(customer, order._id)).status).toBe(200);
      expect((await step(admin, order._id, 'approve')).status).toBe(200);
      // Every attempt of the receipt's refund (the SDK's own retries included) answers 500.
      await failNextStripeRequests('/v1/refunds', 3);
      expect(
        (
          await step(admin, order._id, 'receive', {
            amount: 700,
            restock: false,
            reason: 'Came back scratched',
          })
        ).status,
      ).toBe(200);
      expect(await readOrder(order._id)).toMatchObject({ status: 'returnReceived' });
      expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(0);
      const owed = adminDb().collection('owedRefunds').doc(`return-${order._id}`);
      expect((await owed.get()).data()).toMatchObject({ status: 'owed', attempts: 1, amount: 700 });
      const told = async () =>
        (await mailDocsOf(order._id)).filter((mail) => mail.kind === 'refunded').length;
      expect(await told()).toBe(0);

      // The retry sweep (Cloud Scheduler's, here on demand) makes it once Stripe answers.
      const retried = await fetch(`${ORDER_SWEEP_URL}?force=1`, { method: 'POST' });
      expect(retried.status).toBe(200);
      expect((await owed.get()).data()).toMatchObject({ status: 'done' });
      expect(await readOrder(order._id)).toMatchObject({ status: 'returned', refundedAmount: 700 });
      expect(await told()).toBe(1);

      // Days later, Stripe has forgotten the idempotency key: a second receipt refunds nothing.
      await advanceStripeClock(25 * 60 * 60);
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const again = await step(admin, order._id, 'receive', {
          amount: 700,
          restock: false,
          reason: 'Came back scratched',
        });
        expect(again.status).toBe(200);
        await fetch(`${ORDER_SWEEP_URL}?force=1`, { method: 'POST' });
      }
      expect((await testStripe().refunds.list({ payment_intent: intent })).data).toHaveLength(1);
      expect(await told()).toBe(1);
    });

    it(`refused ${OWED_REFUND_ALERT_ATTEMPTS} times, it is shown to admins until it is made`, async () => {
      const customer = await createUser();
      const { order } = await shippedOrder(customer);
      expect((await request(customer, order._id)).status).toBe(200);
      expect((await step(admin, order._id, 'approve')).status).toBe(200);
      await failNextStripeRequests('/v1/refunds', 3 * OWED_REFUND_ALERT_ATTEMPTS);
      expect(
        (
          await step(admin, order._id, 'receive', {
            amount: 700,
            restock: false,
            reason: 'Came back scratched',
          })
        ).status,
      ).toBe(200);
      for (let attempt = 1; attempt < OWED_REFUND_ALERT_ATTEMPTS; attempt += 1) {
        await fetch(`${ORDER_SWEEP_URL}?force=1`, { method: 'POST' });
      }
      const problem = adminDb()
        .collection('paymentProblems')
        .doc(`refund-stuck-return-${order._id}`);
      expect((await problem.get()).get('kind')).toBe('refund-stuck');

      await fetch(`${ORDER_SWEEP_URL}?force=1`, { method: 'POST' });
      expect(await readOrder(order._id)).toMatchObject({ status: 'returned', refundedAmount: 700 });
      expect((await problem.get()).exists).toBe(false);
    });
  },
);
