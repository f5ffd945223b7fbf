/**
 * Pay all (issue 34): one checkout, one payment intent, for several held orders of a customer;
 * the webhook pays each order once through the engine, refunds the part of an order that can no
 * longer be paid (and tells its customer once), and queues one receipt.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { STRIPE_CUSTOMERS_COLLECTION } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { PAYMENT_MAIL_TEXT, receiptLineLabel } from '@pedalworks/domain/mail';
import { formatPrice, toCents } from '@pedalworks/domain/format';
import type {
  CheckoutResponse,
  Order,
  PaymentIntentResponse,
  Tool,
} from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import {
  deliverWebhook,
  failRefunds,
  paymentIntentEvent,
  stripeEvent,
  testStripe,
} from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { eventsOf, mailDoc, mailDocsOf } from '../../tests/support/mail';
import {
  endHold,
  forceOrder,
  heldOrder,
  intentOf,
  payAtStripe,
  readOrder,
  stockOf,
  sweep,
  REFUND,
} from './support/orders';

let tools: Tool[];

const threeTools = () =>
  Promise.all([
    createTool({ price: 12.5, minimumOrder: 1, availableQuantity: 50 }),
    createTool({ price: 7, minimumOrder: 2, availableQuantity: 50 }),
    createTool({ price: 30, minimumOrder: 1, availableQuantity: 50 }),
  ]);

beforeAll(async () => {
  tools = await threeTools();
});

async function checkout(customer: TestUser, orderIds?: string[]) {
  const response = await api('POST', '/checkout', {
    token: await customer.token(),
    body: orderIds ? { orderIds } : {},
  });
  return { status: response.status, body: (await response.json()) as CheckoutResponse };
}

const intentIdOf = (body: CheckoutResponse) => body.clientSecret!.split('_secret_')[0]!;

/** A customer with one held order of each of `count` tools (one unit, or the tool's minimum). */
async function cart(count = 3, of = tools): Promise<{ customer: TestUser; orders: Order[] }> {
  const customer = await createUser();
  const orders: Order[] = [];
  for (const tool of of.slice(0, count)) orders.push(await heldOrder(customer, tool));
  return { customer, orders };
}

const succeededEvent = async (intentId: string) =>
  paymentIntentEvent('payment_intent.succeeded', await payAtStripe(intentId));

const checkoutDoc = async (id: string) =>
  (await adminDb().collection('checkouts').doc(id).get()).data();

const paidMails = async (orders: Order[]) =>
  (await Promise.all(orders.map((order) => mailDocsOf(order._id))))
    .flat()
    .filter((mail) => mail.kind === 'paid');

