/**
 * The order timeline and the shop's e-mail, end to end against the emulators and the test run's
 * maildev: each transition leaves exactly one event and one mail (in maildev, with the right
 * content), an SMTP outage loses and doubles nothing, a mail that keeps failing for a day ends
 * ERROR for an admin to resend, a duplicate carries the same Message-ID, no mail goes to an
 * unverified address or past a recipient's hourly budget, and nothing a customer typed can add
 * a header or a recipient.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MAIL_RETRY_HORIZON_MS,
  MAIL_WINDOW_MS,
  ORDER_EVENT_AUDIT_SUBCOLLECTION,
  ORDER_MAILS_PER_HOUR,
} from '@pedalworks/domain/constants';
import { formatPrice } from '@pedalworks/domain/format';
import {
  MAIL_SKIP_REASON,
  MAIL_TEXT,
  mailMessageId,
  type FailedMail,
  type OrderMailKind,
} from '@pedalworks/domain/mail';
import { FAILED_MAIL_TEXT } from '@pedalworks/domain/mail';
import type { Order, Tool } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import { deliverWebhook, paymentIntentEvent, testStripe } from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { endHold, runSweep } from '../../tests/support/orders';
import { REFUND } from './support/orders';
import {
  eventsOf,
  eventually,
  mailDoc,
  maildev,
  mailsTo,
  mailsWith,
  sweepMail,
  type ReceivedMail,
} from '../../tests/support/mail';

let tool: Tool;
let admin: TestUser;

beforeAll(async () => {
  [tool, admin] = await Promise.all([
    createTool({ name: 'Chain Whip', price: 12.5, minimumOrder: 2, availableQuantity: 1000 }),
    createUser({ admin: true }),
  ]);
});

afterAll(async () => {
  // Whatever happens above, leave SMTP up for the other suites.
  await maildev('start').catch(() => undefined);
});

async function placeOrder(customer: TestUser): Promise<Order> {
  const response = await api('POST', '/order', {
    token: await customer.token(),
    body: { toolId: tool._id, orderedQuantity: 2, phone: '555 0100', address: '1 Test Lane' },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Order;
}

/** Pays the order with the Stripe test double and delivers the webhook `times` times. */
async function payOrder(customer: TestUser, order: Order, times = 1): Promise<string> {
  const response = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: order._id },
  });
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  const id = clientSecret.split('_secret_')[0]!;
  const paid = await testStripe().paymentIntents.confirm(id, {
    payment_method: TEST_PAYMENT_METHODS.visa,
  });
  for (let i = 0; i < times; i += 1) {
    expect(
      (await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid))).status,
    ).toBe(200);
  }
  return id;
}

/** The mails of `kind` about `order` in maildev, once its queue entry is delivered. */
async function delivered(
  order: Order,
  kind: OrderMailKind,
  sweep = false,
): Promise<ReceivedMail[]> {
  await eventually(
    async () =>
      (await mailDoc(`${order._id}-${kind}`))?.delivery.state === 'SUCCESS' ? true : undefined,
    { sweep },
  );
  const subject = MAIL_TEXT.subject[kind](tool.name);
  return await mailsWith(order.email, subject);
}

const typesOf = async (orderId: string) => (await eventsOf(orderId)).map((event) => event.type);

