/** The admins' figures; salesCounted/{id} keeps how each order was counted: a retry counts once. */
import {
  FieldValue,
  type Firestore,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import {
  SALES_DOC,
  SALES_SHARDS,
  countedOrderOf,
  countsAlike,
  salesDelta,
  salesShardWrites,
  type CountedOrder,
  type SalesFigures,
} from '@pedalworks/domain/sales';
import type { Order } from '@pedalworks/domain/types';
import { db } from '../lib/admin';

const countedRef = (orderId: string, firestore = db()) =>
  firestore.collection(COLLECTIONS.salesCounted).doc(orderId);

/** Numbers become increments; text (a month, a tool's name) is set as it is. */
function asIncrements(value: unknown): unknown {
  if (typeof value === 'number') return FieldValue.increment(value);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, asIncrements(inner)]),
    );
  }
  return value;
}

/** On one random shard of each counter, so that no document is written by every order. */
function addFigures(
  writer: Transaction | WriteBatch,
  figures: SalesFigures,
  firestore = db(),
): void {
  const shard = Math.floor(Math.random() * SALES_SHARDS);
  const sales = firestore.collection(COLLECTIONS.sales);
  for (const { counterId, data } of salesShardWrites(figures)) {
    const ref = sales.doc(SALES_DOC.shard(counterId, shard));
    // Both writers take the same arguments; TypeScript cannot call a union's overloads.
    (writer as WriteBatch).set(ref, asIncrements(data) as Record<string, unknown>, { merge: true });
  }
}

/** How the figures last counted an order (undefined: never; null: counted gone). */
const countedOf = (snapshot: FirebaseFirestore.DocumentSnapshot) =>
  snapshot.get('counted') as CountedOrder | null | undefined;

/** Call it with the transition's other reads, and hand the answer to countOrderChange. */
export async function readCounted(
  transaction: Transaction,
  orderId: string,
): Promise<CountedOrder | null | undefined> {
  return countedOf(await transaction.get(countedRef(orderId)));
}

/** Writes only; `counted` is undefined for an order just created, `now` for one deleted. */
export function countOrderChange(
  transaction: Transaction,
  orderId: string,
  counted: CountedOrder | null | undefined,
  now: Omit<Order, '_id'> | undefined,
): void {
  countOrderChangeIn(transaction, db(), orderId, counted, now);
}

/** countOrderChange in any writer and database (the demo seed counts its orders in a batch). */
export function countOrderChangeIn(
  writer: Transaction | WriteBatch,
  firestore: Firestore,
  orderId: string,
  counted: CountedOrder | null | undefined,
  now: Omit<Order, '_id'> | undefined,
): void {
  const current = now ? countedOrderOf(now) : null;
  if (counted !== undefined && countsAlike(counted, current)) return;
  addFigures(writer, salesDelta(counted, current), firestore);
  (writer as WriteBatch).set(countedRef(orderId, firestore), { counted: current });
}
