/** Stripe's refunds brought onto the orders, and owed refunds made (docs/orders.md, 'Refunds'). */
import { createHash } from 'node:crypto';
import { FieldValue, Timestamp, type Transaction } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import {
  COLLECTIONS,
  CURRENCY,
  ORDER_EVENTS_SUBCOLLECTION,
  OWED_REFUND_ALERT_ATTEMPTS,
} from '@pedalworks/domain/constants';
import { paymentRefundedMail } from '@pedalworks/domain/mail';
import { nextStatus } from '@pedalworks/domain/orders';
import { paidCents } from '@pedalworks/domain/pricing';
import type { CheckoutLine } from '@pedalworks/domain/types';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from '../services/mail';
import { appendEvent } from '../services/timeline';
import { applyTransition } from './engine';
import { checkoutOf, ordersCollection, storedOrder, type StoredOrder } from './stored';
import { createRefund, refundsOf, retrieveIntent } from './stripe';

const refunds = () => db().collection(COLLECTIONS.refunds);
const payments = () => db().collection(COLLECTIONS.payments);
const owedRefunds = () => db().collection(COLLECTIONS.owedRefunds);
const paymentProblems = () => db().collection(COLLECTIONS.paymentProblems);
const mailCollection = () => db().collection(COLLECTIONS.mail);

/** A refund Stripe failed or cancelled after it was made: the money was not returned. */
export const refundFailed = (refund: Pick<Stripe.Refund, 'status'>) =>
  refund.status === 'failed' || refund.status === 'canceled';

/** One refund's share of one order, in cents. */
interface Share {
  refundId: string;
  cents: number;
}

/** What allocation needs of a refund: Stripe's, or the shop's record of it (refunds/{id}). */
export type KnownRefund = Pick<Stripe.Refund, 'id' | 'amount' | 'created' | 'status'> & {
  metadata?: { orderId?: string } | null;
};

/** A Dashboard refund names no order: it goes to the newest first, never past what one paid. */
export function allocateRefunds(
  lines: Pick<CheckoutLine, 'orderId' | 'price' | 'discountCents' | 'shippingCents'>[],
  all: KnownRefund[],
): { shares: Map<string, Share[]>; unallocated: Share[] } {
  const left = new Map(lines.map((line) => [line.orderId, paidCents(line)]));
  const shares = new Map<string, Share[]>(lines.map((line) => [line.orderId, []]));
  const unallocated: Share[] = [];
  const take = (orderId: string, refundId: string, cents: number): number => {
    const taken = Math.min(cents, left.get(orderId)!);
    if (taken > 0) {
      shares.get(orderId)!.push({ refundId, cents: taken });
      left.set(orderId, left.get(orderId)! - taken);
    }
    return cents - taken;
  };
  const named = (refund: KnownRefund) => left.has(refund.metadata?.orderId ?? '');
  const sorted = [...all].sort((a, b) => a.created - b.created || (a.id < b.id ? -1 : 1));
  const newestFirst = [...lines].reverse();
  for (const refund of [...sorted.filter(named), ...sorted.filter((r) => !named(r))]) {
    let rest = refund.amount;
    if (named(refund)) rest = take(refund.metadata!.orderId!, refund.id, rest);
    else for (const line of newestFirst) rest = take(line.orderId, refund.id, rest);
    if (rest > 0) unallocated.push({ refundId: refund.id, cents: rest });
  }
  return { shares, unallocated };
}

const sumOf = (shares: Share[]) => shares.reduce((sum, share) => sum + share.cents, 0);

/** The same shares give the same key, and any new share or failed one a new key. */
const sharesKey = (shares: Share[]) =>
  createHash('sha256')
    .update(
      shares
        .map((share) => `${share.refundId}:${share.cents}`)
        .sort()
        .join(','),
    )
    .digest('hex')
    .slice(0, 20);

/** After the transaction's reads; less than before means a refund failed later. */
async function applyRefundedAmount(
  transaction: Transaction,
  order: StoredOrder,
  shares: Share[],
  paid: number,
): Promise<void> {
  const refundedAmount = sumOf(shares);
  const before = order.refundedAmount ?? 0;
  if (refundedAmount === before) return;
  const event =
    refundedAmount < before
      ? 'refundFailed'
      : refundedAmount >= paid && order.status !== 'refunded'
        ? 'refund'
        : 'partialRefund';
  if (!nextStatus(order.status, event)) return;
  await applyTransition(transaction, order, event, { refundedAmount }, 'stripe', sharesKey(shares));
}

