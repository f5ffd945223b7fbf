import { beforeAll, describe, expect, it } from 'vitest';
import { CURRENCY } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import type { Order } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../tests/doubles/stripe-api';
import { readOrder, testStripe } from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { createUnpaidOrder, forceOrder } from './support/orders';

const intentId = (clientSecret: string) => clientSecret.split('_secret_')[0]!;

async function paymentIntentFor(user: TestUser, body: unknown) {
  return api('POST', '/create-payment-intent', { token: await user.token(), body });
}

describe('POST /api/create-payment-intent', () => {
  let customer: TestUser;
  let stranger: TestUser;
  let order: Order;

  beforeAll(async () => {
    [customer, stranger] = await Promise.all([createUser(), createUser()]);
    const tool = await createTool({ price: 12.35, minimumOrder: 3 });
    order = await createUnpaidOrder(customer, tool);
  });

  it('charges the stored order in cents, by automatic payment methods, whatever price the client sends', async () => {
    const response = await paymentIntentFor(customer, { order: order._id, price: 1 });
    expect(response.status).toBe(200);
    const { clientSecret } = (await response.json()) as { clientSecret: string };
    const intent = await testStripe().paymentIntents.retrieve(intentId(clientSecret));
    expect(intent).toMatchObject({
      amount: toCents(order.price),
      currency: CURRENCY,
      automatic_payment_methods: { enabled: true, allow_redirects: 'always' },
      metadata: { orderIds: order._id, uid: customer.uid },
      status: 'requires_payment_method',
    });
    expect(intent.amount).toBe(3705);
  });

  it('answers the same payment intent when asked again ({ orderId } too)', async () => {
    const first = (await (await paymentIntentFor(customer, { order: order._id })).json()) as {
      clientSecret: string;
    };
    const again = await paymentIntentFor(customer, { orderId: order._id, price: 99999 });
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
  });

  it("refuses another user's order, an unknown order and a paid order", async () => {
    const forStranger = await paymentIntentFor(stranger, { order: order._id });
    expect(forStranger.status).toBe(403);
    expect(await forStranger.json()).toEqual({ message: API_ERROR.forbidden });

    const unknown = await paymentIntentFor(customer, { order: 'no-such-order' });
    expect(unknown.status).toBe(404);
    const notAnId = await paymentIntentFor(customer, { order: `${order._id}/../x` });
    expect(notAnId.status).toBe(404);

    const tool = await createTool();
    const paid = await createUnpaidOrder(customer, tool);
    await forceOrder(paid._id, { transactionId: 'pi_x', status: 'paid' });
    const forPaid = await paymentIntentFor(customer, { order: paid._id });
    expect(forPaid.status).toBe(409);
    expect(await forPaid.json()).toEqual({ message: API_ERROR.orderPaid });
  });

  it("answers 409 in the domain's words, before Stripe, when the total is under Stripe's $0.50", async () => {
    // Older data, written past the API's bounds: Stripe would refuse to charge 40 cents.
    const cheap = await createUnpaidOrder(customer, await createTool({ price: 0.2 }), 2);
    expect(cheap.price).toBe(0.4);
    const response = await paymentIntentFor(customer, { order: cheap._id });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: VALIDATION.orderTotalRange });
    expect((await readOrder(cheap._id)).paymentIntentId ?? null).toBeNull();
  });

  it('needs a signed-in caller and an order', async () => {
    const anonymous = await api('POST', '/create-payment-intent', { body: { order: order._id } });
    expect(anonymous.status).toBe(401);
    const noOrder = await paymentIntentFor(customer, { price: 10 });
    expect(noOrder.status).toBe(400);
    expect(await noOrder.json()).toMatchObject({ field: 'order' });
  });
});

describe('PATCH /api/order/:id', () => {
  let customer: TestUser;
  let tool: Awaited<ReturnType<typeof createTool>>;

  beforeAll(async () => {
    customer = await createUser();
    tool = await createTool({ price: 20 });
  });

  async function unpaidOrderWithIntent() {
    const order = await createUnpaidOrder(customer, tool);
    const response = await paymentIntentFor(customer, { order: order._id });
    const { clientSecret } = (await response.json()) as { clientSecret: string };
    return { order, intentId: intentId(clientSecret) };
  }

  const patch = async (user: TestUser, orderId: string, transectionId: string) =>
    api('PATCH', `/order/${orderId}`, {
      token: await user.token(),
      body: { order: orderId, transectionId },
    });

  it('does not take the browser at its word: an unconfirmed payment leaves the order unpaid', async () => {
    const { order, intentId: id } = await unpaidOrderWithIntent();
    const response = await patch(customer, order._id, id);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: API_ERROR.paymentNotConfirmed });
    expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });

    const invented = await patch(customer, order._id, 'pi_invented');
    expect(invented.status).toBe(409);
    expect(await readOrder(order._id)).toMatchObject({ paid: false, transactionId: null });
  });

  it("refuses a succeeded payment of another order and another user's order", async () => {
    const paidFor = await unpaidOrderWithIntent();
    await testStripe().paymentIntents.confirm(paidFor.intentId, {
      payment_method: TEST_PAYMENT_METHODS.visa,
    });
    const other = await createUnpaidOrder(customer, tool);
    const response = await patch(customer, other._id, paidFor.intentId);
    expect(response.status).toBe(409);
    expect(await readOrder(other._id)).toMatchObject({ paid: false, transactionId: null });

    const stranger = await createUser();
    const byStranger = await patch(stranger, paidFor.order._id, paidFor.intentId);
    expect(byStranger.status).toBe(403);
    expect(await readOrder(paidFor.order._id)).toMatchObject({ paid: false });
  });

  it('marks the order paid with the transaction id once Stripe says it succeeded, idempotently', async () => {
    const { order, intentId: id } = await unpaidOrderWithIntent();
    await testStripe().paymentIntents.confirm(id, { payment_method: TEST_PAYMENT_METHODS.visa });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await patch(customer, order._id, id);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ _id: order._id, paid: true, transactionId: id });
    }
    expect(await readOrder(order._id)).toMatchObject({ paid: true, transactionId: id });
    const payments = await adminDb().collection('payments').where('orderId', '==', order._id).get();
    expect(payments.docs.map((doc) => doc.id)).toEqual([`${id}_${order._id}`]);

    const payAgain = await paymentIntentFor(customer, { order: order._id });
    expect(payAgain.status).toBe(409);
  });

  it('rejects a malformed transaction id and a body naming another order', async () => {
    const { order } = await unpaidOrderWithIntent();
    const response = await patch(customer, order._id, 'not a payment/../id');
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ field: 'transectionId' });
    const otherOrder = await api('PATCH', `/order/${order._id}`, {
      token: await customer.token(),
      body: { order: 'another-order', transectionId: 'pi_123' },
    });
    expect(otherOrder.status).toBe(400);
  });
});
