/**
 * Helpers of the order lifecycle suites: orders placed and paid through the API, the expiry
 * sweep (tests/support/orders) and the invariant checked after every race.
 */
import { expect } from 'vitest';
import type Stripe from 'stripe';
import { holdsStock } from '@pedalworks/domain/orders';
import type { Order, Tool } from '@pedalworks/domain/types';
import { TEST_PAYMENT_METHODS } from '../../../tests/doubles/stripe-api';
import {
  createUnpaidOrder as createUncountedOrder,
  testStripe,
} from '../../../tests/doubles/stripe-events';
import { adminDb, api, type TestUser } from '../../../tests/support/emulators';
import { eventsOf } from '../../../tests/support/mail';
import { endHold, runSweep } from '../../../tests/support/orders';
import { countOrderChange, readCounted } from '../../src/services/sales-counters';

export { endHold };

/** Runs the expiry sweep once, as Cloud Scheduler (or npm start) does; answers how many expired. */
export async function sweep(): Promise<number> {
  const { status, expired } = await runSweep();
  expect(status).toBe(200);
  return expired;
}

const contact = { phone: '+1 555 0142', address: '12 Spoke Street, Portland' };

/** POST /order as `customer` (of one of the tool's variants, if named); answers the response. */
export async function placeOrderVia(
  customer: TestUser,
  toolId: string,
  orderedQuantity: number,
  variantId?: string,
) {
  return api('POST', '/order', {
    token: await customer.token(),
    body: { toolId, orderedQuantity, ...contact, ...(variantId ? { variantId } : {}) },
  });
}

/** A held order placed through the API. */
export async function heldOrder(
  customer: TestUser,
  tool: Tool,
  quantity = tool.minimumOrder,
  variantId?: string,
) {
  const response = await placeOrderVia(customer, tool._id, quantity, variantId);
  expect(response.status).toBe(201);
  return (await response.json()) as Order;
}

/** The order's payment intent, created through the API as the Pay page does. */
export async function intentOf(customer: TestUser, orderId: string): Promise<string> {
  const response = await api('POST', '/create-payment-intent', {
    token: await customer.token(),
    body: { order: orderId },
  });
  expect(response.status).toBe(200);
  const { clientSecret } = (await response.json()) as { clientSecret: string };
  return clientSecret.split('_secret_')[0]!;
}

/** The customer pays at Stripe (the browser's confirmCardPayment). */
export const payAtStripe = (intentId: string, method: string = TEST_PAYMENT_METHODS.visa) =>
  testStripe().paymentIntents.confirm(intentId, { payment_method: method });

/** PATCH /order/{id}, as the Pay page does after Stripe confirmed. */
export async function patchPaid(customer: TestUser, orderId: string, intentId: string) {
  return api('PATCH', `/order/${orderId}`, {
    token: await customer.token(),
    body: { order: orderId, transectionId: intentId },
  });
}

/** A paid order (through Stripe and the PATCH), with its intent. */
export async function paidOrder(customer: TestUser, tool: Tool, variantId?: string) {
  const order = await heldOrder(customer, tool, tool.minimumOrder, variantId);
  const intent = await intentOf(customer, order._id);
  await payAtStripe(intent);
  expect((await patchPaid(customer, order._id, intent)).status).toBe(200);
  return { order, intent };
}

/** The charge of a payment intent, as Stripe has it now. */
export const chargeOf = async (intent: string) =>
  testStripe().charges.retrieve(
    (await testStripe().paymentIntents.retrieve(intent)).latest_charge as string,
  );

export async function readOrder(orderId: string): Promise<Order | undefined> {
  const snapshot = await adminDb().collection('orders').doc(orderId).get();
  return snapshot.exists ? ({ ...snapshot.data(), _id: snapshot.id } as Order) : undefined;
}

export async function stockOf(toolId: string): Promise<number> {
  return (await adminDb().collection('tools').doc(toolId).get()).data()!
    .availableQuantity as number;
}

