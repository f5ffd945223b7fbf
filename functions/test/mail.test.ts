/**
 * The order timeline and the shop's e-mail, end to end against the emulators and the test run's
 * maildev: each transition leaves exactly one event and one mail (in maildev, with the right
 * content), an SMTP outage loses and doubles nothing, a mail that keeps failing ends ERROR on
 * the timeline, and nothing a customer typed can add a header or a recipient.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_MAX_ATTEMPTS } from '@pedalworks/domain/constants';
import { formatPrice } from '@pedalworks/domain/format';
import { MAIL_TEXT, type OrderMailKind } from '@pedalworks/domain/mail';
import type { Order, Tool } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import { deliverWebhook, paymentIntentEvent, testStripe } from '../../tests/doubles/stripe-events';
import { api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { endHold, runSweep } from '../../tests/support/orders';
import {
  eventsOf,
  eventually,
  mailDoc,
  mailDocsOf,
  maildev,
  mailsTo,
  sweepMail,
  type MailDoc,
  type ReceivedMail,
} from '../../tests/support/mail';

let tool: Tool;
let admin: TestUser;

beforeAll(async () => {
  [tool, admin] = await Promise.all([
    createTool({ name: 'Chain Whip', price: 12.5, minimumOrder: 2 }),
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
  return (await mailsTo(order.email)).filter((mail) => mail.subject === subject);
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
    expect(shipped).toEqual([expect.objectContaining({ by: { uid: admin.uid, role: 'admin' } })]);
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
        });
        expect(response.status).toBe(200);
      }
      const [mail, ...more] = await delivered(order, 'refunded');
      expect(more).toHaveLength(0);
      expect(mail!.text).toContain(formatPrice(25));
      const refunded = (await eventsOf(order._id)).filter((event) => event.type === 'refunded');
      expect(refunded).toEqual([expect.objectContaining({ details: { amount: 25 } })]);
    });
  },
);

describe('SMTP down', { timeout: 240_000 }, () => {
  it(`a mail that fails ${MAIL_MAX_ATTEMPTS} times ends ERROR and shows on the timeline`, async () => {
    await maildev('stop');
    try {
      const customer = await createUser();
      const order = await placeOrder(customer);
      const id = `${order._id}-placed`;
      await eventually(async () => {
        const delivery = (await mailDoc(id))?.delivery;
        return delivery?.state === 'PENDING' && delivery.attempts > 0 ? true : undefined;
      });
      // One more attempt per sweep: the first came from the trigger.
      for (let sweep = 1; sweep < MAIL_MAX_ATTEMPTS; sweep += 1) {
        expect((await mailDoc(id))!.delivery.state).toBe('PENDING');
        await sweepMail();
      }
      const mail = (await mailDoc(id))!;
      expect(mail.delivery).toMatchObject({ state: 'ERROR', attempts: MAIL_MAX_ATTEMPTS });
      expect(mail.delivery.error).toMatch(/ECONNREFUSED|connect/i);
      const failed = (await eventsOf(order._id)).filter((event) => event.type === 'mail-failed');
      expect(failed).toEqual([
        expect.objectContaining({
          by: 'system',
          details: expect.objectContaining({ mail: 'placed', attempts: MAIL_MAX_ATTEMPTS }),
        }),
      ]);
      // An ERROR mail is final: later sweeps leave it alone.
      await sweepMail();
      expect((await mailDoc(id))!.delivery.attempts).toBe(MAIL_MAX_ATTEMPTS);
    } finally {
      await maildev('start');
    }
  });

  it('orders placed and paid during an outage commit; their mails arrive once when it ends', async () => {
    await maildev('stop');
    const customer = await createUser();
    let order: Order;
    try {
      order = await placeOrder(customer);
      await payOrder(customer, order);
      expect(await typesOf(order._id)).toEqual(['placed', 'paid']);
      // Both mails were tried by their trigger, failed, and wait for a retry.
      const pending = await eventually(async () => {
        const docs = await mailDocsOf(order._id);
        const tried = (doc: MailDoc) =>
          doc.delivery.state === 'PENDING' && doc.delivery.attempts >= 1;
        return docs.length === 2 && docs.every(tried) ? docs : undefined;
      });
      expect(pending.map((doc) => doc.kind).sort()).toEqual(['paid', 'placed']);
      for (const doc of pending) expect(doc.delivery.error).toMatch(/ECONNREFUSED|connect/i);
    } finally {
      await maildev('start');
    }
    await sweepMail();
    await sweepMail();
    expect(await delivered(order, 'placed', true)).toHaveLength(1);
    expect(await delivered(order, 'paid', true)).toHaveLength(1);
    expect(await mailsTo(customer.email)).toHaveLength(2);
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
