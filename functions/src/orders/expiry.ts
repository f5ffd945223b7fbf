/** Ending holds with no single part to depend on (docs/orders.md, 'The hold'). */
import { Timestamp, type Query } from 'firebase-admin/firestore';
import pLimit from 'p-limit';
import {
  EXPIRY_SWEEP_CONCURRENCY,
  EXPIRY_SWEEP_PAGE,
  LAZY_EXPIRY_LIMIT,
} from '@pedalworks/domain/constants';
import { transact } from '../lib/admin';
import { serialized, toolStockKey } from '../lib/key-queue';
import { applyTransition, isDue, ordersCollection, storedOrder, type StoredOrder } from './engine';
import { settleCode } from './price';
import { endCheckout } from './record';
import { retrieveIntent } from './stripe';
import { checkoutsCollection, storedCheckout } from './stored';

/** Held orders whose hold had ended by `now`, soonest-ended first. */
const dueHolds = (now: Date): Query =>
  ordersCollection()
    .where('status', '==', 'held')
    .where('holdUntil', '<=', Timestamp.fromDate(now))
    .orderBy('holdUntil');

/** Expires these orders, `concurrency` at a time; answers how many this call expired. */
async function expireAll(ids: string[], now: Date, concurrency: number): Promise<number> {
  const expired = await pLimit(concurrency).map(ids, (id) =>
    expireOrder(id, now).catch((error: unknown) => {
      console.error(`An order expiry failed: ${String(error)}`);
      return false;
    }),
  );
  return expired.filter(Boolean).length;
}

/** Safe to run twice: each order is expired in its own transaction, once. */
export async function sweepExpiredOrders(options: { now?: Date } = {}): Promise<{
  expired: number;
}> {
  const now = options.now ?? new Date();
  let expired = 0;
  let query = dueHolds(now).limit(EXPIRY_SWEEP_PAGE);
  for (;;) {
    const page = await query.get();
    expired += await expireAll(
      page.docs.map((doc) => doc.id),
      now,
      EXPIRY_SWEEP_CONCURRENCY,
    );
    if (page.size < EXPIRY_SWEEP_PAGE) return { expired };
    // A cursor, not a re-read: an order that failed to expire is not read again this run.
    query = dueHolds(now)
      .startAfter(page.docs[page.size - 1]!)
      .limit(EXPIRY_SWEEP_PAGE);
  }
}

/** Lazy expiry, so that stock and the caps are freed even while the scheduler is down. */
export async function expireDueHolds(of: { uid?: string; toolId?: string }): Promise<number> {
  const now = new Date();
  const queries: Query[] = [];
  if (of.uid) queries.push(dueHolds(now).where('uid', '==', of.uid));
  if (of.toolId) queries.push(dueHolds(now).where('toolId', '==', of.toolId));
  const pages = await Promise.all(queries.map((query) => query.limit(LAZY_EXPIRY_LIMIT).get()));
  const ids = [...new Set(pages.flatMap((page) => page.docs.map((doc) => doc.id)))];
  return expireAll(ids, now, EXPIRY_SWEEP_CONCURRENCY);
}

/** Whether its payment may yet be taken by the bank; not knowing (Stripe down) counts as yes. */
async function mayStillBePaid(checkoutId: string): Promise<boolean> {
  const checkout = storedCheckout(await checkoutsCollection().doc(checkoutId).get());
  if (checkout?.status !== 'open' || !checkout.price?.code) return false;
  const intent = await retrieveIntent(checkout.paymentIntentId).catch(() => undefined);
  return intent === undefined || intent.status === 'processing';
}

/** Whether this call expired it; a payment that beats its checkout's end is paid late. */
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
  const orderRef = ordersCollection().doc(orderId);
  // A code's use stays reserved for a payment the bank is processing, until it is settled.
  const processing = read.checkoutId ? await mayStillBePaid(read.checkoutId) : false;
  const checkoutId = await serialized(toolStockKey(read.toolId), () =>
    transact(async (transaction) => {
      const order = storedOrder(await transaction.get(orderRef));
      if (!order || !isDue(order, now)) return undefined;
      const checkoutRef = order.checkoutId ? checkoutsCollection().doc(order.checkoutId) : null;
      const checkout = checkoutRef && storedCheckout(await transaction.get(checkoutRef));
      await applyTransition(transaction, order, 'expire');
      // Its checkout's end is owed to Stripe from now on, and its code's use is let go at once.
      if (checkout?.status === 'open') {
        transaction.update(checkoutRef!, {
          status: 'ending',
          ...(processing ? {} : settleCode(transaction, checkout, 'released')),
        });
      }
      return checkout?._id ?? null;
    }),
  );
  if (checkoutId === undefined) return false;
  if (checkoutId) {
    await endCheckout(checkoutId).catch((error: unknown) => {
      console.error(`Checkout ${checkoutId} not ended yet: ${String(error)}`);
    });
  }
  return true;
}
