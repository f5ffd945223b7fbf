/**
 * The order engine's money: payment intents, payments, refunds and disputes recorded on their
 * orders through the engine's transitions (engine.ts), Stripe reached through the adapter
 * (stripe.ts) alone.
 */
import { FieldValue, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { COLLECTIONS, CURRENCY } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { nextStatus, specFields } from '@pedalworks/domain/orders';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import type { Order, PaymentIntentResponse, SpecOrder } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';
import { actorOf, type Caller } from '../lib/caller';
import { db, transact } from '../lib/admin';
import { existing, toDocument } from '../services/documents';
import { appendEvent, recordOrderTransition } from '../services/timeline';
import {
  applyTransition,
  isDue,
  ordersCollection,
  runTransition,
  storedOrder,
  type StoredOrder,
} from './engine';
import {
  cancelAtStripe,
  cardLast4,
  createIntent,
  intentIdOf,
  refundInFull,
  refundsOf,
  requireStripe,
  retrieveIntent,
} from './stripe';
import { noticeRefundedIntent } from './refund-notice';

const payments = () => db().collection(COLLECTIONS.payments);
const refunds = () => db().collection(COLLECTIONS.refunds);
const tools = () => db().collection(COLLECTIONS.tools);
const paymentProblems = () => db().collection(COLLECTIONS.paymentProblems);

/** Only its customer pays for an order (admins included). */
async function ownOrder(caller: Caller, orderId: string): Promise<Order> {
  const order = toDocument<Order>(existing(await ordersCollection().doc(orderId).get()));
  if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
  return order;
}

/** Why an order that is not held cannot be paid now. */
function notPayable(order: Order): HttpError {
  const status = order.status;
  if (status === 'expired') return new HttpError(409, API_ERROR.orderExpired);
  if (status === 'paid' || status === 'shipped') return new HttpError(409, API_ERROR.orderPaid);
  return new HttpError(409, API_ERROR.transitionRefused);
}

/** The answer for an intent the customer may still pay, or the reason they may not. */
async function payable(intent: Stripe.PaymentIntent): Promise<PaymentIntentResponse> {
  if (intent.status === 'succeeded') {
    // Paid already, but the webhook has not landed yet: record it now rather than charge twice.
    await recordPayment(intent);
    throw new HttpError(409, API_ERROR.orderPaid);
  }
  if (intent.status === 'canceled') throw new HttpError(409, API_ERROR.orderExpired);
  if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
  return { clientSecret: intent.client_secret };
}

/**
 * The one card payment intent of the caller's own held order. The first call creates it for
 * the stored price in cents (never anything the client sent) and stores its id on the order;
 * every later call, on any day, answers that same intent. Two first calls at once get the same
 * intent from Stripe's idempotency key; should the order have been expired, cancelled or
 * deleted meanwhile, the new intent is cancelled and nobody can pay it.
 */
export async function createPaymentIntent(
  caller: Caller,
  orderId: string,
): Promise<PaymentIntentResponse> {
  requireStripe();
  await expireOrder(orderId);
  const order = await ownOrder(caller, orderId);
  if (order.paymentIntentId) {
    if (order.status !== 'held') throw notPayable(order);
    return payable(await retrieveIntent(order.paymentIntentId));
  }
  if (order.status !== 'held') throw notPayable(order);
  const intent = await createIntent(orderId, order);
  let stored: string | undefined;
  let refusal: HttpError | undefined;
  await runTransition(
    orderId,
    (current) => {
      stored = current?.paymentIntentId ?? undefined;
      refusal = undefined;
      if (!current) refusal = new HttpError(404, API_ERROR.notFound);
      else if (stored) return null;
      else if (current.status !== 'held') refusal = notPayable(current);
      else return { event: 'attachIntent', patch: { paymentIntentId: intent.id } };
      return null;
    },
    order.toolId,
  );
  if (refusal) {
    await cancelIntent(intent.id);
    throw refusal;
  }
  if (stored && stored !== intent.id) return payable(await retrieveIntent(stored));
  return payable(intent);
}

/**
 * What recording a succeeded payment did. paid: the order is paid (a late payment of an expired
 * order included, its stock taken again); already-paid: recorded before; refund: the order is
 * gone, expired with its stock sold meanwhile, cancelled, refunded or paid by another intent,
 * so the payment is refunded; mismatch (amount, currency or customer differ from the order):
 * the order is left as it is, the payment refunded in full and shown to admins as a payment
 * problem; not-succeeded, no-order (no order id on the intent): nothing recorded.
 */
export type PaymentOutcome =
  'paid' | 'already-paid' | 'refund' | 'not-succeeded' | 'no-order' | 'mismatch';

/**
 * Records a succeeded payment intent exactly once (payments/{pi}) and applies it to its order
 * in the same transaction, with 'paid' on the order's timeline (`by` the caller, Stripe's
 * webhook or the system) and the receipt queued; a payment that cannot pay its order is refunded
 * in full (idempotency key refund-{pi}) and the refund recorded. Any number of concurrent or
 * repeated calls, from the webhook, the PATCH, an expiry or a deletion, do this once.
 */
export async function recordPayment(
  intent: Stripe.PaymentIntent,
  by: TimelineActor = 'system',
): Promise<PaymentOutcome> {
  if (intent.status !== 'succeeded') return 'not-succeeded';
  const orderId = intent.metadata?.orderId;
  if (!orderId) return 'no-order';
  const paymentRef = payments().doc(intent.id);
  const orderRef = ordersCollection().doc(orderId);
  // For the receipt: the card's last 4, if Stripe can say (a receipt without it is still one).
  const last4 = await cardLast4(intent).catch(() => null);
  const outcome = await transact(async (transaction): Promise<PaymentOutcome> => {
    const [recorded, snapshot] = await Promise.all([
      transaction.get(paymentRef),
      transaction.get(orderRef),
    ]);
    if (recorded.exists) {
      const before = recorded.data()?.outcome as PaymentOutcome | undefined;
      return before === 'refund' || before === 'mismatch' ? before : 'already-paid';
    }
    const order = storedOrder(snapshot);
    if (
      order &&
      (intent.currency !== CURRENCY ||
        intent.amount !== toCents(order.price) ||
        intent.metadata.uid !== order.uid)
    ) {
      recordMismatch(transaction, paymentRef, order, intent);
      return 'mismatch';
    }
    const fields = {
      orderId,
      uid: order?.uid ?? intent.metadata.uid ?? null,
      amount: intent.amount,
    };
    return payOnce(transaction, paymentRef, order, intent, by, fields, { last4 });
  });
  // Every call refunds again (idempotency key refund-{pi}: once at Stripe), so that a crash
  // between recording and refunding is healed by the next delivery.
  if (outcome === 'refund' || outcome === 'mismatch') await refundPayment(intent);
  // The customer hears of a refunded payment once (mail and timeline, keyed by the intent).
  if (outcome === 'refund') await noticeRefundedIntent(intent);
  return outcome;
}

/**
 * Inside a transaction, after its reads of `paymentRef` (missing) and the order: pays the order
 * if this intent can still pay it (else 'refund'), records the payment in `paymentRef` with
 * `fields`, and 'paid' on the order's timeline, with the order's receipt mail (the card's last
 * 4 on it) unless `receipt` is false (a checkout sends one receipt for all its orders).
 */
export async function payOnce(
  transaction: FirebaseFirestore.Transaction,
  paymentRef: FirebaseFirestore.DocumentReference,
  order: StoredOrder | undefined,
  intent: Stripe.PaymentIntent,
  by: TimelineActor,
  fields: Record<string, unknown>,
  receipt: { last4: string | null } | false,
): Promise<'paid' | 'refund'> {
  const result = order ? await payOrRefund(transaction, order, intent) : 'refund';
  // set, not create: read as missing in this transaction, so a concurrent writer makes the
  // transaction retry (and find it) instead of failing with ALREADY_EXISTS.
  transaction.set(paymentRef, {
    ...fields,
    currency: intent.currency,
    outcome: result,
    createdAt: FieldValue.serverTimestamp(),
  });
  if (result === 'paid' && order) {
    recordOrderTransition(
      transaction,
      ordersCollection().doc(order._id),
      { ...order, transactionId: intent.id },
      {
        type: 'paid',
        by,
        details: { transactionId: intent.id },
        ...(receipt ? { mail: 'paid' as const, mailData: receipt } : {}),
      },
    );
  }
  return result;
}

/**
 * Inside recordPayment's transaction (writes only): a succeeded payment that does not match its
 * order (amount, currency or customer) is recorded as such (payments/{pi}, outcome mismatch) and
 * as a payment problem for admins (paymentProblems/mismatch-{pi}); the order is not touched.
 * Money the shop can not match to a sale goes back: the caller refunds it in full.
 */
function recordMismatch(
  transaction: FirebaseFirestore.Transaction,
  paymentRef: FirebaseFirestore.DocumentReference,
  order: StoredOrder,
  intent: Stripe.PaymentIntent,
): void {
  transaction.set(paymentRef, {
    orderId: order._id,
    uid: intent.metadata.uid ?? null,
    amount: intent.amount,
    currency: intent.currency,
    outcome: 'mismatch',
    createdAt: FieldValue.serverTimestamp(),
  });
  transaction.set(paymentProblems().doc(`mismatch-${intent.id}`), {
    kind: 'mismatch',
    paymentIntentId: intent.id,
    refundId: null,
    orderId: order._id,
    amount: intent.amount,
    currency: intent.currency,
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** Inside recordPayment's transaction: pays the order if it can still be paid by this intent. */
async function payOrRefund(
  transaction: FirebaseFirestore.Transaction,
  order: StoredOrder,
  intent: Stripe.PaymentIntent,
): Promise<'paid' | 'refund'> {
  const status = order.status;
  const patch = { transactionId: intent.id, paymentIntentId: intent.id };
  if (status === 'held') {
    await applyTransition(transaction, order, 'pay', patch);
    return 'paid';
  }
  if (status === 'expired') {
    // A late payment takes the stock again if it is still there; otherwise it is refunded.
    const tool = await transaction.get(tools().doc(order.toolId));
    const available = (tool.data()?.availableQuantity as number | undefined) ?? -1;
    if (available < order.orderedQuantity) return 'refund';
    await applyTransition(transaction, order, 'pay', patch);
    return 'paid';
  }
  return 'refund';
}

/** Refunds a payment in full, once whatever the retries (idempotency key), and records it. */
export async function refundPayment(intent: Stripe.PaymentIntent): Promise<void> {
  await refundInFull(intent.id);
  await recordRefunds(intent);
}

/** A refund that Stripe failed or cancelled after it was made: the money was not returned. */
export const lapsed = (refund: Stripe.Refund) =>
  refund.status === 'failed' || refund.status === 'canceled';

/** Inside a transaction, a read: which of these failed refunds were told already. */
export async function readFailedRefunds(
  transaction: Transaction,
  failed: Stripe.Refund[],
): Promise<boolean[]> {
  const told = await Promise.all(
    failed.map((refund) => transaction.get(paymentProblems().doc(`refund-failed-${refund.id}`))),
  );
  return told.map((snapshot) => snapshot.exists);
}

/**
 * Inside a transaction, after its reads (readFailedRefunds): tells each failed refund not told
 * yet, once: a payment problem for admins (paymentProblems/refund-failed-{re}), the refund's
 * record with its status, and a 'refund-failed' event on the order's timeline (when the order
 * is known and this intent paid it).
 */
export function tellFailedRefunds(
  transaction: Transaction,
  intentId: string,
  failed: Stripe.Refund[],
  told: boolean[],
  order: StoredOrder | undefined,
  ids: { orderId: string | null; checkoutId?: string },
): void {
  failed.forEach((refund, index) => {
    if (told[index]) return;
    const record = { ...ids, paymentIntentId: intentId, amount: refund.amount };
    transaction.set(paymentProblems().doc(`refund-failed-${refund.id}`), {
      ...record,
      kind: 'refund-failed',
      refundId: refund.id,
      currency: refund.currency,
      createdAt: FieldValue.serverTimestamp(),
    });
    transaction.set(
      refunds().doc(refund.id),
      { ...record, currency: refund.currency, status: refund.status },
      { merge: true },
    );
    if (!order) return;
    appendEvent(
      transaction,
      ordersCollection().doc(order._id),
      { type: 'refund-failed', by: 'stripe', details: { amount: refund.amount / 100 } },
      `refund-failed-${refund.id}`,
    );
  });
}

/**
 * Brings the refunds Stripe holds for a payment intent into Firestore: each refund recorded
 * once (refunds/{re}); on the order it paid, refundedAmount in cents, and a full refund makes
 * the order refunded (its stock comes back unless it was shipped). A refund that failed later
 * (charge.refund.updated: failed or canceled) is taken out of refundedAmount (event
 * refundFailed: the order's state and stock stay as they are), and recorded once per refund: a
 * 'refund-failed' event on the order's timeline, which its customer and admins read, and a
 * payment problem for admins (paymentProblems/refund-failed-{re}). Idempotent and order-free:
 * it reads Stripe's current list, so repeated and out-of-order refund events are safe.
 */
export async function recordRefunds(intent: Stripe.PaymentIntent): Promise<void> {
  const all = await refundsOf(intent.id);
  const counted = all.filter((refund) => !lapsed(refund));
  const failed = all.filter(lapsed);
  const orderId = intent.metadata?.orderId;
  await transact(async (transaction) => {
    const refundRefs = counted.map((refund) => refunds().doc(refund.id));
    const seen = await Promise.all(refundRefs.map((ref) => transaction.get(ref)));
    const told = await readFailedRefunds(transaction, failed);
    const stored = orderId
      ? storedOrder(await transaction.get(ordersCollection().doc(orderId)))
      : undefined;
    const order = stored && stored.transactionId === intent.id ? stored : undefined;
    // A written-off order's money went back through the dispute, not a refund: its
    // refundedAmount is the whole payment whatever Stripe's refunds say.
    if (order && !order.writtenOff) {
      const refundedAmount = counted.reduce((sum, refund) => sum + refund.amount, 0);
      await applyRefundedAmount(transaction, order, refundedAmount, intent.amount);
    }
    tellFailedRefunds(transaction, intent.id, failed, told, order, { orderId: orderId ?? null });
    putRefunds(transaction, counted, refundRefs, seen, {
      orderId: orderId ?? null,
      paymentIntentId: intent.id,
    });
  });
}

/**
 * Inside a transaction, after its reads: brings the order to `refundedAmount` cents refunded out
 * of the `paidAmount` cents it paid: all of it makes it refunded (stock back unless shipped),
 * more or less (a refund that failed later) a partial refund; nothing when it is so already, or
 * when its state takes no such refund.
 */
export async function applyRefundedAmount(
  transaction: FirebaseFirestore.Transaction,
  order: StoredOrder,
  refundedAmount: number,
  paidAmount: number,
): Promise<void> {
  const before = order.refundedAmount ?? 0;
  if (refundedAmount === before) return;
  const event =
    refundedAmount < before
      ? 'refundFailed'
      : refundedAmount >= paidAmount && order.status !== 'refunded'
        ? 'refund'
        : 'partialRefund';
  if (!nextStatus(order.status, event)) return;
  await applyTransition(transaction, order, event, { refundedAmount }, 'stripe');
}

/** Writes the refunds not recorded yet (refunds/{re}), with `fields` saying what they refunded. */
export function putRefunds(
  transaction: FirebaseFirestore.Transaction,
  counted: Stripe.Refund[],
  refs: FirebaseFirestore.DocumentReference[],
  seen: FirebaseFirestore.DocumentSnapshot[],
  fields: Record<string, unknown>,
): void {
  counted.forEach((refund, index) => {
    if (seen[index]!.exists) return;
    transaction.set(refs[index]!, {
      ...fields,
      amount: refund.amount,
      currency: refund.currency,
      createdAt: FieldValue.serverTimestamp(),
    });
  });
}

/** Records a dispute's current status (asked of Stripe) on the order its payment paid. */
export async function recordDispute(dispute: Stripe.Dispute): Promise<void> {
  const intentId = intentIdOf(dispute.payment_intent);
  if (!intentId) return;
  const intent = await retrieveIntent(intentId);
  const orderId = intent.metadata?.orderId;
  if (!orderId) return;
  await runTransition(orderId, (order) => {
    if (!order || order.transactionId !== intentId) return null;
    if (order.dispute?.id === dispute.id && order.dispute.status === dispute.status) return null;
    return {
      event: 'dispute',
      patch: { dispute: { id: dispute.id, status: dispute.status } },
      by: 'stripe',
    };
  });
}

/**
 * Cancels a payment intent at Stripe so that it can never be paid. If Stripe says it succeeded
 * first, the payment is recorded instead (recordPayment) and 'succeeded' returned.
 */
export async function cancelIntent(intentId: string): Promise<'canceled' | 'succeeded'> {
  const result = await cancelAtStripe(intentId);
  if (result === 'canceled') return 'canceled';
  await recordPayment(result);
  return 'succeeded';
}

/**
 * Expires an order whose hold has ended: state expired and stock back in one transaction, then
 * its payment intent cancelled at Stripe. A payment that beat the cancellation is recorded as a
 * late payment. Returns whether this call expired it (once, however many run at once).
 */
export async function expireOrder(
  orderId: string,
  now = new Date(),
  /** The order as the caller has just read it, if it has. */
  read?: StoredOrder,
): Promise<boolean> {
  // A plain read first: most calls find nothing due, and a hold that has not ended by now does
  // not end in between, so only a due order costs a transaction.
  read ??= storedOrder(await ordersCollection().doc(orderId).get());
  if (!read || !isDue(read, now)) return false;
  const { before, to } = await runTransition(
    orderId,
    (order) => (order && isDue(order, now) ? { event: 'expire' } : null),
    read.toolId,
  );
  if (to !== 'expired') return false;
  if (before?.paymentIntentId) await cancelIntent(before.paymentIntentId);
  return true;
}

/**
 * PATCH /order/{id}: the browser says its payment went through. Nothing is taken on trust:
 * the payment intent is fetched from Stripe and must have succeeded for this very order.
 */
export async function confirmOrderPayment(
  caller: Caller,
  orderId: string,
  paymentIntentId: string,
): Promise<Pick<SpecOrder, '_id' | 'paid' | 'transactionId'>> {
  requireStripe();
  const order = await ownOrder(caller, orderId);
  if (specFields(order).paid && order.transactionId === paymentIntentId) {
    return { _id: orderId, paid: true, transactionId: paymentIntentId };
  }
  const intent = await retrieveIntent(paymentIntentId).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw new HttpError(409, API_ERROR.paymentNotConfirmed);
    }
    throw error;
  });
  if (intent.metadata?.orderId !== orderId) throw new HttpError(409, API_ERROR.paymentNotConfirmed);
  const outcome = await recordPayment(intent, actorOf(caller));
  if (outcome === 'paid' || outcome === 'already-paid') {
    const now = toDocument<Order>(existing(await ordersCollection().doc(orderId).get()));
    if (now.transactionId === intent.id) {
      return { _id: orderId, paid: true, transactionId: intent.id };
    }
  }
  if (outcome === 'refund' || outcome === 'already-paid') {
    throw notPayable(toDocument<Order>(existing(await ordersCollection().doc(orderId).get())));
  }
  if (outcome === 'no-order') throw new HttpError(404, API_ERROR.notFound);
  throw new HttpError(409, API_ERROR.paymentNotConfirmed);
}
