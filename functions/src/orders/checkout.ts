/**
 * Pay all (issue 34): one payment for several held orders of one customer. A checkout
 * (checkouts/{id}, server only) names its orders, each one's stored price and the total, and
 * holds the one payment intent made for that total; its id is derived from the customer and the
 * set of orders, so the same set always gets the same checkout and, through Stripe's idempotency
 * key, the same intent. An order is in at most one open checkout. The webhook (or the result
 * page) records the payment: each order is paid in its own transaction of the engine, once
 * (payments/{pi}_{orderId}); an order that can no longer be paid (gone, cancelled, paid
 * otherwise, expired with its stock sold) has its part refunded (idempotency key
 * checkout-{id}-{order}) and its customer told once; then one receipt mail for the whole payment.
 */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { CHECKOUT_MIN_ORDERS, COLLECTIONS, CURRENCY } from '@pedalworks/domain/constants';
import { sumPrices, toCents } from '@pedalworks/domain/format';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { receiptLineLabel, receiptMail, type ReceiptLine } from '@pedalworks/domain/mail';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import type {
  Checkout,
  CheckoutLine,
  CheckoutLineOutcome,
  CheckoutResponse,
  ReceiptResponse,
  StripeErrorCodes,
} from '@pedalworks/domain/types';
import { actorOf, type Caller } from '../lib/caller';
import { HttpError } from '../lib/errors';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from '../services/mail';
import { ordersCollection, storedOrder, type StoredOrder } from './engine';
import { expireDueHolds } from './expiry';
import {
  applyRefundedAmount,
  lapsed,
  payOnce,
  putRefunds,
  readFailedRefunds,
  recordRefunds,
  tellFailedRefunds,
} from './payments';
import { paymentErrorOf } from './payment-status';
import { customerIdOf, customerSessionFor, setSaveCard } from './stripe-customers';
import { noticeRefundedPayment } from './refund-notice';
import {
  cancelAtStripe,
  cardLast4,
  createCheckoutIntent,
  refundPart,
  refundsOf,
  requireStripe,
  retrieveIntent,
} from './stripe';

const checkouts = () => db().collection(COLLECTIONS.checkouts);
const payments = () => db().collection(COLLECTIONS.payments);
const refunds = () => db().collection(COLLECTIONS.refunds);

type StoredCheckout = Checkout & { _id: string };

const asCheckout = (snapshot: FirebaseFirestore.DocumentSnapshot): StoredCheckout | undefined =>
  snapshot.exists ? ({ ...snapshot.data(), _id: snapshot.id } as StoredCheckout) : undefined;

/** The same customer and set of orders always make the same checkout id. */
export function checkoutIdOf(uid: string, orderIds: string[]): string {
  const key = `${uid}:${[...orderIds].sort().join(',')}`;
  return createHash('sha256').update(key).digest('hex').slice(0, 24);
}

/** The idempotency key of one order's part refunded from a checkout's payment. */
export const partRefundKey = (checkoutId: string, orderId: string) =>
  `checkout-${checkoutId}-${orderId}`;

/** The record of one order's share of a checkout's payment. */
const partRef = (intentId: string, orderId: string) => payments().doc(`${intentId}_${orderId}`);

/** The orders to pay: the given ones (each the caller's own and held) or all the caller's held. */
async function ordersToPay(caller: Caller, asked: string[] | undefined): Promise<StoredOrder[]> {
  let orders: StoredOrder[];
  if (asked) {
    const ids = [...new Set(asked)];
    const snapshots = await Promise.all(ids.map((id) => ordersCollection().doc(id).get()));
    orders = snapshots.map((snapshot) => {
      const order = storedOrder(snapshot);
      if (!order) throw new HttpError(404, API_ERROR.notFound);
      if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
      if (order.status !== 'held') throw new HttpError(409, API_ERROR.checkoutNotHeld);
      return order;
    });
  } else {
    const held = await ordersCollection()
      .where('uid', '==', caller.uid)
      .where('status', '==', 'held')
      .get();
    orders = held.docs.map((doc) => storedOrder(doc)!);
  }
  if (orders.length < CHECKOUT_MIN_ORDERS) throw new HttpError(409, API_ERROR.checkoutTooFew);
  // In the ids' code-unit order, as checkoutIdOf sorts them (not the locale's).
  return orders.sort((a, b) => (a._id < b._id ? -1 : 1));
}