describe('each transition: one event and one mail', { timeout: 120_000 }, () => {
  it('placed through the API: the confirmation with the order, the price in dollars and a link to pay', async () => {
    const customer = await createUser();
    const order = await placeOrder(customer);
    const [mail, ...more] = await delivered(order, 'placed');
    expect(more).toHaveLength(0);
    expect(mail!.to).toEqual([{ address: customer.email, name: '' }]);
    expect(mail!.text).toContain(`${MAIL_TEXT.total}: ${formatPrice(25)}`);
    expect(mail!.text).toContain(`/dashboard/payment/${order._id}`);
    expect(mail!.html).toContain(`Hello ${customer.name},`);

    const events = await eventually(async () => {
      const all = await eventsOf(order._id);
      return all.some((event) => event.type === 'mail-sent') ? all : undefined;
    });
    expect(events.map((event) => event.type)).toEqual(['placed', 'mail-sent']);
    expect(events[0]!.by).toEqual({ uid: customer.uid, role: 'customer' });
    expect(events[1]).toMatchObject({ by: 'system', details: { mail: 'placed', attempts: 1 } });
  });

  it('paid, the webhook delivered three times: one event by Stripe, one receipt', async () => {
    const customer = await createUser();
    const order = await placeOrder(customer);
    const intentId = await payOrder(customer, order, 3);
    const receipts = await delivered(order, 'paid');
    expect(receipts).toHaveLength(1);
    for (const part of [receipts[0]!.text, receipts[0]!.html]) {
      expect(part).toContain(intentId);
      expect(part).toContain(tool.name);
      expect(part).toContain(formatPrice(12.5));
      expect(part).toContain(formatPrice(25));
    }
    const paid = (await eventsOf(order._id)).filter((event) => event.type === 'paid');
    expect(paid).toEqual([
      expect.objectContaining({ by: 'stripe', details: { transactionId: intentId } }),
    ]);
  });

  it('shipped through the API by an admin: the event names the admin', async () => {
    const customer = await createUser();
    const order = await placeOrder(customer);
    await payOrder(customer, order);
    for (let i = 0; i < 2; i += 1) {
      const response = await api('PUT', `/manageorder/${order._id}`, {
        token: await admin.token(),
      });
      expect(response.status).toBe(200);
    }
    expect(await delivered(order, 'shipped')).toHaveLength(1);
    const shipped = (await eventsOf(order._id)).filter((event) => event.type === 'shipped');
    // The customer reads the event: it names the role; the admin's uid is kept server-side.
    expect(shipped).toEqual([expect.objectContaining({ by: { role: 'admin' } })]);
    expect(JSON.stringify(await eventsOf(order._id))).not.toContain(admin.uid);
    const audit = await adminDb()
      .collection('orders')
      .doc(order._id)
      .collection(ORDER_EVENT_AUDIT_SUBCOLLECTION)
      .doc('shipped')
      .get();
    expect(audit.get('by')).toEqual({ uid: admin.uid, role: 'admin' });
  });
});

describe(
  'the state machine’s own transitions: one event and one mail each',
  { timeout: 120_000 },
  () => {
    it('expired by the sweep, run twice: one event by the system, one mail', async () => {
      const customer = await createUser();
      const order = await placeOrder(customer);
      await endHold(order._id);
      for (let i = 0; i < 2; i += 1) expect((await runSweep()).status).toBe(200);
      expect(await delivered(order, 'expired')).toHaveLength(1);
      const expired = (await eventsOf(order._id)).filter((event) => event.type === 'expired');
      expect(expired).toEqual([expect.objectContaining({ by: 'system' })]);
    });

    it('cancelled by an admin, twice: one event, one mail', async () => {
      const customer = await createUser();
      const order = await placeOrder(customer);
      for (let i = 0; i < 2; i += 1) {
        const response = await api('POST', `/manageorder/${order._id}/cancel`, {
          token: await admin.token(),
        });
        expect(response.status).toBe(200);
      }
      expect(await delivered(order, 'cancelled')).toHaveLength(1);
      expect((await typesOf(order._id)).filter((type) => type === 'cancelled')).toHaveLength(1);
    });

    it('cancelled and refunded by an admin, twice: one event with the amount, one mail', async () => {
      const customer = await createUser();
      const order = await placeOrder(customer);
      await payOrder(customer, order);
      for (let i = 0; i < 2; i += 1) {
        const response = await api('POST', `/manageorder/${order._id}/refund`, {
          token: await admin.token(),
          body: REFUND,
        });
        expect(response.status).toBe(200);
      }
      const [mail, ...more] = await delivered(order, 'refunded');
      expect(more).toHaveLength(0);
      expect(mail!.text).toContain(formatPrice(25));
      const refunded = (await eventsOf(order._id)).filter((event) => event.type === 'refunded');
      expect(refunded).toEqual([
        expect.objectContaining({ details: { amount: 25, reason: REFUND.reason } }),
      ]);
    });
  },
);

