/** Each order is paid once, in its own engine transaction, however often a payment is recorded. */
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { COLLECTIONS, CURRENCY } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { receiptLineLabel, receiptMail, type ReceiptLine } from '@pedalworks/domain/mail';
import { specFields } from '@pedalworks/domain/orders';
import { paidCents, receiptFigures } from '@pedalworks/domain/pricing';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import type { CheckoutLine, CheckoutLineOutcome, Order, SpecOrder } from '@pedalworks/domain/types';
import { db, transact } from '../lib/admin';
import { actorOf, type Caller } from '../lib/caller';
import { HttpError } from '../lib/errors';
import { existing, toDocument } from '../services/documents';
import { queueMail, shopUrl } from '../services/mail';
import { recordOrderTransition } from '../services/timeline';
import { availableOf } from '../services/tool-stock';
import { applyTransition } from './engine';
import { recordDispute } from './disputes';
import { settleCode } from './price';
import { oweRefund, owedRefundRef, recordRefunds, settleOwedRefund } from './refunds';
import {
  checkoutOf,
  checkoutsCollection,
  ordersCollection,
  storedCheckout,
  storedOrder,
  type StoredCheckout,
  type StoredOrder,
} from './stored';
import { cancelAtStripe, chargeOf, disputesOf, requireStripe, retrieveIntent } from './stripe';

const payments = () => db().collection(COLLECTIONS.payments);
const tools = () => db().collection(COLLECTIONS.tools);
const paymentProblems = () => db().collection(COLLECTIONS.paymentProblems);

/** recorded: each order paid, or its part owed back; mismatch: refunded in full, told to admins. */
export type PaymentOutcome = 'recorded' | 'not-succeeded' | 'mismatch';

/** The owed refund of one order's part that its order could no longer take. */
const lateRefundId = (intentId: string, orderId: string) => `late-${intentId}-${orderId}`;

/** A payment that does not match its checkout (or names none) is owed back in full, never kept. */
export async function recordPayment(
  intent: Stripe.PaymentIntent,
  by: TimelineActor = 'system',
): Promise<PaymentOutcome> {
  if (intent.status !== 'succeeded') return 'not-succeeded';
  const checkout = await checkoutOf(intent);
  if (
    !checkout ||
    checkout.paymentIntentId !== intent.id ||
    intent.currency !== CURRENCY ||
    intent.amount !== toCents(checkout.total) ||
    // A payment from before checkouts may name no customer: its checkout is under its own id.
    (intent.metadata.uid ?? (checkout._id === intent.id ? checkout.uid : null)) !== checkout.uid
  ) {
    await recordMismatch(intent);
    await settleOwedRefund(`mismatch-${intent.id}`);
    return 'mismatch';
  }
  const charge = await chargeOf(intent);
  // For the receipt: the card's last 4, if Stripe can say (a receipt without it is still one).
  const last4 = charge?.payment_method_details?.card?.last4 ?? null;
  await payCheckout(intent, checkout, by, last4);
  // Refund and dispute events may have arrived before this payment was recorded.
  await recordRefunds(intent);
  if (charge?.disputed) {
    for (const dispute of await disputesOf(charge.id)) await recordDispute(dispute);
  }
  return 'recorded';
}

/** What paid a checkout: Stripe's intent, or nothing for a free checkout (`free_{checkoutId}`). */
type Payment = Pick<Stripe.PaymentIntent, 'id' | 'currency'>;

/** Each order paid or its part owed back, then the checkout; a free checkout's only record. */
export async function payCheckout(
  intent: Payment,
  checkout: StoredCheckout,
  by: TimelineActor,
  last4: string | null,
): Promise<void> {
  const single = checkout.lines.length === 1;
  const outcomes: Record<string, CheckoutLineOutcome> = {};
  const superseded = new Set<string>();
  for (const line of checkout.lines) {
    const { outcome, openCheckout } = await recordLine(
      intent,
      checkout,
      line,
      by,
      single && { last4 },
    );
    outcomes[line.orderId] = outcome;
    if (openCheckout && openCheckout !== checkout._id) superseded.add(openCheckout);
    if (outcome === 'refunded') await settleOwedRefund(lateRefundId(intent.id, line.orderId));
  }
  await finishCheckout(intent, checkout, outcomes, last4, !single);
  // Paid here, an order can not be paid by another checkout it was in.
  for (const id of superseded) await endCheckout(id);
}