/** How far a refund has gone: failed or canceled is final, and a status never moves back. */
const REFUND_STAGE: Record<string, number> = { succeeded: 1, failed: 2, canceled: 2 };
const stageOf = (status: string | null) => REFUND_STAGE[status ?? ''] ?? 0;

/** The intent's refunds as the shop has recorded them (refunds/{id}), read in a transaction. */
async function knownRefunds(transaction: Transaction, intentId: string): Promise<KnownRefund[]> {
  const docs = (await transaction.get(refunds().where('paymentIntentId', '==', intentId))).docs;
  return docs.map((doc) => ({
    id: doc.id,
    amount: doc.get('amount') as number,
    created: (doc.get('created') as number | undefined) ?? 0,
    status: doc.get('status') as string,
    metadata: { orderId: (doc.get('namedOrderId') as string | null | undefined) ?? undefined },
  }));
}

/**
 * Stripe's list is merged into the shop's record by refund id first, each status moving only
 * forward, and every order then applies the record in its own transaction: an older read of
 * the list, however late it lands, never undoes a newer one.
 */
export async function recordRefunds(intent: Stripe.PaymentIntent): Promise<void> {
  const [checkout, fetched, payment] = await Promise.all([
    checkoutOf(intent),
    refundsOf(intent.id),
    payments().doc(intent.id).get(),
  ]);
  // A mismatched payment paid no order: its refund is a payment problem already.
  const mismatched = payment.get('outcome') === 'mismatch';
  const lines = mismatched ? [] : (checkout?.lines ?? []);
  await recordRefundDocs(intent, checkout?._id ?? null, lines, fetched, mismatched);
  for (const line of lines) await recordOrderRefunds(intent, lines, line);
}

async function recordOrderRefunds(
  intent: Stripe.PaymentIntent,
  lines: CheckoutLine[],
  line: CheckoutLine,
): Promise<void> {
  const orderRef = ordersCollection().doc(line.orderId);
  await transact(async (transaction) => {
    const [snapshot, known] = await Promise.all([
      transaction.get(orderRef),
      knownRefunds(transaction, intent.id),
    ]);
    const counted = allocateRefunds(
      lines,
      known.filter((refund) => !refundFailed(refund)),
    ).shares.get(line.orderId)!;
    const attempted = allocateRefunds(lines, known).shares.get(line.orderId)!;
    const failed = known.filter(
      (refund) => refundFailed(refund) && attempted.some((share) => share.refundId === refund.id),
    );
    const eventRefs = failed.map((refund) =>
      orderRef.collection(ORDER_EVENTS_SUBCOLLECTION).doc(`refund-failed-${refund.id}`),
    );
    const told = await Promise.all(eventRefs.map((ref) => transaction.get(ref)));
    const stored = storedOrder(snapshot);
    if (!stored || stored.transactionId !== intent.id) return;
    // A written-off order's money went back through the dispute: it counts as wholly refunded.
    if (!stored.writtenOff) {
      await applyRefundedAmount(transaction, stored, counted, paidCents(line));
    }
    failed.forEach((refund, index) => {
      if (told[index]!.exists) return;
      appendEvent(
        transaction,
        orderRef,
        { type: 'refund-failed', by: 'stripe', details: { amount: refund.amount / 100 } },
        eventRefs[index]!.id,
      );
    });
  });
}

