/**
 * The web app's own Firestore writes (web/src/features/*\/api), run against the rules: as the app
 * commits them, or tampered the way someone editing the same calls in the browser would. Writes
 * the app never makes from a client (the old order batches, an admin shipping an order, the old
 * newsletter sign-up, tool or profile fields outside its forms) are plain SDK calls, below.
 */
import {
  collection,
  doc,
  increment,
  serverTimestamp,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { buildOrder } from '@pedalworks/domain/orders';
import type { AuditActor } from '@pedalworks/domain/roles';
import type { Customer, Order, OrderInput, Tool, ToolEdit } from '@pedalworks/domain/types';
import { reviewPosting } from '../../../web/src/features/reviews/api/add-review';
import { reviewDeletion } from '../../../web/src/features/reviews/api/delete-review';
import { toolDeletion, toolEdit } from '../../../web/src/features/admin/api/tool-writes';
import { auditEntry } from '../../../web/src/lib/audit';
import { commitWrites, type Write } from '../../../web/src/lib/writes';
import { staffOf } from './rules-env';

/** Fields laid over a document; a field set to undefined is left out. */
export type Overrides = Record<string, unknown>;

function overlay(data: DocumentData, overrides: Overrides = {}): DocumentData {
  const merged: DocumentData = { ...data, ...overrides };
  for (const [key, value] of Object.entries(merged)) if (value === undefined) delete merged[key];
  return merged;
}

/**
 * The tool update of a stock move the web app made before the order engine: quantity by
 * `delta`, naming the order (the old `stockOrderId` marker).
 */
export function stockMove(delta: number, orderId: string): DocumentData {
  return { availableQuantity: increment(delta), stockOrderId: orderId };
}

/** The open-order counter move of a place (+1) or delete (-1) batch, naming the order. */
export function counterMove(delta: number, orderId: string): DocumentData {
  return { count: increment(delta), orderId };
}

export interface StockTamper {
  /** The tool update in place of the app's stock move; null writes no tool update. */
  stock?: ((orderId: string) => DocumentData) | null;
}

export interface CounterTamper {
  /** The counter write in place of the app's; null writes none. */
  counter?: ((orderId: string) => DocumentData) | null;
}

export interface OrderTamper extends StockTamper, CounterTamper {
  /** Laid over the order document the web app builds. */
  order?: Overrides;
}

/** The order's writes with the tampering applied, by the collection each write goes to. */
function tamperOrderWrites(writes: Write[], orderId: string, tamper: OrderTamper): Write[] {
  const replace = (write: Write, data: ((id: string) => DocumentData) | null | undefined) => {
    if (data === undefined || write.kind === 'delete') return [write];
    return data === null ? [] : [{ ...write, data: data(orderId) }];
  };
  return writes.flatMap((write): Write[] => {
    switch (write.ref.parent.id) {
      case COLLECTIONS.orders:
        return write.kind === 'set'
          ? [{ ...write, data: overlay(write.data, tamper.order) }]
          : [write];
      case COLLECTIONS.tools:
        return replace(write, tamper.stock);
      case COLLECTIONS.openOrders:
        return replace(write, tamper.counter);
      default:
        return [write];
    }
  });
}

/**
 * Not the app's any more: the batch the web app committed to place an order before orders went
 * through the server's engine (POST /api/order): the held order, its stock taken, the customer's
 * open-order count raised. The rules now refuse it from every client. Optionally tampered.
 */
export function placeOrder(
  db: Firestore,
  tool: Tool,
  input: OrderInput,
  customer: Customer,
  tamper: OrderTamper = {},
): { id: string; commit: Promise<void> } {
  const order = doc(collection(db, COLLECTIONS.orders));
  const writes: Write[] = [
    {
      kind: 'set',
      ref: order,
      data: {
        ...buildOrder(tool, input, customer),
        paid: false,
        pandingChange: null,
        createdAt: serverTimestamp(),
      },
    },
    {
      kind: 'update',
      ref: doc(db, COLLECTIONS.tools, tool._id),
      data: stockMove(-input.orderedQuantity, order.id),
    },
    {
      kind: 'set',
      ref: doc(db, COLLECTIONS.openOrders, customer.uid),
      data: counterMove(1, order.id),
      options: { merge: true },
    },
  ];
  return { id: order.id, commit: commitWrites(db, tamperOrderWrites(writes, order.id, tamper)) };
}

/**
 * Not the app's any more (it deletes through DELETE /api/order/{id}): the batch that deleted an
 * unpaid order from the client, its stock back and its count lowered (held), or the order
 * alone (`expired`). The rules now refuse it. Optionally tampered.
 */
export async function deleteOrder(
  db: Firestore,
  order: Pick<Order, '_id' | 'toolId' | 'orderedQuantity' | 'uid'>,
  tamper: StockTamper & CounterTamper & { expired?: boolean } = {},
): Promise<void> {
  const writes: Write[] = [{ kind: 'delete', ref: doc(db, COLLECTIONS.orders, order._id) }];
  if (!tamper.expired) {
    writes.push(
      {
        kind: 'update',
        ref: doc(db, COLLECTIONS.tools, order.toolId),
        data: stockMove(order.orderedQuantity, order._id),
      },
      {
        kind: 'update',
        ref: doc(db, COLLECTIONS.openOrders, order.uid),
        data: counterMove(-1, order._id),
      },
    );
  }
  await commitWrites(db, tamperOrderWrites(writes, order._id, tamper));
}

export interface ReviewTamper {
  /** Laid over the public review the web app builds (and so over the author's copy). */
  review?: Overrides;
  /** Laid over the author's copy; null writes no copy. */
  author?: Overrides | null;
  /** The paid order named as proof of 'Verified buyer' (the app looks one up itself). */
  paidOrderId?: string | null;
  /** The quota write in place of one more on today's document; null writes none. */
  quota?: DocumentData | null;
  /** The quota document written in place of today's of the author. */
  quotaId?: string;
}

/** The app's review posting (reviewPosting), optionally tampered. */
export function postReview(
  db: Firestore,
  author: Pick<Customer, 'uid' | 'name'>,
  input: { rate: number; review: string },
  tamper: ReviewTamper = {},
): { id: string; commit: Promise<void> } {
  const { id, writes } = reviewPosting(db, author, input, tamper.paidOrderId ?? null);
  const tampered = writes.flatMap((write): Write[] => {
    if (write.kind !== 'set') return [write];
    switch (write.ref.parent.id) {
      case COLLECTIONS.reviews:
        return [{ ...write, data: overlay(write.data, tamper.review) }];
      case COLLECTIONS.reviewAuthors:
        if (tamper.author === null) return [];
        return [{ ...write, data: overlay(overlay(write.data, tamper.review), tamper.author) }];
      case COLLECTIONS.reviewQuotas:
        if (tamper.quota === null) return [];
        return [
          {
            ...write,
            ref: tamper.quotaId ? doc(db, COLLECTIONS.reviewQuotas, tamper.quotaId) : write.ref,
            data: tamper.quota ?? write.data,
          },
        ];
      default:
        return [write];
    }
  });
  return { id, commit: commitWrites(db, tampered) };
}

/**
 * The app's deletion of a review with its author's copy (and, by staff, its audit entry), or
 * tampered: without the author's copy.
 */
export function deleteReview(db: Firestore, id: string, withAuthor = true): Promise<void> {
  const actor = staffOf(db);
  const writes = reviewDeletion(db, id, actor && { actor, before: {} });
  return commitWrites(db, withAuthor ? writes : writes.filter((_, index) => index !== 1));
}

/** Not the app's: a client updating any fields of a profile (the app saves the six of its form). */
export function updateProfile(db: Firestore, uid: string, fields: Overrides): Promise<void> {
  return updateDoc(doc(db, COLLECTIONS.users, uid), fields);
}

/** A client that is no staff member writes entries in its own name, which the rules refuse. */
const actorOf = (db: Firestore): AuditActor =>
  staffOf(db) ?? { uid: 'not-staff', email: 'not-staff@pedalworks.test', role: 'admin' };

/** The app's deletion of a tool, with its audit entry, by the client's staff member. */
export const deleteTool = (db: Firestore, id: string) =>
  commitWrites(db, toolDeletion(db, actorOf(db), id, {}));

/** The app's edit of a tool (Manage Tools), with its audit entry, by the client's staff member. */
export const updateTool = (db: Firestore, id: string, tool: ToolEdit) =>
  commitWrites(db, toolEdit(db, actorOf(db), id, {}, tool));

/** Not the app's: a staff client adding or editing a tool with any fields (and its entry). */
export async function addTool(db: Firestore, tool: Overrides) {
  const ref = doc(collection(db, COLLECTIONS.tools));
  const entry = auditEntry(db, actorOf(db), {
    action: 'tool.create',
    target: ref,
    before: null,
    after: tool,
  });
  await commitWrites(db, [{ kind: 'set', ref, data: { ...tool, auditId: entry.ref.id } }, entry]);
  return ref;
}

export function editTool(db: Firestore, id: string, fields: Overrides): Promise<void> {
  const ref = doc(db, COLLECTIONS.tools, id);
  const entry = auditEntry(db, actorOf(db), {
    action: 'tool.update',
    target: ref,
    before: {},
    after: fields,
  });
  return commitWrites(db, [
    { kind: 'update', ref, data: { ...fields, auditId: entry.ref.id } },
    entry,
  ]);
}

/** Not the app's (it ships through PUT /api/manageorder/{id}): an admin's client ships an order. */
export function markShipped(db: Firestore, orderId: string, extra: Overrides = {}) {
  return updateDoc(doc(db, COLLECTIONS.orders, orderId), { status: 'shipped', ...extra });
}

/**
 * Not the app's any more: the newsletter sign-up it wrote before the double opt-in (under the
 * lower-cased email); sign-ups now go through the API, and the rules refuse this from every
 * client.
 */
export function subscribe(db: Firestore, email: string, tamper: Overrides = {}): Promise<void> {
  const id = email.trim().toLowerCase();
  return setDoc(
    doc(db, COLLECTIONS.newsletter, id),
    overlay({ email: id, createdAt: serverTimestamp() }, tamper),
  );
}