/** Inside its own transaction: pays one order of the checkout, or owes its part back. */
async function recordLine(
  intent: Payment,
  checkout: StoredCheckout,
  line: CheckoutLine,
  by: TimelineActor,
  receipt: { last4: string | null } | false,
): Promise<{ outcome: CheckoutLineOutcome; openCheckout?: string | null }> {
  const ref = payments().doc(`${intent.id}_${line.orderId}`);
  const orderRef = ordersCollection().doc(line.orderId);
  return transact(async (transaction) => {
    const [recorded, snapshot] = await Promise.all([
      transaction.get(ref),
      transaction.get(orderRef),
    ]);
    if (recorded.exists) {
      return { outcome: recorded.get('outcome') === 'paid' ? 'paid' : 'refunded' };
    }
    const stored = storedOrder(snapshot);
    const order =
      stored && stored.uid === checkout.uid && toCents(stored.price) === toCents(line.price)
        ? stored
        : undefined;
    const paid = order ? await payIfPayable(transaction, order, intent, line) : false;
    const shares = {
      discountCents: line.discountCents ?? 0,
      shippingCents: line.shippingCents ?? 0,
    };
    transaction.set(ref, {
      orderId: line.orderId,
      checkoutId: checkout._id,
      paymentIntentId: intent.id,
      uid: checkout.uid,
      amount: paidCents(line),
      currency: intent.currency,
      outcome: paid ? 'paid' : 'refund',
      createdAt: FieldValue.serverTimestamp(),
    });
    if (paid) {
      recordOrderTransition(
        transaction,
        orderRef,
        { ...order!, ...shares, transactionId: intent.id },
        {
          type: 'paid',
          by,
          details: { transactionId: intent.id },
          ...(receipt ? { mail: 'paid' as const, mailData: receipt } : {}),
        },
      );
    } else if (paidCents(line) > 0) {
      oweRefund(transaction, lateRefundId(intent.id, line.orderId), {
        paymentIntentId: intent.id,
        amount: paidCents(line),
        orderId: line.orderId,
        notice: {
          orderId: line.orderId,
          email: checkout.email,
          name: checkout.name,
          what: receiptLineLabel(line),
        },
      });
    }
    // Paid and refunded, this checkout no longer holds the order: its customer may delete it.
    if (!paid && stored?.checkoutId === checkout._id) {
      transaction.update(orderRef, { checkoutId: null });
    }
    return { outcome: paid ? 'paid' : 'refunded', openCheckout: stored?.checkoutId };
  });
}

/** Inside recordLine's transaction: pays the order if it can still be paid (reads first). */
async function payIfPayable(
  transaction: FirebaseFirestore.Transaction,
  order: StoredOrder,
  intent: Payment,
  line: CheckoutLine,
): Promise<boolean> {
  if (order.status === 'expired') {
    // A late payment takes the stock again if it is still there.
    const tool = await transaction.get(tools().doc(order.toolId));
    if (availableOf(tool, order.variantId) < order.orderedQuantity) return false;
  } else if (order.status !== 'held') {
    return false;
  }
  const patch = {
    transactionId: intent.id,
    paymentIntentId: intent.id,
    checkoutId: null,
    discountCents: line.discountCents ?? 0,
    shippingCents: line.shippingCents ?? 0,
  };
  await applyTransition(transaction, order, 'pay', patch);
  return true;
}

