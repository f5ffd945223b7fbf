/**
 * The web app's client writes, exactly as the shared contract describes them (common brief,
 * "The web app's client writes"), with optional tampering so tests can play an attacker who
 * edits the same calls in the browser.
 */
import { COLLECTIONS, SHIPPED } from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD, buildOrder } from '@pedalworks/domain/orders';
import { reviewQuotaId } from '@pedalworks/domain/reviews';
import type { Customer, Order, OrderInput, Tool, ToolInput } from '@pedalworks/domain/types';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  writeBatch,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

/** Fields laid over a document; a field set to undefined is left out. */
export type Overrides = Record<string, unknown>;

function overlay(data: DocumentData, overrides: Overrides = {}): DocumentData {
  const merged: DocumentData = { ...data, ...overrides };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged;
}

/** The tool update of a stock move: quantity by `delta`, naming the order. */
export function stockMove(delta: number, orderId: string): DocumentData {
  return { availableQuantity: increment(delta), [STOCK_ORDER_FIELD]: orderId };
}

export interface StockTamper {
  /** The tool update in place of the contract's stock move; null writes no tool update. */
  stock?: ((orderId: string) => DocumentData) | null;
}

/** The open-order counter move of a place (+1) or delete (-1) batch, naming the order. */
export function counterMove(delta: number, orderId: string): DocumentData {
  return { count: increment(delta), orderId };
}

export interface CounterTamper {
  /** The counter write in place of the contract's; null writes none. */
  counter?: ((orderId: string) => DocumentData) | null;
}

export interface OrderTamper extends StockTamper, CounterTamper {
  /** Laid over the order document the web app builds. */
  order?: Overrides;
  /** Places the order under this id instead of a new one. */
  orderId?: string;
}

/** Write 1: one batch sets the order and takes its quantity out of the tool's stock. */
export function placeOrder(
  db: Firestore,
  tool: Tool,
  input: OrderInput,
  customer: Customer,
  tamper: OrderTamper = {},
): { id: string; commit: Promise<void> } {
  const orders = collection(db, COLLECTIONS.orders);
  const orderRef = tamper.orderId ? doc(orders, tamper.orderId) : doc(orders);
  const batch = writeBatch(db);
  batch.set(
    orderRef,
    overlay({ ...buildOrder(tool, input, customer), createdAt: serverTimestamp() }, tamper.order),
  );
  const stock =
    tamper.stock === undefined
      ? stockMove(-input.orderedQuantity, orderRef.id)
      : tamper.stock?.(orderRef.id);
  if (stock) batch.update(doc(db, COLLECTIONS.tools, tool._id), stock);
  const counter =
    tamper.counter === undefined ? counterMove(1, orderRef.id) : tamper.counter?.(orderRef.id);
  if (counter) {
    batch.set(doc(db, COLLECTIONS.openOrders, customer.uid), counter, { merge: true });
  }
  return { id: orderRef.id, commit: batch.commit() };
}

/**
 * Write 2: one batch deletes a held order, puts its quantity back (if the tool exists) and
 * lowers the open-order count; an expired order (`expired`) is deleted alone.
 */
export async function deleteOrder(
  db: Firestore,
  order: Pick<Order, '_id' | 'toolId' | 'orderedQuantity' | 'uid'>,
  tamper: StockTamper & CounterTamper & { expired?: boolean } = {},
): Promise<void> {
  const toolRef = doc(db, COLLECTIONS.tools, order.toolId);
  const toolExists = (await getDoc(toolRef)).exists();
  const batch = writeBatch(db);
  batch.delete(doc(db, COLLECTIONS.orders, order._id));
  const stock =
    tamper.stock === undefined
      ? toolExists
        ? stockMove(order.orderedQuantity, order._id)
        : undefined
      : tamper.stock?.(order._id);
  if (stock && !tamper.expired) batch.update(toolRef, stock);
  const counter =
    tamper.counter === undefined ? counterMove(-1, order._id) : tamper.counter?.(order._id);
  if (counter && !tamper.expired) batch.update(doc(db, COLLECTIONS.openOrders, order.uid), counter);
  await batch.commit();
}

/** Write 3: the profile form updates only the profile fields. */
export function updateProfile(db: Firestore, uid: string, fields: Overrides): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.users, uid), fields);
}

export interface ReviewTamper {
  /** Laid over the public review the web app builds. */
  review?: Overrides;
  /** Laid over the author's copy (built from the tampered review); null writes no copy. */
  author?: Overrides | null;
  /** The paid order named as proof of 'Verified buyer' (and verified set to match). */
  paidOrderId?: string | null;
  /** The quota write in place of one more on today's document; null writes none. */
  quota?: DocumentData | null;
  /** The quota document written in place of today's of the author. */
  quotaId?: string;
}

/**
 * Write 4: one batch writes the public review (no e-mail, no uid), the author's copy under the
 * same id in reviewAuthors, and one more on today's review quota.
 */
export function postReview(
  db: Firestore,
  author: Pick<Customer, 'uid' | 'name'>,
  input: { rate: unknown; review: unknown },
  tamper: ReviewTamper = {},
): { id: string; commit: Promise<void> } {
  const reviewRef = doc(collection(db, COLLECTIONS.reviews));
  const paidOrderId = tamper.paidOrderId ?? null;
  const review = overlay(
    {
      name: author.name,
      rate: input.rate,
      review: typeof input.review === 'string' ? input.review.trim() : input.review,
      verified: paidOrderId !== null,
      createdAt: serverTimestamp(),
    },
    tamper.review,
  );
  const batch = writeBatch(db);
  batch.set(reviewRef, review);
  if (tamper.author !== null) {
    batch.set(
      doc(db, COLLECTIONS.reviewAuthors, reviewRef.id),
      overlay({ ...review, uid: author.uid, paidOrderId }, tamper.author),
    );
  }
  if (tamper.quota !== null) {
    batch.set(
      doc(db, COLLECTIONS.reviewQuotas, tamper.quotaId ?? reviewQuotaId(author.uid, Date.now())),
      tamper.quota ?? { count: increment(1) },
      { merge: true },
    );
  }
  return { id: reviewRef.id, commit: batch.commit() };
}

/** The author or an admin deletes a review and its author's copy in one batch. */
export function deleteReview(db: Firestore, id: string, withAuthor = true): Promise<void> {
  const batch = writeBatch(db);
  batch.delete(doc(db, COLLECTIONS.reviews, id));
  if (withAuthor) batch.delete(doc(db, COLLECTIONS.reviewAuthors, id));
  return batch.commit();
}

/** Write 5: admins add, edit and delete tools and mark paid orders shipped. */
export function addTool(db: Firestore, tool: ToolInput | Overrides) {
  return addDoc(collection(db, COLLECTIONS.tools), tool);
}

export function editTool(db: Firestore, id: string, fields: Overrides): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.tools, id), fields);
}

export function deleteTool(db: Firestore, id: string): Promise<void> {
  return deleteDoc(doc(db, COLLECTIONS.tools, id));
}

export function markShipped(db: Firestore, orderId: string, extra: Overrides = {}) {
  return updateDoc(doc(db, COLLECTIONS.orders, orderId), {
    pandingChange: SHIPPED,
    status: 'shipped',
    ...extra,
  });
}

/** Write 6: a newsletter sign-up under the lower-cased email. */
export function subscribe(db: Firestore, email: string, tamper: Overrides = {}): Promise<void> {
  const id = email.trim().toLowerCase();
  return setDoc(
    doc(db, COLLECTIONS.newsletter, id),
    overlay({ email: id, createdAt: serverTimestamp() }, tamper),
  );
}