/**
 * A checkout as its customer sees it. `intent`, when the caller has fetched it, spares fetching
 * it again; with `customer`, a checkout that can still be paid comes with a customer session,
 * so that the Payment Element shows their saved cards (its intent carries their Stripe
 * Customer).
 */
async function answer(
  checkout: StoredCheckout,
  options: { intent?: Stripe.PaymentIntent; customer?: string } = {},
): Promise<CheckoutResponse> {
  let clientSecret: string | null = null;
  let error: StripeErrorCodes | null = null;
  let customerSessionClientSecret: string | undefined;
  if (checkout.status === 'open') {
    const intent = options.intent ?? (await retrieveIntent(checkout.paymentIntentId));
    if (intent.status !== 'succeeded' && intent.status !== 'canceled') {
      clientSecret = intent.client_secret;
      // A bank or wallet that refused after its redirect: the result page says why.
      if (intent.status === 'requires_payment_method') error = paymentErrorOf(intent);
      if (options.customer) {
        customerSessionClientSecret = await customerSessionFor(intent, options.customer);
      }
    }
  }
  return {
    checkoutId: checkout._id,
    status: checkout.status,
    total: checkout.total,
    lines: checkout.lines.map((line) => ({
      ...line,
      outcome: checkout.outcomes?.[line.orderId] ?? 'pending',
    })),
    clientSecret,
    error,
    ...(customerSessionClientSecret ? { customerSessionClientSecret } : {}),
  };
}

/**
 * An open checkout that shares an order with the one being made. Still payable as it is (all
 * its orders held): the new one is refused. Stale (one of its orders is no longer held): its
 * intent is cancelled at Stripe and the checkout with it; should it have been paid first, the
 * payment is recorded and the new checkout refused.
 */
async function settleOverlap(other: StoredCheckout): Promise<void> {
  const orders = await Promise.all(
    other.orderIds.map(async (id) => storedOrder(await ordersCollection().doc(id).get())),
  );
  if (orders.every((order) => order?.status === 'held')) {
    throw new HttpError(409, API_ERROR.checkoutOtherCheckout);
  }
  const result = await cancelAtStripe(other.paymentIntentId);
  if (result !== 'canceled') {
    await recordCheckoutPayment(result);
    throw new HttpError(409, API_ERROR.checkoutOtherCheckout);
  }
  await checkouts().doc(other._id).update({ status: 'canceled' });
}

/**
 * POST /checkout: the caller's checkout of the given held orders (or all of them), at least
 * CHECKOUT_MIN_ORDERS, priced from the stored orders. The same set answers the same checkout and
 * intent, however often and however concurrently it is asked for.
 */