// Deliveries start function instances in the emulator: slow on a busy machine.
describe('Pay all', { timeout: 120_000 }, () => {
  it('refuses fewer than two orders, others’ orders and orders not held, and creates nothing', async () => {
    const { customer, orders } = await cart(2);
    const other = await createUser();
    const [others] = [await heldOrder(other, tools[2]!)];

    const one = await checkout(customer, [orders[0]!._id]);
    expect(one).toMatchObject({ status: 409, body: { message: API_ERROR.checkoutTooFew } });
    const duplicated = await checkout(customer, [orders[0]!._id, orders[0]!._id]);
    expect(duplicated).toMatchObject({ status: 409, body: { message: API_ERROR.checkoutTooFew } });
    const theirs = await checkout(customer, [orders[0]!._id, others!._id]);
    expect(theirs).toMatchObject({ status: 403, body: { message: API_ERROR.forbidden } });
    await forceOrder(orders[1]!._id, { status: 'cancelled' });
    const notHeld = await checkout(
      customer,
      orders.map((order) => order._id),
    );
    expect(notHeld).toMatchObject({ status: 409, body: { message: API_ERROR.checkoutNotHeld } });
    // All held orders: only one is left.
    const all = await checkout(customer);
    expect(all).toMatchObject({ status: 409, body: { message: API_ERROR.checkoutTooFew } });
    const unknown = await checkout(customer, [orders[0]!._id, 'no-such-order']);
    expect(unknown.status).toBe(404);

    const stored = await adminDb().collection('checkouts').where('uid', '==', customer.uid).get();
    expect(stored.size).toBe(0);
  });

  it('the same set of orders gets the same checkout and intent, for the stored prices', async () => {
    const { customer, orders } = await cart(3);
    const ids = orders.map((order) => order._id);
    const [first, second] = await Promise.all([checkout(customer), checkout(customer, ids)]);
    const third = await checkout(customer, [...ids].reverse());
    expect(first.status).toBe(200);
    expect(second.body.checkoutId).toBe(first.body.checkoutId);
    expect(third.body.checkoutId).toBe(first.body.checkoutId);
    expect(intentIdOf(second.body)).toBe(intentIdOf(first.body));
    expect(intentIdOf(third.body)).toBe(intentIdOf(first.body));

    const total = orders.reduce((sum, order) => sum + order.price, 0);
    expect(first.body).toMatchObject({ status: 'open', total });
    expect(first.body.lines.map((line) => line.outcome)).toEqual(['pending', 'pending', 'pending']);
    const intent = await testStripe().paymentIntents.retrieve(intentIdOf(first.body));
    expect(intent.amount).toBe(Math.round(total * 100));
    expect(intent.metadata).toMatchObject({
      checkoutId: first.body.checkoutId,
      uid: customer.uid,
      orderIds: ids.join(','),
    });
    const stored = await adminDb().collection('checkouts').where('uid', '==', customer.uid).get();
    expect(stored.size).toBe(1);
  });

  it("offers the customer's saved cards: the intent carries their Stripe Customer", async () => {
    const { customer } = await cart(2);
    const { status, body } = await checkout(customer);
    expect(status).toBe(200);
    expect(body.customerSessionClientSecret).toMatch(/^cuss_secret_/);
    const stored = await adminDb().collection(STRIPE_CUSTOMERS_COLLECTION).doc(customer.uid).get();
    const intent = await testStripe().paymentIntents.retrieve(intentIdOf(body));
    expect(intent.customer).toBe(stored.get('customerId'));
    // The result page reads it again without opening a session each time.
    const read = await api('GET', `/checkout/${body.checkoutId}`, {
      token: await customer.token(),
    });
    expect(((await read.json()) as CheckoutResponse).customerSessionClientSecret).toBeUndefined();
  });

  it("PUT /checkout/:id/save-card sets the intent's setup_future_usage for its customer alone, while open", async () => {
    const { customer } = await cart(2);
    const { body } = await checkout(customer);
    const path = `/checkout/${body.checkoutId}/save-card`;
    const intent = () => testStripe().paymentIntents.retrieve(intentIdOf(body));
    const stranger = await createUser();
    const refused = [
      await api('PUT', path, { token: await stranger.token(), body: { saveCard: true } }),
      await api('PUT', path, { token: await customer.token(), body: { saveCard: 'yes' } }),
      await api('PUT', '/checkout/no-such-checkout/save-card', {
        token: await customer.token(),
        body: { saveCard: true },
      }),
    ];
    expect(refused.map((response) => response.status)).toEqual([403, 400, 404]);
    expect((await intent()).setup_future_usage).toBeNull();

    const saved = await api('PUT', path, {
      token: await customer.token(),
      body: { saveCard: true },
    });
    expect(saved.status).toBe(200);
    expect((await intent()).setup_future_usage).toBe('off_session');
    const cleared = await api('PUT', path, {
      token: await customer.token(),
      body: { saveCard: false },
    });
    expect(cleared.status).toBe(200);
    expect((await intent()).setup_future_usage).toBeNull();

    expect((await deliverWebhook(await succeededEvent(intentIdOf(body)))).status).toBe(200);
    const late = await api('PUT', path, {
      token: await customer.token(),
      body: { saveCard: true },
    });
    expect(late.status).toBe(409);
  });

  it('a newer checkout of an order ends the older one: its intent can never be paid', async () => {
    const { customer, orders } = await cart(3);
    const [a, b, c] = orders.map((order) => order._id) as [string, string, string];
    const first = await checkout(customer, [a, b]);
    expect(first.status).toBe(200);
    const second = await checkout(customer, [b, c]);
    expect(second.status).toBe(200);
    expect((await testStripe().paymentIntents.retrieve(intentIdOf(first.body))).status).toBe(
      'canceled',
    );
    const ended = await api('GET', `/checkout/${first.body.checkoutId}`, {
      token: await customer.token(),
    });
    expect(await ended.json()).toMatchObject({ status: 'canceled', clientSecret: null });
    const all = await checkout(customer);
    expect(all.status).toBe(200);
    const open = await adminDb()
      .collection('checkouts')
      .where('uid', '==', customer.uid)
      .where('status', '==', 'open')
      .get();
    expect(open.docs.map((doc) => doc.id)).toEqual([all.body.checkoutId]);
  });

  it('one payment pays every order once, whatever the webhook does; one receipt, stock taken once', async () => {
    const { customer, orders } = await cart(3);
    const stockBefore = await Promise.all(tools.map((tool) => stockOf(tool._id)));
    const { body } = await checkout(customer);
    const intentId = intentIdOf(body);
    const intent = await testStripe().paymentIntents.retrieve(intentId);
    const succeeded = await succeededEvent(intentId);
    const failed = paymentIntentEvent('payment_intent.payment_failed', intent);
    const created = paymentIntentEvent('payment_intent.created', intent);

    // Five deliveries of the success, out of order with stale events, two of them at once.
    const statuses = await Promise.all([deliverWebhook(succeeded), deliverWebhook(succeeded)]);
    for (const event of [failed, succeeded, created, succeeded, succeeded]) {
      statuses.push(await deliverWebhook(event));
    }
    expect(statuses.map((response) => response.status)).toEqual(Array(7).fill(200));

    for (const order of orders) {
      expect(await readOrder(order._id)).toMatchObject({ status: 'paid', transactionId: intentId });
      const paid = (await eventsOf(order._id)).filter((event) => event.type === 'paid');
      expect(paid).toHaveLength(1);
    }
    expect(await Promise.all(tools.map((tool) => stockOf(tool._id)))).toEqual(stockBefore);
    const parts = await adminDb()
      .collection('payments')
      .where('paymentIntentId', '==', intentId)
      .get();
    expect(parts.docs.map((doc) => doc.data().outcome)).toEqual(['paid', 'paid', 'paid']);
    expect((await testStripe().refunds.list({ payment_intent: intentId })).data).toEqual([]);

    // One receipt for the payment: each order's line, the total and the card; no per-order one.
    expect(await paidMails(orders)).toEqual([]);
    const receipt = await mailDoc(`receipt-${intentId}`);
    expect(receipt).toMatchObject({ to: customer.email, kind: 'receipt' });
    for (const order of orders) {
      expect(receipt!.message.text).toContain(
        `${receiptLineLabel({ toolName: order.toolName, quantity: order.orderedQuantity })}: ${formatPrice(order.price)}`,
      );
    }
    expect(receipt!.message.text).toContain(formatPrice(body.total));
    expect(receipt!.message.text).toContain(PAYMENT_MAIL_TEXT.cardLast4('4242'));
    const all = await adminDb().collection('mail').where('kind', '==', 'receipt').get();
    expect(all.docs.filter((doc) => doc.id.includes(intentId))).toHaveLength(1);

    const result = await api('GET', `/checkout/${body.checkoutId}`, {
      token: await customer.token(),
    });
    expect(await result.json()).toMatchObject({
      status: 'paid',
      clientSecret: null,
      lines: orders.map(() => ({ outcome: 'paid' })),
    });
    const receiptPage = await api('GET', `/receipt/${intentId}`, {
      token: await customer.token(),
    });
    expect(await receiptPage.json()).toMatchObject({
      paymentId: intentId,
      total: body.total,
      last4: '4242',
      refunded: [],
      lines: orders.map((order) => ({ toolName: order.toolName, price: order.price })),
    });
    // Paid: the same orders can not be checked out again.
    expect(
      (
        await checkout(
          customer,
          orders.map((order) => order._id),
        )
      ).status,
    ).toBe(409);
  });

  it('an order that expired and sold out during the payment has its part refunded once, and its customer told', async () => {
    // Tools of its own: this test sells one out.
    const { customer, orders } = await cart(3, await threeTools());
    const [kept, gone] = [orders[0]!, orders[1]!];
    const { body } = await checkout(customer);
    const intentId = intentIdOf(body);

    // The race an expiry can lose: the order expired and its stock sold while the payment went
    // through, before the checkout's intent was cancelled.
    await forceOrder(gone._id, { status: 'expired' });
    await adminDb().collection('tools').doc(gone.toolId).update({ availableQuantity: 0 });

    const succeeded = await succeededEvent(intentId);
    for (let round = 0; round < 3; round += 1) {
      expect((await deliverWebhook(succeeded)).status).toBe(200);
    }

    expect(await readOrder(kept._id)).toMatchObject({ status: 'paid', transactionId: intentId });
    expect(await readOrder(orders[2]!._id)).toMatchObject({ status: 'paid' });
    expect(await readOrder(gone._id)).toMatchObject({ status: 'expired' });
    expect(await stockOf(gone.toolId)).toBe(0);

    const refunds = (await testStripe().refunds.list({ payment_intent: intentId })).data;
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({
      amount: Math.round(gone.price * 100),
      metadata: { orderId: gone._id, owedRefund: `late-${intentId}-${gone._id}` },
    });
    const recorded = await adminDb()
      .collection('refunds')
      .where('paymentIntentId', '==', intentId)
      .get();
    expect(recorded.docs.map((doc) => doc.id)).toEqual([refunds[0]!.id]);

    const noticeId = `payment-refunded-${intentId}-${gone._id}`;
    const notices = (await mailDocsOf(gone._id)).filter((mail) => mail.kind === 'payment-refunded');
    expect(notices.map((mail) => mail.id)).toEqual([noticeId]);
    expect(notices[0]!.message.text).toContain(
      PAYMENT_MAIL_TEXT.body.refunded(
        formatPrice(gone.price),
        receiptLineLabel({ toolName: gone.toolName, quantity: gone.orderedQuantity }),
      ),
    );
    const told = (await eventsOf(gone._id)).filter((event) => event.type === 'refunded');
    expect(told).toMatchObject([{ id: noticeId, details: { amount: gone.price } }]);

    // The receipt lists what was paid, and the part refunded.
    const receipt = await mailDoc(`receipt-${intentId}`);
    const paidTotal = kept.price + orders[2]!.price;
    expect(receipt!.message.subject).toBe(
      PAYMENT_MAIL_TEXT.subject.receipt(formatPrice(paidTotal)),
    );
    expect(await checkoutDoc(body.checkoutId)).toMatchObject({
      status: 'paid',
      outcomes: { [kept._id]: 'paid', [gone._id]: 'refunded', [orders[2]!._id]: 'paid' },
    });
  });

  it("an admin's cancel-and-refund of one order refunds only that order's part", async () => {
    const { customer, orders } = await cart(2);
    const admin = await createUser({ admin: true });
    const { body } = await checkout(customer);
    const intentId = intentIdOf(body);
    expect((await deliverWebhook(await succeededEvent(intentId))).status).toBe(200);
    const [refunded, kept] = orders as [Order, Order];
    const stock = await stockOf(refunded.toolId);

    const refund = () =>
      admin
        .token()
        .then((token) =>
          api('POST', `/manageorder/${refunded._id}/refund`, { token, body: REFUND }),
        );
    const [first, second] = await Promise.all([refund(), refund()]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect((await refund()).status).toBe(200);

    const refunds = (await testStripe().refunds.list({ payment_intent: intentId })).data;
    expect(refunds.map((item: Stripe.Refund) => item.amount)).toEqual([
      Math.round(refunded.price * 100),
    ]);
    const charge = await testStripe().charges.retrieve(
      (await testStripe().paymentIntents.retrieve(intentId)).latest_charge as string,
    );
    expect(charge).toMatchObject({
      amount: Math.round(body.total * 100),
      amount_refunded: Math.round(refunded.price * 100),
      refunded: false,
    });
    expect(await readOrder(refunded._id)).toMatchObject({
      status: 'refunded',
      refundedAmount: Math.round(refunded.price * 100),
    });
    expect(await readOrder(kept._id)).toMatchObject({ status: 'paid' });
    expect(await stockOf(refunded.toolId)).toBe(stock + refunded.orderedQuantity);
  });

  it("a part's refund that fails later reaches its order, its timeline and the admins, once", async () => {
    const { customer, orders } = await cart(2);
    const admin = await createUser({ admin: true });
    const { body } = await checkout(customer);
    const intentId = intentIdOf(body);
    const paid = await payAtStripe(intentId, TEST_PAYMENT_METHODS.refundFails);
    const succeeded = paymentIntentEvent('payment_intent.succeeded', paid);
    expect((await deliverWebhook(succeeded)).status).toBe(200);
    const [refunded, kept] = orders as [Order, Order];
    const cents = Math.round(refunded.price * 100);
    const refund = await api('POST', `/manageorder/${refunded._id}/refund`, {
      token: await admin.token(),
      body: REFUND,
    });
    expect(refund.status).toBe(200);
    expect(await readOrder(refunded._id)).toMatchObject({ refundedAmount: cents });

    await failRefunds(refunded._id);
    const [failed] = (await testStripe().refunds.list({ payment_intent: intentId })).data;
    expect(failed).toMatchObject({ status: 'failed', amount: cents });
    for (let round = 0; round < 3; round += 1) {
      const updated = stripeEvent('charge.refund.updated', failed);
      expect((await deliverWebhook(updated)).status).toBe(200);
    }

    expect(await readOrder(refunded._id)).toMatchObject({ refundedAmount: 0 });
    const told = (await eventsOf(refunded._id)).filter((event) => event.type === 'refund-failed');
    expect(told).toEqual([
      expect.objectContaining({
        id: `refund-failed-${failed!.id}`,
        details: { amount: cents / 100 },
      }),
    ]);
    const problem = await adminDb()
      .collection('paymentProblems')
      .doc(`refund-failed-${failed!.id}`)
      .get();
    expect(problem.data()).toMatchObject({
      kind: 'refund-failed',
      paymentIntentId: intentId,
      orderId: refunded._id,
      checkoutId: body.checkoutId,
      amount: cents,
    });
    expect(await readOrder(kept._id)).toMatchObject({ status: 'paid' });
    expect(await eventsOf(kept._id)).not.toContainEqual(
      expect.objectContaining({ type: 'refund-failed' }),
    );
  });

  it('the result page records a payment the webhook has not brought yet, for its customer alone', async () => {
    const { customer, orders } = await cart(2);
    const { body } = await checkout(customer);
    await payAtStripe(intentIdOf(body));
    const stranger = await createUser();
    const theirs = await api('GET', `/checkout/${body.checkoutId}`, {
      token: await stranger.token(),
    });
    expect(theirs.status).toBe(403);
    const mine = await api('GET', `/checkout/${body.checkoutId}`, {
      token: await customer.token(),
    });
    expect(await mine.json()).toMatchObject({ status: 'paid', lines: [{ outcome: 'paid' }, {}] });
    for (const order of orders)
      expect(await readOrder(order._id)).toMatchObject({ status: 'paid' });
  });
});

describe('GET /checkout/:id, the one status read of both result pages', { timeout: 90_000 }, () => {
  /** One held order's checkout, opened as its payment page opens it. */
  const open = async (customer: TestUser, order: Order) => {
    const opened = await api('POST', '/create-payment-intent', {
      token: await customer.token(),
      body: { order: order._id },
    });
    expect(opened.status).toBe(200);
    const { checkoutId, clientSecret } = (await opened.json()) as PaymentIntentResponse;
    return { checkoutId: checkoutId!, intentId: clientSecret!.split('_secret_')[0]! };
  };
  const ask = async (customer: TestUser, checkoutId: string) =>
    api('GET', `/checkout/${checkoutId}`, { token: await customer.token() });
  const read = async (customer: TestUser, checkoutId: string) =>
    (await (await ask(customer, checkoutId)).json()) as CheckoutResponse;

  it("a single order's checkout says processing while the bank processes, and its transaction id once paid", async () => {
    const customer = await createUser();
    const slow = await open(customer, await heldOrder(customer, tools[0]!));
    expect(await read(customer, slow.checkoutId)).toMatchObject({
      status: 'open',
      processing: false,
      transactionId: null,
    });
    await payAtStripe(slow.intentId, TEST_PAYMENT_METHODS.processing);
    expect(await read(customer, slow.checkoutId)).toMatchObject({
      status: 'open',
      processing: true,
      transactionId: null,
    });

    const paid = await open(customer, await heldOrder(customer, tools[1]!));
    await payAtStripe(paid.intentId);
    expect(await read(customer, paid.checkoutId)).toMatchObject({
      status: 'paid',
      processing: false,
      transactionId: paid.intentId,
      lines: [{ outcome: 'paid' }],
    });
  });

  it("answers its customer alone, and a refusal by Stripe's codes only", async () => {
    const customer = await createUser();
    const { checkoutId, intentId } = await open(customer, await heldOrder(customer, tools[0]!));
    expect(await read(customer, checkoutId)).toMatchObject({
      status: 'open',
      error: null,
      transactionId: null,
    });
    expect((await ask(await createUser(), checkoutId)).status).toBe(403);
    expect((await ask(customer, 'no-such-checkout')).status).toBe(404);

    await payAtStripe(intentId, TEST_PAYMENT_METHODS.insufficientFunds).catch(() => undefined);
    const refused = await read(customer, checkoutId);
    expect(refused).toMatchObject({ status: 'open', transactionId: null });
    expect(refused.error).toEqual({
      type: 'card_error',
      code: 'card_declined',
      decline_code: 'insufficient_funds',
    });
  });

  it('two reads of a payment the webhook has not brought record it once, and both answer it paid', async () => {
    const customer = await createUser();
    const order = await heldOrder(customer, tools[2]!);
    const { checkoutId, intentId } = await open(customer, order);
    await payAtStripe(intentId);
    const answers = await Promise.all([read(customer, checkoutId), read(customer, checkoutId)]);
    for (const answer of answers)
      expect(answer).toMatchObject({ status: 'paid', transactionId: intentId, error: null });
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid', transactionId: intentId });
    const paid = (await eventsOf(order._id)).filter((event) => event.type === 'paid');
    expect(paid).toHaveLength(1);
  });
});

describe('a single order paid alone', { timeout: 90_000 }, () => {
  it("gets one receipt, with the card's last 4", async () => {
    const customer = await createUser();
    const order = await heldOrder(customer, tools[2]!);
    const intentId = await intentOf(customer, order._id);
    const succeeded = await succeededEvent(intentId);
    for (let round = 0; round < 2; round += 1) {
      expect((await deliverWebhook(succeeded)).status).toBe(200);
    }
    const receipts = (await mailDocsOf(order._id)).filter((mail) => mail.kind === 'paid');
    expect(receipts.map((mail) => mail.id)).toEqual([`${order._id}-paid`]);
    expect(receipts[0]!.message.text).toContain(PAYMENT_MAIL_TEXT.cardLast4('4242'));
    const page = await api('GET', `/receipt/${intentId}`, { token: await customer.token() });
    expect(await page.json()).toMatchObject({
      paymentId: intentId,
      lines: [{ toolName: order.toolName, quantity: order.orderedQuantity, price: order.price }],
      total: order.price,
      last4: '4242',
    });
    const stranger = await createUser();
    const theirs = await api('GET', `/receipt/${intentId}`, { token: await stranger.token() });
    expect(theirs.status).toBe(404);
  });
});

describe(
  'a single payment refunded because its order could no longer take it',
  { timeout: 90_000 },
  () => {
    it('is refunded once and told once, on the timeline and by mail', async () => {
      const customer = await createUser();
      const order = await heldOrder(customer, tools[0]!);
      const intentId = await intentOf(customer, order._id);
      await forceOrder(order._id, { status: 'cancelled' });
      const succeeded = await succeededEvent(intentId);
      for (let round = 0; round < 3; round += 1) {
        expect((await deliverWebhook(succeeded)).status).toBe(200);
      }
      const refunds = (await testStripe().refunds.list({ payment_intent: intentId })).data;
      expect(refunds).toHaveLength(1);
      const noticeId = `payment-refunded-${intentId}-${order._id}`;
      const notices = (await mailDocsOf(order._id)).filter(
        (mail) => mail.kind === 'payment-refunded',
      );
      expect(notices.map((mail) => mail.id)).toEqual([noticeId]);
      expect(notices[0]).toMatchObject({ to: customer.email });
      expect(notices[0]!.message.text).toContain(formatPrice(order.price));
      const told = (await eventsOf(order._id)).filter((event) => event.id === noticeId);
      expect(told).toMatchObject([{ type: 'refunded', details: { transactionId: intentId } }]);
    });
  },
);

/** A paid checkout of two orders (the webhook told), and its intent. */
async function paidCart(method: string = TEST_PAYMENT_METHODS.visa) {
  const { customer, orders } = await cart(2, await threeTools());
  const { body } = await checkout(customer);
  const intentId = intentIdOf(body);
  const paid = await payAtStripe(intentId, method);
  expect((await deliverWebhook(paymentIntentEvent('payment_intent.succeeded', paid))).status).toBe(
    200,
  );
  return { customer, orders, intentId, checkoutId: body.checkoutId };
}

const chargeEvent = async (type: string, intentId: string) => {
  const intent = await testStripe().paymentIntents.retrieve(intentId);
  return stripeEvent(type, await testStripe().charges.retrieve(intent.latest_charge as string));
};

describe('the one payment path: what Pay all used to drop', { timeout: 120_000 }, () => {
  it('a dispute of a Pay all payment reaches every order it paid: none ships, a lost one is written off', async () => {
    const admin = await createUser({ admin: true });
    const { orders, intentId } = await paidCart(TEST_PAYMENT_METHODS.disputed);
    const charge = (await testStripe().paymentIntents.retrieve(intentId)).latest_charge as string;
    const [dispute] = (await testStripe().disputes.list({ charge })).data;
    for (let delivery = 0; delivery < 3; delivery += 1) {
      const created = await deliverWebhook(stripeEvent('charge.dispute.created', dispute));
      expect(created.status).toBe(200);
    }
    for (const order of orders) {
      expect((await readOrder(order._id))?.dispute).toEqual({
        id: dispute!.id,
        status: 'needs_response',
      });
      const ship = await api('PUT', `/manageorder/${order._id}`, { token: await admin.token() });
      expect(ship.status).toBe(409);
    }
    const lost = await testStripe().disputes.close(dispute!.id);
    expect((await deliverWebhook(stripeEvent('charge.dispute.closed', lost))).status).toBe(200);
    const writeOff = await api('POST', `/manageorder/${orders[0]!._id}/write-off`, {
      token: await admin.token(),
      body: { restock: false, reason: 'Dispute lost' },
    });
    expect(writeOff.status).toBe(200);
    expect(await readOrder(orders[0]!._id)).toMatchObject({ status: 'refunded' });
  });

  it('a refund made in the Stripe Dashboard goes to the newest order first, never past its price', async () => {
    const { orders, intentId } = await paidCart();
    const [older, newer] = orders as [Order, Order];
    const part = toCents(newer.price) - 100;
    await testStripe().refunds.create({ payment_intent: intentId, amount: part });
    const partial = await chargeEvent('charge.refunded', intentId);
    for (let delivery = 0; delivery < 3; delivery += 1) {
      expect((await deliverWebhook(partial)).status).toBe(200);
    }
    expect(await readOrder(newer._id)).toMatchObject({ status: 'paid', refundedAmount: part });
    expect((await readOrder(older._id))?.refundedAmount).toBeUndefined();

    await testStripe().refunds.create({ payment_intent: intentId });
    const full = await chargeEvent('charge.refunded', intentId);
    for (const event of [full, partial, full]) {
      expect((await deliverWebhook(event)).status).toBe(200);
    }
    for (const order of orders) {
      expect(await readOrder(order._id)).toMatchObject({
        status: 'refunded',
        refundedAmount: toCents(order.price),
      });
    }
    const problems = await adminDb()
      .collection('paymentProblems')
      .where('paymentIntentId', '==', intentId)
      .get();
    expect(problems.size).toBe(0);
  });

  it('an open checkout ends when one of its orders expires: its intent can never be paid', async () => {
    const { customer, orders } = await cart(2, await threeTools());
    const { body } = await checkout(customer);
    const intentId = intentIdOf(body);
    await endHold(orders[0]!._id);
    // Another file's sweep may expire it first: the order's state says it, not this sweep's count.
    await sweep();
    expect(await readOrder(orders[0]!._id)).toMatchObject({ status: 'expired' });
    const read = await api('GET', `/checkout/${body.checkoutId}`, {
      token: await customer.token(),
    });
    expect(await read.json()).toMatchObject({ status: 'canceled', clientSecret: null });
    expect((await testStripe().paymentIntents.retrieve(intentId)).status).toBe('canceled');
    await expect(payAtStripe(intentId)).rejects.toThrow();
    expect(await readOrder(orders[1]!._id)).toMatchObject({ status: 'held' });
  });

  it('a partial refund that failed and was made again for the same amount is recorded, never a 500', async () => {
    const { orders, intentId } = await paidCart(TEST_PAYMENT_METHODS.refundFails);
    const newer = orders[1]!;
    await testStripe().refunds.create({ payment_intent: intentId, amount: 500 });
    const first = await chargeEvent('charge.refunded', intentId);
    expect((await deliverWebhook(first)).status).toBe(200);
    await failRefunds(newer._id);
    const [failed] = (await testStripe().refunds.list({ payment_intent: intentId })).data;
    const updated = stripeEvent('charge.refund.updated', failed);
    expect((await deliverWebhook(updated)).status).toBe(200);
    expect(await readOrder(newer._id)).toMatchObject({ refundedAmount: 0 });
    await testStripe().refunds.create({ payment_intent: intentId, amount: 500 });
    const again = await chargeEvent('charge.refunded', intentId);
    for (const event of [again, first, updated, again]) {
      expect((await deliverWebhook(event)).status).toBe(200);
    }
    expect(await readOrder(newer._id)).toMatchObject({ status: 'paid', refundedAmount: 500 });
    const types = (await eventsOf(newer._id)).map((event) => event.type);
    expect(types.filter((type) => type === 'refunded')).toHaveLength(2);
    expect(types.filter((type) => type === 'refund-failed')).toHaveLength(1);
  });

  it('a handled event is kept past Stripe retry window, and its later deliveries change nothing', async () => {
    const { intentId } = await paidCart();
    const event = paymentIntentEvent(
      'payment_intent.succeeded',
      await testStripe().paymentIntents.retrieve(intentId),
    );
    expect((await deliverWebhook(event)).status).toBe(200);
    const handled = await adminDb()
      .collection('stripeEvents')
      .doc((event as { id: string }).id)
      .get();
    const keptFor = (handled.get('expireAt') as Timestamp).toMillis() - Date.now();
    expect(keptFor).toBeGreaterThan(3 * 24 * 60 * 60_000);
  });
});
