/** What the order engine and the readers of orders share, apart from the engine's writes. */
import { Timestamp, type DocumentSnapshot } from 'firebase-admin/firestore';
import { defineInt } from 'firebase-functions/params';
import type Stripe from 'stripe';
import { COLLECTIONS, ORDER_HOLD_MINUTES } from '@pedalworks/domain/constants';
import { holdDeadline, withSpecFields } from '@pedalworks/domain/orders';
import type { Checkout, Order, SpecOrder } from '@pedalworks/domain/types';
import { db } from '../lib/admin';
import type { PageRequest } from '../lib/page';
import { asDocument, existing, page } from '../services/documents';

/** How long a new unpaid order holds its stock (functions/.env; .env.local overrides it). */
export const orderHoldMinutes = defineInt('ORDER_HOLD_MINUTES', { default: ORDER_HOLD_MINUTES });

export const ordersCollection = () => db().collection(COLLECTIONS.orders);

/** An order as stored, with its id; timestamps left as Firestore Timestamps. */
export type StoredOrder = Order & { _id: string };

export function storedOrder(snapshot: DocumentSnapshot): StoredOrder | undefined {
  return snapshot.exists ? ({ ...snapshot.data(), _id: snapshot.id } as StoredOrder) : undefined;
}

export const checkoutsCollection = () => db().collection(COLLECTIONS.checkouts);

export type StoredCheckout = Checkout & { _id: string };

export const storedCheckout = (snapshot: DocumentSnapshot): StoredCheckout | undefined =>
  snapshot.exists ? ({ ...snapshot.data(), _id: snapshot.id } as StoredCheckout) : undefined;

/**
 * The checkout a payment intent was made for, if the intent names one we know; a payment of one
 * order from before checkouts has the one scripts/migrate-orders.ts gave it, under its own id.
 */
export async function checkoutOf(
  intent: Pick<Stripe.PaymentIntent, 'id' | 'metadata'>,
): Promise<StoredCheckout | undefined> {
  const id = intent.metadata?.checkoutId ?? intent.id;
  return storedCheckout(await checkoutsCollection().doc(id).get());
}

const asDate = (value: unknown): Date | undefined =>
  value instanceof Timestamp ? value.toDate() : value instanceof Date ? value : undefined;

/** When a held order's hold ends. */
export function deadlineOf(order: Order): Date | undefined {
  return holdDeadline(asDate(order.holdUntil), asDate(order.createdAt), orderHoldMinutes.value());
}

/** A held order whose hold has ended (an order being written has no createdAt yet: not due). */
export function isDue(order: Order, now: Date): boolean {
  const deadline = deadlineOf(order);
  return order.status === 'held' && deadline !== undefined && deadline <= now;
}

export const holdUntilFrom = (start: Date) =>
  Timestamp.fromMillis(start.getTime() + orderHoldMinutes.value() * 60_000);

/** An order as the API answers it: timestamps as ISO strings, the spec's fields added. */
export const answerOf = (order: StoredOrder): SpecOrder =>
  withSpecFields(asDocument<Order>(order._id, order));
export const answer = (snapshot: DocumentSnapshot): SpecOrder =>
  answerOf(storedOrder(existing(snapshot))!);

/** A page of customer `uid`'s orders, newest first. */
export const customerOrdersPage = (uid: string, request: PageRequest) =>
  page(
    ordersCollection(),
    ordersCollection().where('uid', '==', uid).orderBy('createdAt', 'desc'),
    request,
  );