export async function createCheckout(
  caller: Caller,
  asked: string[] | undefined,
): Promise<CheckoutResponse> {
  requireStripe();
  await expireDueHolds({ uid: caller.uid });
  const orders = await ordersToPay(caller, asked);
  const orderIds = orders.map((order) => order._id);
  const checkoutId = checkoutIdOf(caller.uid, orderIds);
  const ref = checkouts().doc(checkoutId);
  const existing = asCheckout(await ref.get());
  const customer = await customerIdOf(caller);
  if (existing) {
    if (existing.status !== 'open') throw new HttpError(409, API_ERROR.checkoutNotHeld);
    return answer(existing, { customer });
  }
  const open = await checkouts().where('uid', '==', caller.uid).where('status', '==', 'open').get();
  for (const doc of open.docs) {
    const other = asCheckout(doc)!;
    if (other.orderIds.some((id) => orderIds.includes(id))) await settleOverlap(other);
  }

  const lines: CheckoutLine[] = orders.map((order) => ({
    orderId: order._id,
    toolName: order.toolName,
    quantity: order.orderedQuantity,
    price: order.price,
  }));
  const amount = orders.reduce((sum, order) => sum + toCents(order.price), 0);
  const intent = await createCheckoutIntent({
    checkoutId,
    uid: caller.uid,
    email: caller.email,
    orderIds,
    amount,
    description: lines.map(receiptLineLabel).join(', '),
    customer,
  });
  const checkout: Checkout = {
    uid: caller.uid,
    email: caller.email,
    name: caller.name,
    orderIds,
    lines,
    total: amount / 100,
    paymentIntentId: intent.id,
    status: 'open',
  };
  const stored = await transact(async (transaction) => {
    const [now, others, ...current] = await Promise.all([
      transaction.get(ref),
      transaction.get(checkouts().where('uid', '==', caller.uid).where('status', '==', 'open')),
      ...orderIds.map((id) => transaction.get(ordersCollection().doc(id))),
    ]);
    const found = asCheckout(now);
    if (found) return found;
    if (current.some((snapshot) => storedOrder(snapshot)?.status !== 'held')) {
      throw new HttpError(409, API_ERROR.checkoutNotHeld);
    }
    const overlapping = others.docs.some((doc) =>
      (doc.data().orderIds as string[]).some((id) => orderIds.includes(id)),
    );
    if (overlapping) throw new HttpError(409, API_ERROR.checkoutOtherCheckout);
    transaction.create(ref, { ...checkout, createdAt: FieldValue.serverTimestamp() });
    return { ...checkout, _id: checkoutId };
  });
  return answer(stored, { customer });
}

/**
 * GET /checkout/{id}: the caller's checkout as the server records it, for the result page; a
 * payment Stripe says succeeded is recorded at once (the webhook may land later: once either way).
 */