/** Merges Stripe's list into each refund's record, and raises the payment problems it shows. */
async function recordRefundDocs(
  intent: Stripe.PaymentIntent,
  checkoutId: string | null,
  lines: CheckoutLine[],
  fetched: Stripe.Refund[],
  mismatched: boolean,
): Promise<void> {
  await transact(async (transaction) => {
    const known = new Map(
      (await knownRefunds(transaction, intent.id)).map((refund) => [refund.id, refund]),
    );
    const fresh = new Map(fetched.map((refund) => [refund.id, refund]));
    const merged: KnownRefund[] = [...new Set([...known.keys(), ...fresh.keys()])].map((id) => {
      const was = known.get(id);
      const now = fresh.get(id);
      if (!now) return was!;
      const status = was && stageOf(was.status) >= stageOf(now.status) ? was.status : now.status;
      return { id, amount: now.amount, created: now.created, status, metadata: now.metadata };
    });
    const attempted = allocateRefunds(lines, merged).shares;
    const counted = allocateRefunds(
      lines,
      merged.filter((refund) => !refundFailed(refund)),
    );
    const currency = (id: string) => fresh.get(id)?.currency ?? intent.currency;
    const problems = [
      ...merged.filter(refundFailed).map((refund) => ({
        id: `refund-failed-${refund.id}`,
        kind: 'refund-failed',
        refund,
        amount: refund.amount,
      })),
      ...(mismatched ? [] : counted.unallocated).map((share) => ({
        id: `unallocated-refund-${share.refundId}`,
        kind: 'unallocated-refund',
        refund: merged.find((refund) => refund.id === share.refundId)!,
        amount: share.cents,
      })),
    ];
    const raised = await Promise.all(
      problems.map((problem) => transaction.get(paymentProblems().doc(problem.id))),
    );
    const ordersOf = (refundId: string) =>
      Object.fromEntries(
        [...attempted].flatMap(([orderId, list]) =>
          list
            .filter((share) => share.refundId === refundId)
            .map((share) => [orderId, share.cents]),
        ),
      );
    for (const refund of merged) {
      const orders = ordersOf(refund.id);
      const was = known.get(refund.id);
      const record = {
        status: refund.status,
        orders,
        created: refund.created,
        namedOrderId: refund.metadata?.orderId ?? null,
      };
      if (!was) {
        transaction.set(refunds().doc(refund.id), {
          ...record,
          paymentIntentId: intent.id,
          checkoutId,
          orderId: Object.keys(orders)[0] ?? null,
          amount: refund.amount,
          currency: currency(refund.id),
          createdAt: FieldValue.serverTimestamp(),
        });
      } else if (fresh.has(refund.id)) {
        transaction.update(refunds().doc(refund.id), record);
      }
    }
    problems.forEach((problem, index) => {
      if (raised[index]!.exists) return;
      transaction.set(paymentProblems().doc(problem.id), {
        kind: problem.kind,
        paymentIntentId: intent.id,
        checkoutId,
        refundId: problem.refund.id,
        orderId: problem.refund.metadata?.orderId ?? null,
        amount: problem.amount,
        currency: currency(problem.refund.id),
        createdAt: FieldValue.serverTimestamp(),
      });
    });
  });
}

/** The customer's notice of a payment refunded because its order could no longer take it. */
export interface RefundNotice {
  orderId: string;
  email: string;
  name: string;
  /** What it paid for: 'Hex key set × 2'. */
  what: string;
}

/** A refund the shop owes, kept until Stripe has accepted it (owedRefunds/{id}). */
export interface OwedRefund {
  paymentIntentId: string;
  /** Cents. */
  amount: number;
  orderId: string | null;
  notice: RefundNotice | null;
}

export const owedRefundRef = (id: string) => owedRefunds().doc(id);

/** In the transaction that owes it, once it has read `owedRefundRef(id)` as missing. */
export function oweRefund(transaction: Transaction, id: string, owed: OwedRefund): void {
  transaction.set(owedRefundRef(id), {
    ...owed,
    status: 'owed',
    attempts: 0,
    refundId: null,
    lastError: null,
    nextAttemptAt: FieldValue.serverTimestamp(),
    createdAt: FieldValue.serverTimestamp(),
  });
}

/** What is left of the payment, or of the order's part of it: an order is never refunded twice. */
async function leftToRefund(
  intent: Stripe.PaymentIntent,
  orderId: string | null,
  all: Stripe.Refund[],
): Promise<number> {
  const made = all.filter((refund) => !refundFailed(refund));
  const left = intent.amount - made.reduce((sum, refund) => sum + refund.amount, 0);
  const lines = orderId ? ((await checkoutOf(intent))?.lines ?? []) : [];
  const line = lines.find((each) => each.orderId === orderId);
  if (!line) return left;
  const shares = allocateRefunds(lines, made).shares.get(line.orderId)!;
  return Math.min(left, paidCents(line) - sumOf(shares));
}

/** Minutes until the next attempt after `attempts` failed ones: 1, 2, 4 … up to 6 hours. */
const backOffMinutes = (attempts: number) => Math.min(2 ** (attempts - 1), 360);

/**
 * A refund naming this record is looked for first: Stripe forgets idempotency keys after 24
 * hours, our record does not. Answers whether the refund is done.
 */