/**
 * Frees the open-order slots of these customers, as payments and expiries would, for tests that
 * place more orders than the cap allows one customer (the cap has its own suite, order-lifecycle).
 */
export async function freeOpenOrderSlots(...users: { uid: string }[]): Promise<void> {
  await Promise.all(
    users.map((user) =>
      adminDb().collection('openOrders').doc(user.uid).set({ count: 0, orderId: 'test' }),
    ),
  );
}

export async function openCount(uid: string): Promise<number> {
  return ((await adminDb().collection('openOrders').doc(uid).get()).data()?.count as number) ?? 0;
}

export const docsWhere = async (collection: string, field: string, value: string) =>
  (await adminDb().collection(collection).where(field, '==', value).get()).docs;

/**
 * The invariant after every race: the tool's stock is its initial stock less the quantities of
 * the orders that hold or consumed stock, never negative; each payment intent that succeeded
 * at Stripe is recorded (payments/{pi}_{order}: one document per order it paid) and no other; the refunds
 * recorded (refunds/{re}) are exactly Stripe's refunds of that intent, each once.
 */
export async function expectInvariant(tool: Tool, intents: string[] = []): Promise<void> {
  const orders = (await docsWhere('orders', 'toolId', tool._id)).map((doc) => doc.data() as Order);
  const taken = orders
    .filter((order) => holdsStock(order))
    .reduce((sum, order) => sum + order.orderedQuantity, 0);
  const stock = await stockOf(tool._id);
  expect(stock).toBeGreaterThanOrEqual(0);
  expect(stock).toBe(tool.availableQuantity - taken);
  for (const intent of intents) {
    const payments = await docsWhere('payments', 'paymentIntentId', intent);
    const atStripe = await testStripe().refunds.list({ payment_intent: intent });
    const recorded = await docsWhere('refunds', 'paymentIntentId', intent);
    expect(recorded.map((doc) => doc.id).sort()).toEqual(
      atStripe.data.map((refund: Stripe.Refund) => refund.id).sort(),
    );
    const succeeded = (await testStripe().paymentIntents.retrieve(intent)).status === 'succeeded';
    expect(payments.length > 0).toBe(succeeded);
  }
}

/** A test's shortcut to an order's removal behind the engine, uncounted from the figures too. */
export async function removeOrder(orderId: string): Promise<void> {
  const ref = adminDb().collection('orders').doc(orderId);
  await adminDb().runTransaction(async (transaction) => {
    const counted = await readCounted(transaction, orderId);
    transaction.delete(ref);
    countOrderChange(transaction, orderId, counted, undefined);
  });
}

/**
 * A test's shortcut to an order state (set or merged straight into Firestore, behind the
 * engine), with the admins' figures moved as the engine would (sales-counters'
 * countOrderChange), so that the suites' recount still matches them.
 */
export async function forceOrder(orderId: string, patch: Record<string, unknown>): Promise<void> {
  const ref = adminDb().collection('orders').doc(orderId);
  await adminDb().runTransaction(async (transaction) => {
    const counted = await readCounted(transaction, orderId);
    const after = { ...(await transaction.get(ref)).data(), ...patch } as Order;
    transaction.set(ref, after);
    countOrderChange(transaction, orderId, counted, after);
  });
}

/**
 * An unpaid order as the Stripe doubles write it (behind the engine), counted in the admins'
 * figures as the engine counts a placed order, so that the sales suite's recount still matches.
 */
export async function createUnpaidOrder(
  ...args: Parameters<typeof createUncountedOrder>
): Promise<Order> {
  const order = await createUncountedOrder(...args);
  await forceOrder(order._id, {});
  return order;
}

/** The reason a refund, a cancel-and-refund or a write-off now requires (roles.ts). */
export const REFUND = { reason: 'The customer asked' };

/** The order's timeline, its events about mail left out (the mail sweep adds them when it sends). */
export const timelineOf = async (orderId: string) =>
  (await eventsOf(orderId)).filter((event) => !event.type.startsWith('mail-'));