/** Recorded, owed back and shown to admins once; no order moves. */
async function recordMismatch(intent: Stripe.PaymentIntent): Promise<void> {
  const paymentRef = payments().doc(intent.id);
  const owedRef = owedRefundRef(`mismatch-${intent.id}`);
  const orderId = intent.metadata?.orderIds?.split(',')[0] ?? intent.metadata?.orderId ?? null;
  const checkoutRef = checkoutsCollection().doc(intent.metadata?.checkoutId ?? intent.id);
  await transact(async (transaction) => {
    const [owed, checkout] = await Promise.all([
      transaction.get(owedRef),
      transaction.get(checkoutRef),
    ]);
    if (owed.exists) return;
    // Its own checkout's intent is spent: the checkout ends, and its code's use is let go.
    const spent = storedCheckout(checkout);
    if (
      spent?.paymentIntentId === intent.id &&
      (spent.status === 'open' || spent.status === 'ending')
    ) {
      transaction.update(checkoutRef, {
        status: 'canceled',
        ...settleCode(transaction, spent, 'released'),
      });
    }
    const record = {
      paymentIntentId: intent.id,
      orderId,
      uid: intent.metadata?.uid ?? null,
      amount: intent.amount,
      currency: intent.currency,
      createdAt: FieldValue.serverTimestamp(),
    };
    transaction.set(paymentRef, { ...record, outcome: 'mismatch' });
    transaction.set(paymentProblems().doc(`mismatch-${intent.id}`), {
      ...record,
      kind: 'mismatch',
      refundId: null,
    });
    oweRefund(transaction, owedRef.id, {
      paymentIntentId: intent.id,
      amount: intent.amount,
      orderId: null,
      notice: null,
    });
  });
}

/** Several orders get one receipt mail; a single order's 'paid' mail is its receipt. */
async function finishCheckout(
  intent: Payment,
  checkout: StoredCheckout,
  outcomes: Record<string, CheckoutLineOutcome>,
  last4: string | null,
  mailReceipt: boolean,
): Promise<void> {
  const ref = checkoutsCollection().doc(checkout._id);
  const mailRef = db().collection(COLLECTIONS.mail).doc(`receipt-${intent.id}`);
  const paid: ReceiptLine[] = [];
  const refunded: ReceiptLine[] = [];
  for (const line of checkout.lines) {
    const receiptLine = { toolName: line.toolName, quantity: line.quantity, price: line.price };
    (outcomes[line.orderId] === 'paid' ? paid : refunded).push(receiptLine);
  }
  // The paid lines' shares are those their orders stored when paid (payIfPayable).
  const figures = receiptFigures(
    checkout.lines.filter((line) => outcomes[line.orderId] === 'paid'),
  );
  const receipt = { lines: paid, refunded, total: figures.totalCents / 100, last4 };
  await transact(async (transaction) => {
    const [current, mail] = await Promise.all([transaction.get(ref), transaction.get(mailRef)]);
    const stored = storedCheckout(current);
    if (stored && stored.status !== 'paid') {
      transaction.update(ref, {
        status: 'paid',
        outcomes,
        receipt,
        paidAt: FieldValue.serverTimestamp(),
        // A payment refunded whole sold nothing: its customer keeps the code's use.
        ...settleCode(transaction, stored, paid.length > 0 ? 'used' : 'released'),
      });
    }
    if (!mailReceipt || mail.exists || paid.length === 0) return;
    queueMail(transaction, {
      id: mailRef.id,
      to: checkout.email,
      message: receiptMail({
        name: checkout.name,
        paymentId: intent.id,
        ...receipt,
        figures,
        at: new Date(),
        shopUrl: shopUrl.value(),
      }),
      kind: 'receipt',
    });
  });
}

/**
 * Its intent is cancelled at Stripe so that nobody can pay it; paid first, it is recorded. A
 * payment the bank is still processing can not be cancelled: Stripe's outcome ends it later.
 */
export async function endCheckout(checkoutId: string): Promise<'canceled' | 'paid' | 'processing'> {
  const ref = checkoutsCollection().doc(checkoutId);
  const checkout = storedCheckout(await ref.get());
  if (!checkout || checkout.status === 'canceled') return 'canceled';
  if (checkout.status === 'paid') return 'paid';
  const result = await cancelAtStripe(checkout.paymentIntentId);
  if (result === 'processing') return 'processing';
  if (result !== 'canceled') {
    await recordPayment(result);
    return 'paid';
  }
  await transact(async (transaction) => {
    const current = storedCheckout(await transaction.get(ref));
    if (current?.status !== 'open' && current?.status !== 'ending') return;
    transaction.update(ref, {
      status: 'canceled',
      ...settleCode(transaction, current, 'released'),
    });
  });
  return 'canceled';
}

