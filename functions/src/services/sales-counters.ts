/**
 * The admins' figures (packages/domain/src/sales.ts): counter documents in `sales`, moved by
 * each change of an order in the transaction that makes it, so they never disagree with the
 * orders. Beside each order, salesCounted/{orderId} holds the order as the figures last counted
 * it (`counted`, null once deleted): a change moves the counters by the difference and updates
 * that copy in the same transaction, so a change is counted once however often it is retried.
 *
 * Server transitions count themselves (order-lifecycle's applyTransition and placeHeldOrder
 * call countOrderChange). What clients write straight in Firestore under the rules (placing an
 * order, deleting a held or expired one, an admin's ship) is counted by the orders trigger
 * (reconcileOrderCount), which finds the server's own changes counted already.
 */
import { FieldValue, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  SALES_DOC,
  countedOrderOf,
  countsAlike,
  salesDelta,
  type CountedOrder,
  type SalesFigures,
} from '@pedalworks/domain/sales';
import type { Order } from '@pedalworks/domain/types';
import { db, transact } from '../lib/admin';

const salesCollection = () => db().collection(COLLECTIONS.sales);
const countedRef = (orderId: string) => db().collection(COLLECTIONS.salesCounted).doc(orderId);

/** Adds `figures` (a change's delta) to the counters, as increments. */
function addFigures(writer: Transaction, figures: SalesFigures): void {
  const value = (n: number) => FieldValue.increment(n);
  const sales = salesCollection();
  if (Object.keys(figures.byStatus).length > 0) {
    const byStatus = Object.fromEntries(
      Object.entries(figures.byStatus).map(([status, n]) => [status, value(n)]),
    );
    writer.set(sales.doc(SALES_DOC.orders), { byStatus }, { merge: true });
  }
  for (const [day, sums] of Object.entries(figures.days)) {
    writer.set(
      sales.doc(SALES_DOC.day(day)),
      {
        day,
        paidOrders: value(sums.paidOrders),
        revenueCents: value(sums.revenueCents),
        refundedCents: value(sums.refundedCents),
      },
      { merge: true },
    );
  }
  for (const [month, tools] of Object.entries(figures.months)) {
    const sold = Object.fromEntries(
      Object.entries(tools).map(([toolId, { name, quantity }]) => [
        toolId,
        { name, quantity: value(quantity) },
      ]),
    );
    writer.set(sales.doc(SALES_DOC.month(month)), { month, tools: sold }, { merge: true });
  }
}

/** How the figures last counted an order (undefined: never; null: counted gone). */
const countedOf = (snapshot: FirebaseFirestore.DocumentSnapshot) =>
  snapshot.get('counted') as CountedOrder | null | undefined;

/**
 * A read for a transition's transaction: how the figures counted the order so far. Call it
 * with the transition's other reads, and hand the answer to countOrderChange.
 */
export async function readCounted(
  transaction: Transaction,
  orderId: string,
): Promise<CountedOrder | null | undefined> {
  return countedOf(await transaction.get(countedRef(orderId)));
}

/**
 * Writes only (after the transaction's reads): moves the counters from how the order was
 * counted (`counted`, from readCounted; undefined for an order just created) to the order as it
 * is now (undefined: deleted), and remembers it.
 */
export function countOrderChange(
  transaction: Transaction,
  orderId: string,
  counted: CountedOrder | null | undefined,
  now: Omit<Order, '_id'> | undefined,
): void {
  const current = now ? countedOrderOf(now) : null;
  if (counted !== undefined && countsAlike(counted, current)) return;
  addFigures(transaction, salesDelta(counted, current));
  transaction.set(countedRef(orderId), { counted: current });
}

/**
 * For the orders trigger (which may run late, twice, or after the server has counted the same
 * change): brings the figures in line with the order as it is now, if they are not already.
 * The order is read in the transaction only when the figures seem behind, so the server's own
 * transitions (counted already) never contend with it. Answers whether it counted anything.
 */
export async function reconcileOrderCount(
  orderRef: DocumentReference,
  written: Omit<Order, '_id'> | undefined,
): Promise<boolean> {
  const marker = countedRef(orderRef.id);
  const seen = written ? countedOrderOf(written) : null;
  const counted = countedOf(await marker.get());
  if ((counted !== undefined || seen === null) && countsAlike(counted, seen)) return false;
  return transact(async (transaction) => {
    const [order, stored] = await Promise.all([transaction.get(orderRef), transaction.get(marker)]);
    const before = countedOf(stored);
    const current = order.exists ? countedOrderOf(order.data() as Order) : null;
    if ((before !== undefined || current === null) && countsAlike(before, current)) return false;
    addFigures(transaction, salesDelta(before, current));
    transaction.set(marker, { counted: current });
    return true;
  });
}
