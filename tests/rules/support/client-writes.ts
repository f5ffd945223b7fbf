/**
 * The web app's client writes, exactly as the shared contract describes them (common brief,
 * "The web app's client writes"), with optional tampering so tests can play an attacker who
 * edits the same calls in the browser.
 */
import { COLLECTIONS, SHIPPED } from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD, buildOrder } from '@pedalworks/domain/orders';
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

export interface OrderTamper extends StockTamper {
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
  return { id: orderRef.id, commit: batch.commit() };
}

/** Write 2: one batch deletes an unpaid order and puts its quantity back, if the tool exists. */
export async function deleteOrder(
  db: Firestore,
  order: Pick<Order, '_id' | 'toolId' | 'orderedQuantity'>,
  tamper: StockTamper = {},
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
  if (stock) batch.update(toolRef, stock);
  await batch.commit();
}

/** Write 3: the profile form updates only the profile fields. */
export function updateProfile(db: Firestore, uid: string, fields: Overrides): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.users, uid), fields);
}

export interface ReviewInput {
  name: string;
  email: string;
  uid: string;
  rate: unknown;
  review: unknown;
}

/** Write 4: a review under the signed-in user's identity. */
export function postReview(db: Firestore, review: ReviewInput, tamper: Overrides = {}) {
  return addDoc(
    collection(db, COLLECTIONS.reviews),
    overlay({ ...review, createdAt: serverTimestamp() }, tamper),
  );
}

export function deleteReview(db: Firestore, id: string): Promise<void> {
  return deleteDoc(doc(db, COLLECTIONS.reviews, id));
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
  return updateDoc(doc(db, COLLECTIONS.orders, orderId), { pandingChange: SHIPPED, ...extra });
}

/**
 * What the web app wrote before the double opt-in (a newsletter sign-up under the lower-cased
 * email); sign-ups now go through the API, and the rules refuse this from every client.
 */
export function subscribe(db: Firestore, email: string, tamper: Overrides = {}): Promise<void> {
  const id = email.trim().toLowerCase();
  return setDoc(
    doc(db, COLLECTIONS.newsletter, id),
    overlay({ email: id, createdAt: serverTimestamp() }, tamper),
  );
}