/** The Message-ID every attempt of mail/{id} carries. */
const messageIdOf = (id: string) => mailMessageId(id, 'Pedalworks <no-reply@pedalworks.test>');
const messageIdsOf = (mails: ReceivedMail[]) => mails.map((mail) => mail.headers['message-id']);

/** Moves mail/{id}'s first attempt back by `ms`: the test's clock for the retry horizon. */
async function ageMail(id: string, ms: number): Promise<void> {
  await adminDb()
    .collection('mail')
    .doc(id)
    .update({ 'delivery.firstAttemptAt': Timestamp.fromMillis(Date.now() - ms) });
}

/**
 * Until each mail has been tried and waits: one still in flight would skip a sweep, then record
 * the horizon of its own claim, from before the test aged it.
 */
async function attemptedAndWaiting(ids: string[]): Promise<void> {
  await eventually(async () => {
    const docs = await Promise.all(ids.map(mailDoc));
    return docs.every((doc) => doc?.delivery.state === 'PENDING' && doc.delivery.attempts > 0)
      ? true
      : undefined;
  });
}

describe('SMTP down', { timeout: 300_000 }, () => {
  it('an outage past the old five attempts loses nothing: mails wait, then arrive once each; past the horizon a mail fails and an admin’s resend delivers it', async () => {
    await maildev('stop');
    const customers = await Promise.all([createUser(), createUser()]);
    let orders: Order[];
    let lost: string;
    try {
      orders = await Promise.all(customers.map((customer) => placeOrder(customer)));
      await payOrder(customers[0]!, orders[0]!);
      const ids = [
        `${orders[0]!._id}-placed`,
        `${orders[0]!._id}-paid`,
        `${orders[1]!._id}-placed`,
      ];
      await attemptedAndWaiting(ids);
      // Eight more attempts each (the old code gave up after five): all still waiting.
      for (let sweep = 0; sweep < 8; sweep += 1) await sweepMail();
      for (const id of ids) {
        const { delivery } = (await mailDoc(id))!;
        expect(delivery.state).toBe('PENDING');
        expect(delivery.attempts).toBeGreaterThanOrEqual(9);
        expect(delivery.error).toMatch(/ECONNREFUSED|connect/i);
      }
      // A day after its first attempt, the next failure is final.
      lost = ids[2]!;
      await ageMail(lost, MAIL_RETRY_HORIZON_MS - 60_000);
      await sweepMail();
      expect((await mailDoc(lost))!.delivery.state).toBe('PENDING');
      await ageMail(lost, MAIL_RETRY_HORIZON_MS + 60_000);
      await sweepMail();
      expect((await mailDoc(lost))!.delivery.state).toBe('ERROR');
      for (const id of ids.slice(0, 2)) {
        expect((await mailDoc(id))!.delivery.state).toBe('PENDING');
      }
      // The customer's timeline says it failed, without the server's error.
      const failed = (await eventsOf(orders[1]!._id)).filter(
        (event) => event.type === 'mail-failed',
      );
      expect(failed).toHaveLength(1);
      expect(failed[0]!.details).toEqual({
        mail: 'placed',
        attempts: (await mailDoc(lost))!.delivery.attempts,
      });
      // An ERROR mail is final: later sweeps leave it alone.
      const attempts = (await mailDoc(lost))!.delivery.attempts;
      await sweepMail();
      expect((await mailDoc(lost))!.delivery.attempts).toBe(attempts);
    } finally {
      await maildev('start');
    }
    await sweepMail();
    const [placed, ...morePlaced] = await delivered(orders[0]!, 'placed', true);
    const [receipt, ...moreReceipts] = await delivered(orders[0]!, 'paid', true);
    expect([...morePlaced, ...moreReceipts]).toHaveLength(0);
    expect(placed!.headers['message-id']).toBe(messageIdOf(`${orders[0]!._id}-placed`));
    expect(receipt!.headers['message-id']).toBe(messageIdOf(`${orders[0]!._id}-paid`));
    expect(await mailsTo(customers[1]!.email)).toHaveLength(0);

    // Admins see it in Failed mail, with its error; a customer may not resend it.
    const listed = await api('GET', '/mail/failed', { token: await admin.token() });
    expect(listed.status).toBe(200);
    const failedMails = (await listed.json()) as FailedMail[];
    expect(failedMails).toContainEqual(
      expect.objectContaining({
        id: lost,
        to: customers[1]!.email,
        subject: MAIL_TEXT.subject.placed(tool.name),
        error: expect.stringMatching(/ECONNREFUSED|connect/i) as unknown,
      }),
    );
    for (const path of [`/mail/${lost}/resend`, '/mail/resend-failed']) {
      const refused = await api('POST', path, { token: await customers[1]!.token() });
      expect(refused.status).toBe(403);
    }
    expect((await api('GET', '/mail/failed', { token: await customers[1]!.token() })).status).toBe(
      403,
    );
    const resent = await api('POST', `/mail/${lost}/resend`, { token: await admin.token() });
    expect(resent.status).toBe(200);
    expect(await resent.json()).toEqual({ outcome: 'sent' });
    const [late, ...moreLate] = await delivered(orders[1]!, 'placed');
    expect(moreLate).toHaveLength(0);
    expect(late!.headers['message-id']).toBe(messageIdOf(lost));
    // Resending a mail that has not failed is refused, and sends nothing.
    const again = await api('POST', `/mail/${lost}/resend`, { token: await admin.token() });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: FAILED_MAIL_TEXT.notFailed });
    expect(await mailsTo(customers[1]!.email)).toHaveLength(1);
    expect((await eventsOf(orders[1]!._id)).map((event) => event.type)).toContain('mail-sent');
  });

  it('Resend all delivers every failed mail', async () => {
    await maildev('stop');
    const customers = await Promise.all([createUser(), createUser()]);
    let orders: Order[];
    try {
      orders = await Promise.all(customers.map((customer) => placeOrder(customer)));
      const ids = orders.map((order) => `${order._id}-placed`);
      await attemptedAndWaiting(ids);
      for (const id of ids) await ageMail(id, MAIL_RETRY_HORIZON_MS + 60_000);
      await sweepMail();
      for (const id of ids) expect((await mailDoc(id))!.delivery.state).toBe('ERROR');
    } finally {
      await maildev('start');
    }
    const response = await api('POST', '/mail/resend-failed', { token: await admin.token() });
    expect(response.status).toBe(200);
    const counts = (await response.json()) as Record<string, number>;
    expect(counts.sent).toBeGreaterThanOrEqual(2);
    for (const order of orders) expect(await delivered(order, 'placed')).toHaveLength(1);
  });

  it('a crash between sending and recording sends again with the same Message-ID', async () => {
    const customer = await createUser();
    const order = await placeOrder(customer);
    const id = `${order._id}-placed`;
    expect(await delivered(order, 'placed')).toHaveLength(1);
    // As if the sender died after SMTP took the mail, before it recorded SUCCESS.
    await adminDb()
      .collection('mail')
      .doc(id)
      .update({
        'delivery.state': 'PROCESSING',
        'delivery.leaseUntil': Timestamp.fromMillis(Date.now() - 1000),
      });
    await sweepMail();
    const copies = await eventually(async () => {
      const mails = await mailsTo(customer.email);
      return mails.length === 2 ? mails : undefined;
    });
    expect(messageIdsOf(copies)).toEqual([messageIdOf(id), messageIdOf(id)]);
    expect((await mailDoc(id))!.delivery.state).toBe('SUCCESS');
  });
});