export async function settleOwedRefund(id: string): Promise<boolean> {
  const ref = owedRefundRef(id);
  const owed = (await ref.get()).data() as
    (OwedRefund & { status: string; attempts: number }) | undefined;
  if (!owed) return false;
  if (owed.status === 'done') return true;
  try {
    const intent = await retrieveIntent(owed.paymentIntentId);
    const all = await refundsOf(intent.id);
    const made = all.find((refund) => refund.metadata?.owedRefund === id && !refundFailed(refund));
    const amount = Math.min(owed.amount, await leftToRefund(intent, owed.orderId, all));
    const metadata = { owedRefund: id, ...(owed.orderId ? { orderId: owed.orderId } : {}) };
    // The key names the amount: a try for another amount within Stripe's 24 hours is refused.
    const key = `${id}-${amount}`;
    const refund =
      made ?? (amount > 0 ? await createRefund(intent.id, amount, metadata, key) : null);
    await markDone(id, owed, refund?.id ?? null);
    await recordRefunds(intent);
    return true;
  } catch (error) {
    await markAttempt(id, owed, error);
    console.error(`Owed refund ${id} not made: ${(error as Error).message}`);
    return false;
  }
}

async function markDone(id: string, owed: OwedRefund, refundId: string | null): Promise<void> {
  const ref = owedRefundRef(id);
  const notice = owed.notice;
  const mailRef = mailCollection().doc(
    `payment-refunded-${owed.paymentIntentId}-${notice?.orderId}`,
  );
  const orderRef = ordersCollection().doc(notice?.orderId ?? 'none');
  await transact(async (transaction) => {
    const [current, mail, order] = await Promise.all([
      transaction.get(ref),
      notice ? transaction.get(mailRef) : undefined,
      notice ? transaction.get(orderRef) : undefined,
    ]);
    if (current.get('status') === 'done') return;
    transaction.update(ref, { status: 'done', refundId, doneAt: FieldValue.serverTimestamp() });
    // Made at last: no longer a problem for admins to look at.
    transaction.delete(paymentProblems().doc(`refund-stuck-${id}`));
    if (!notice || mail?.exists) return;
    const stored = order && storedOrder(order);
    const amount = owed.amount / 100;
    queueMail(transaction, {
      id: mailRef.id,
      to: stored?.email ?? notice.email,
      message: paymentRefundedMail({
        name: stored ? stored.userName || stored.name : notice.name,
        what: notice.what,
        amount,
        paymentId: owed.paymentIntentId,
        at: new Date(),
        shopUrl: shopUrl.value(),
      }),
      ...(stored ? { orderId: notice.orderId } : {}),
      kind: 'payment-refunded',
    });
    if (stored) {
      appendEvent(
        transaction,
        orderRef,
        {
          type: 'refunded',
          by: 'system',
          details: { amount, transactionId: owed.paymentIntentId },
        },
        mailRef.id,
      );
    }
  });
}

async function markAttempt(id: string, owed: OwedRefund, error: unknown): Promise<void> {
  const ref = owedRefundRef(id);
  const problemRef = paymentProblems().doc(`refund-stuck-${id}`);
  await transact(async (transaction) => {
    const [current, problem] = await Promise.all([
      transaction.get(ref),
      transaction.get(problemRef),
    ]);
    if (current.get('status') !== 'owed') return;
    const attempts = ((current.get('attempts') as number | undefined) ?? 0) + 1;
    transaction.update(ref, {
      attempts,
      lastError: String((error as Error).message ?? error).slice(0, 500),
      nextAttemptAt: Timestamp.fromMillis(Date.now() + backOffMinutes(attempts) * 60_000),
    });
    if (attempts < OWED_REFUND_ALERT_ATTEMPTS || problem.exists) return;
    transaction.set(problemRef, {
      kind: 'refund-stuck',
      paymentIntentId: owed.paymentIntentId,
      refundId: null,
      orderId: owed.orderId,
      amount: owed.amount,
      currency: CURRENCY,
      createdAt: FieldValue.serverTimestamp(),
    });
  });
}

/** A hundred due owed refunds a run (any owed with `force`). */
export async function retryOwedRefunds(options: { force?: boolean } = {}): Promise<{
  done: number;
  owed: number;
}> {
  let query = owedRefunds().where('status', '==', 'owed');
  if (!options.force) query = query.where('nextAttemptAt', '<=', Timestamp.now());
  const due = await query.limit(100).get();
  let done = 0;
  for (const doc of due.docs) if (await settleOwedRefund(doc.id)) done += 1;
  return { done, owed: due.size - done };
}
