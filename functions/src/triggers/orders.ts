/**
 * Transitions the web app makes straight in Firestore under the rules (placing an order, an
 * admin marking one shipped) get their timeline event and mail from these triggers; transitions
 * made on the server record both in their own transaction, and the triggers then find the event
 * and do nothing.
 */
import type { DocumentReference } from 'firebase-admin/firestore';
import { COLLECTIONS, SHIPPED } from '@pedalworks/domain/constants';
import type { Order } from '@pedalworks/domain/types';
import { recordOrderTransitionOnce } from '../services/timeline';

/** orders/{id} created: 'placed' by its customer, with the order confirmation mail. */
export function onOrderCreated(orderRef: DocumentReference, order: Order): Promise<boolean> {
  return recordOrderTransitionOnce(orderRef, {
    type: 'placed',
    by: { uid: order.uid, role: 'customer' },
    details: {},
    mail: 'placed',
  });
}

/** orders/{id} changed to shipped by a client (an admin, the rules say): 'shipped' and its mail. */
export function onOrderUpdated(
  orderRef: DocumentReference,
  before: Order | undefined,
  after: Order | undefined,
): Promise<boolean> {
  if (!after || before?.pandingChange === SHIPPED || after.pandingChange !== SHIPPED) {
    return Promise.resolve(false);
  }
  return recordOrderTransitionOnce(
    orderRef,
    { type: 'shipped', by: { role: 'admin' }, details: {}, mail: 'shipped' },
    (order) => order.pandingChange === SHIPPED,
  );
}

export const ORDER_DOCUMENT = `${COLLECTIONS.orders}/{orderId}`;