describe('who gets mail', { timeout: 120_000 }, () => {
  it('an unverified address gets no mail it could be sent for free; a payment’s mails go', async () => {
    const customer = await createUser({ emailVerified: false });
    const order = await placeOrder(customer);
    const id = `${order._id}-placed`;
    const skipped = await eventually(async () => {
      const doc = await mailDoc(id);
      return doc?.delivery.state === 'SKIPPED' ? doc : undefined;
    });
    expect(skipped.delivery).toMatchObject({ skipReason: MAIL_SKIP_REASON.unverified });
    expect(skipped.delivery.attempts).toBe(0);
    await sweepMail();
    expect((await mailDoc(id))!.delivery.state).toBe('SKIPPED');
    expect(await mailsTo(customer.email)).toHaveLength(0);
    const events = await eventsOf(order._id);
    expect(events.filter((event) => event.type === 'mail-skipped')).toEqual([
      expect.objectContaining({
        by: 'system',
        details: { mail: 'placed', skipReason: MAIL_SKIP_REASON.unverified },
      }),
    ]);

    // Paying costs money, so it sends no mail cannon: the customer gets what follows it.
    await payOrder(customer, order);
    expect(await delivered(order, 'paid')).toHaveLength(1);
  });

  it(`at most ${ORDER_MAILS_PER_HOUR} order mails an hour to one recipient; receipts always go`, async () => {
    const customer = await createUser();
    // The recipient's windows of this hour and the next, one mail short of full: a test that
    // runs across the hour changes nothing.
    const key = createHash('sha256').update(customer.email).digest('hex').slice(0, 40);
    const hour = Math.floor(Date.now() / MAIL_WINDOW_MS) * MAIL_WINDOW_MS;
    const windows = [hour, hour + MAIL_WINDOW_MS].map((start) =>
      adminDb().collection(COLLECTIONS.mailWindows).doc(`${key}_${start}`),
    );
    for (const window of windows) {
      await window.set({
        count: ORDER_MAILS_PER_HOUR - 1,
        expiresAt: new Date(hour + 3 * MAIL_WINDOW_MS),
      });
    }
    const first = await placeOrder(customer);
    expect(await delivered(first, 'placed')).toHaveLength(1);
    const counts = await Promise.all(
      windows.map(async (window) => (await window.get()).get('count') as number),
    );
    expect(counts.sort((a, b) => a - b)).toEqual([ORDER_MAILS_PER_HOUR - 1, ORDER_MAILS_PER_HOUR]);
    for (const window of windows) await window.update({ count: ORDER_MAILS_PER_HOUR });

    const second = await placeOrder(customer);
    const skipped = await eventually(async () => {
      const doc = await mailDoc(`${second._id}-placed`);
      return doc?.delivery.state === 'SKIPPED' ? doc : undefined;
    });
    expect(skipped.delivery).toMatchObject({ skipReason: MAIL_SKIP_REASON.rateLimited });
    // A receipt follows money, not a customer's whim: it goes whatever the window says.
    await payOrder(customer, second);
    expect(await delivered(second, 'paid')).toHaveLength(1);
    const subjects = (await mailsTo(customer.email)).map((mail) => mail.subject);
    expect(subjects.sort()).toEqual(
      [MAIL_TEXT.subject.placed(tool.name), MAIL_TEXT.subject.paid(tool.name)].sort(),
    );
  });
});

describe('what customers type stays in the body', { timeout: 120_000 }, () => {
  it('a display name with <script> and \\r\\nBcc: arrives escaped and adds no recipient or header', async () => {
    const customer = await createUser({
      name: 'Eve <script>alert(1)</script>\r\nBcc: intruder@pedalworks.test',
    });
    const order = await placeOrder(customer);
    const [mail, ...more] = await delivered(order, 'placed');
    expect(more).toHaveLength(0);
    expect(mail!.html).not.toContain('<script>');
    expect(mail!.html).toContain(
      'Eve &lt;script&gt;alert(1)&lt;/script&gt; Bcc: intruder@pedalworks.test',
    );
    expect(mail!.to.map((to) => to.address)).toEqual([customer.email]);
    expect(mail!.envelope.to.map((to) => to.address)).toEqual([customer.email]);
    expect(mail!.calculatedBcc).toEqual([]);
    expect(Object.keys(mail!.headers).map((key) => key.toLowerCase())).not.toContain('bcc');
    expect(await mailsTo('intruder@pedalworks.test')).toHaveLength(0);
  });
});