/** The sweep's turn at the checkouts whose end Stripe has not taken yet (a hundred a run). */
export async function endOwedCheckouts(): Promise<{ ended: number; ending: number }> {
  const owed = await checkoutsCollection().where('status', '==', 'ending').limit(100).get();
  let ended = 0;
  for (const doc of owed.docs) {
    const result = await endCheckout(doc.id).catch((error: unknown) => {
      console.error(`Checkout ${doc.id} not ended yet: ${String(error)}`);
      return 'ending';
    });
    if (result !== 'ending' && result !== 'processing') ended += 1;
  }
  return { ended, ending: owed.size - ended };
}

/** Ends a checkout so that its orders can change, or refuses: they are paid, or being paid. */
export async function endCheckoutForChange(checkoutId: string): Promise<void> {
  const ended = await endCheckout(checkoutId);
  if (ended === 'paid') throw new HttpError(409, API_ERROR.orderPaid);
  if (ended === 'processing') throw new HttpError(409, API_ERROR.paymentProcessing);
}

/** Ends an open checkout that can no longer pay its orders: one is no longer held in it. */
export async function endLapsedCheckout(checkout: StoredCheckout): Promise<boolean> {
  const orders = await Promise.all(
    checkout.orderIds.map(async (id) => storedOrder(await ordersCollection().doc(id).get())),
  );
  if (orders.every((order) => order?.status === 'held' && order.checkoutId === checkout._id)) {
    return false;
  }
  await endCheckout(checkout._id);
  return true;
}

/** A bank's late refusal, after a hold ended: the checkout and its code's use are let go. */
export async function recordFailedPayment(intent: Stripe.PaymentIntent): Promise<void> {
  const checkout = await checkoutOf(intent);
  if (checkout?.status === 'ending' && checkout.paymentIntentId === intent.id) {
    await endCheckout(checkout._id);
  } else if (checkout?.status === 'open' && checkout.paymentIntentId === intent.id) {
    await endLapsedCheckout(checkout);
  }
}

/** Why an order that is not held cannot be paid now. */
export function notPayable(order: Order): HttpError {
  const status = order.status;
  if (status === 'expired') return new HttpError(409, API_ERROR.orderExpired);
  if (status === 'paid' || status === 'shipped') return new HttpError(409, API_ERROR.orderPaid);
  return new HttpError(409, API_ERROR.transitionRefused);
}

/** The caller's own order (admins included: only its customer pays for it). */
export async function readOwnOrder(caller: Caller, orderId: string): Promise<Order> {
  const order = toDocument<Order>(existing(await ordersCollection().doc(orderId).get()));
  if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
  return order;
}

/** Not on the browser's word: the intent is fetched from Stripe and must name this order. */
export async function confirmOrderPayment(
  caller: Caller,
  orderId: string,
  paymentIntentId: string,
): Promise<Pick<SpecOrder, '_id' | 'paid' | 'transactionId'>> {
  requireStripe();
  const order = await readOwnOrder(caller, orderId);
  const confirmed = { _id: orderId, paid: true, transactionId: paymentIntentId };
  if (specFields(order).paid && order.transactionId === paymentIntentId) return confirmed;
  const intent = await retrieveIntent(paymentIntentId).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw new HttpError(409, API_ERROR.paymentNotConfirmed);
    }
    throw error;
  });
  const orderIds = (intent.metadata?.orderIds ?? intent.metadata?.orderId ?? '').split(',');
  if (!orderIds.includes(orderId)) throw new HttpError(409, API_ERROR.paymentNotConfirmed);
  if ((await recordPayment(intent, actorOf(caller))) !== 'recorded') {
    throw new HttpError(409, API_ERROR.paymentNotConfirmed);
  }
  const now = await readOwnOrder(caller, orderId);
  if (specFields(now).paid && now.transactionId === intent.id) return confirmed;
  throw notPayable(now);
}