export async function readCheckout(caller: Caller, checkoutId: string): Promise<CheckoutResponse> {
  requireStripe();
  const ref = checkouts().doc(checkoutId);
  const checkout = asCheckout(await ref.get());
  if (!checkout) throw new HttpError(404, API_ERROR.notFound);
  if (checkout.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
  if (checkout.status === 'open') {
    const intent = await retrieveIntent(checkout.paymentIntentId);
    if (intent.status === 'succeeded') {
      await recordCheckoutPayment(intent, actorOf(caller));
      return answer(asCheckout(await ref.get())!);
    }
    return answer(checkout, { intent });
  }
  return answer(checkout);
}

/** PUT /checkout/{id}/save-card { saveCard }: setSaveCard on the caller's open checkout's intent. */
export async function saveCheckoutCard(
  caller: Caller,
  checkoutId: string,
  saveCard: boolean,
): Promise<{ saveCard: boolean }> {
  requireStripe();
  const checkout = asCheckout(await checkouts().doc(checkoutId).get());
  if (!checkout) throw new HttpError(404, API_ERROR.notFound);
  if (checkout.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
  if (checkout.status !== 'open') throw new HttpError(409, API_ERROR.transitionRefused);
  return setSaveCard(caller, await retrieveIntent(checkout.paymentIntentId), saveCard);
}

/** Outcome of recording a checkout's payment (as recordPayment's, for one order). */
export type CheckoutPaymentOutcome = 'recorded' | 'not-succeeded' | 'no-checkout' | 'mismatch';

/** Inside its own transaction: pays one order of the checkout, or finds its part to refund. */
async function recordPart(
  intent: Stripe.PaymentIntent,
  checkout: StoredCheckout,
  line: CheckoutLine,
  by: TimelineActor,
): Promise<'paid' | 'refund'> {
  const ref = partRef(intent.id, line.orderId);
  const orderRef = ordersCollection().doc(line.orderId);
  return transact(async (transaction) => {
    const [recorded, snapshot] = await Promise.all([
      transaction.get(ref),
      transaction.get(orderRef),
    ]);
    if (recorded.exists) return recorded.data()?.outcome === 'paid' ? 'paid' : 'refund';
    const order = storedOrder(snapshot);
    const usable = order && order.uid === checkout.uid && order.price === line.price;
    const fields = {
      orderId: line.orderId,
      checkoutId: checkout._id,
      paymentIntentId: intent.id,
      uid: checkout.uid,
      amount: toCents(line.price),
    };
    return payOnce(transaction, ref, usable ? order : undefined, intent, by, fields, false);
  });
}

/**
 * Records a checkout's succeeded payment exactly once, whatever the number, order and
 * concurrency of the calls (webhook, result page): every order paid through the engine in its
 * own transaction, the parts that cannot be paid refunded and told, the checkout marked paid
 * and one receipt mail queued (mail/receipt-{pi}).
 */
export async function recordCheckoutPayment(
  intent: Stripe.PaymentIntent,
  by: TimelineActor = 'system',
): Promise<CheckoutPaymentOutcome> {
  if (intent.status !== 'succeeded') return 'not-succeeded';
  const checkoutId = intent.metadata?.checkoutId;
  if (!checkoutId) return 'no-checkout';
  const ref = checkouts().doc(checkoutId);
  const checkout = asCheckout(await ref.get());
  if (!checkout) return 'no-checkout';
  if (
    checkout.paymentIntentId !== intent.id ||
    intent.currency !== CURRENCY ||
    intent.amount !== Math.round(checkout.total * 100) ||
    intent.metadata.uid !== checkout.uid
  ) {
    return 'mismatch';
  }
  const outcomes: Record<string, CheckoutLineOutcome> = {};
  for (const line of checkout.lines) {
    const part = await recordPart(intent, checkout, line, by);
    outcomes[line.orderId] = part === 'paid' ? 'paid' : 'refunded';
    if (part === 'refund') {
      await refundPart(intent.id, toCents(line.price), partRefundKey(checkoutId, line.orderId), {
        checkoutId,
        orderId: line.orderId,
      });
      await noticeRefundedPayment({
        paymentId: intent.id,
        orderId: line.orderId,
        part: true,
        email: checkout.email,
        name: checkout.name,
        what: receiptLineLabel(line),
        amount: line.price,
      });
    }
  }
  const last4 = await cardLast4(intent);
  await finishCheckout(intent, checkout, outcomes, last4);
  await recordCheckoutRefunds(intent);
  return 'recorded';
}

/** Marks the checkout paid with each order's outcome and queues its one receipt. */
async function finishCheckout(
  intent: Stripe.PaymentIntent,
  checkout: StoredCheckout,
  outcomes: Record<string, CheckoutLineOutcome>,
  last4: string | null,
): Promise<void> {
  const ref = checkouts().doc(checkout._id);
  const mailRef = db().collection(COLLECTIONS.mail).doc(`receipt-${intent.id}`);
  const paid: ReceiptLine[] = [];
  const refunded: ReceiptLine[] = [];
  for (const line of checkout.lines) {
    const receiptLine = { toolName: line.toolName, quantity: line.quantity, price: line.price };
    (outcomes[line.orderId] === 'paid' ? paid : refunded).push(receiptLine);
  }
  const total = sumPrices(paid);
  const receipt = { lines: paid, refunded, total, last4 };
  await transact(async (transaction) => {
    const [current, mail] = await Promise.all([transaction.get(ref), transaction.get(mailRef)]);
    if (asCheckout(current)?.status !== 'paid') {
      transaction.update(ref, {
        status: 'paid',
        outcomes,
        receipt,
        paidAt: FieldValue.serverTimestamp(),
      });
    }
    if (mail.exists || paid.length === 0) return;
    queueMail(transaction, {
      id: mailRef.id,
      to: checkout.email,
      message: receiptMail({
        name: checkout.name,
        paymentId: intent.id,
        ...receipt,
        at: new Date(),
        shopUrl: shopUrl.value(),
      }),
      kind: 'receipt',
    });
  });
}

/** Brings an intent's refunds into Firestore: a checkout's shared intent, or one order's. */
export const recordIntentRefunds = (intent: Stripe.PaymentIntent): Promise<void> =>
  intent.metadata?.checkoutId ? recordCheckoutRefunds(intent) : recordRefunds(intent);

/**
 * Brings the refunds of a checkout's shared intent into Firestore: each refund once
 * (refunds/{re}, with the order its metadata names); on each order the intent paid, the sum of
 * its own refunds: its whole part makes it refunded (stock back unless shipped), less a partial
 * refund. Idempotent and order-free, like recordRefunds for one order's intent.
 */
export async function recordCheckoutRefunds(intent: Stripe.PaymentIntent): Promise<void> {
  const checkoutId = intent.metadata?.checkoutId;
  if (!checkoutId) return;
  const all = await refundsOf(intent.id);
  const orderIds = (intent.metadata.orderIds ?? '').split(',').filter(Boolean);
  for (const orderId of orderIds) {
    const ofOrder = all.filter((refund) => refund.metadata?.orderId === orderId);
    const own = ofOrder.filter((refund) => !lapsed(refund));
    const failed = ofOrder.filter(lapsed);
    await transact(async (transaction) => {
      const refundRefs = own.map((refund) => refunds().doc(refund.id));
      const seen = await Promise.all(refundRefs.map((ref) => transaction.get(ref)));
      const told = await readFailedRefunds(transaction, failed);
      const stored = storedOrder(await transaction.get(ordersCollection().doc(orderId)));
      const order = stored && stored.transactionId === intent.id ? stored : undefined;
      // As for one order's intent (recordRefunds): a refund that failed later lowers the sum.
      if (order && !order.writtenOff) {
        const refundedAmount = own.reduce((sum, refund) => sum + refund.amount, 0);
        await applyRefundedAmount(transaction, order, refundedAmount, toCents(order.price));
      }
      tellFailedRefunds(transaction, intent.id, failed, told, order, { orderId, checkoutId });
      putRefunds(transaction, own, refundRefs, seen, {
        orderId,
        checkoutId,
        paymentIntentId: intent.id,
      });
    });
  }
}

/**
 * An admin's cancel-and-refund of one order a checkout paid: only that order's part of the
 * shared intent is refunded (idempotency key checkout-{id}-{order}), then recorded.
 */
export async function refundCheckoutOrder(
  intent: Stripe.PaymentIntent,
  order: Pick<StoredOrder, '_id' | 'price'>,
): Promise<void> {
  const checkoutId = intent.metadata.checkoutId!;
  await refundPart(intent.id, toCents(order.price), partRefundKey(checkoutId, order._id), {
    checkoutId,
    orderId: order._id,
  });
  await recordCheckoutRefunds(intent);
}

const isoOf = (value: unknown): string | null =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;

/**
 * GET /receipt/{paymentId}: the caller's receipt of one payment: a paid checkout's (as its
 * receipt mail said it), or a single order's that this payment paid. 404 for anything else,
 * another customer's payment included.
 */
export async function readReceipt(caller: Caller, paymentId: string): Promise<ReceiptResponse> {
  const paid = await checkouts()
    .where('uid', '==', caller.uid)
    .where('paymentIntentId', '==', paymentId)
    .where('status', '==', 'paid')
    .limit(1)
    .get();
  const checkout = paid.docs[0]?.data() as
    | (Checkout & { receipt?: Omit<ReceiptResponse, 'paymentId' | 'paidAt'>; paidAt?: unknown })
    | undefined;
  if (checkout?.receipt) {
    return { paymentId, ...checkout.receipt, paidAt: isoOf(checkout.paidAt) };
  }
  const single = await ordersCollection()
    .where('uid', '==', caller.uid)
    .where('transactionId', '==', paymentId)
    .limit(1)
    .get();
  const order = single.docs[0] ? storedOrder(single.docs[0]) : undefined;
  if (!order) throw new HttpError(404, API_ERROR.notFound);
  requireStripe();
  return {
    paymentId,
    lines: [{ toolName: order.toolName, quantity: order.orderedQuantity, price: order.price }],
    refunded: [],
    total: order.price,
    last4: await cardLast4(await retrieveIntent(paymentId)),
    paidAt: isoOf(order.paidAt),
  };
}
