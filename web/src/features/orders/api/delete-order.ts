import { doc, getDoc, increment, writeBatch, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD, statusOf } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';

/**
 * Deletes an unpaid order. Held without a payment intent: one batch (client write 2) deletes it,
 * puts its quantity back in stock and lowers the customer's open-order count. Expired: its stock
 * is back already, so only the order goes. With a payment intent the rules refuse the client:
 * the server cancels the intent first (DELETE /order/{id}).
 */
export async function deleteOrder(
  firestore: Firestore,
  order: Pick<
    Order,
    | '_id'
    | 'uid'
    | 'toolId'
    | 'orderedQuantity'
    | 'paid'
    | 'pandingChange'
    | 'status'
    | 'paymentIntentId'
  >,
): Promise<void> {
  if (order.paymentIntentId) {
    await apiFetch(`/order/${encodeURIComponent(order._id)}`, {
      method: 'DELETE',
      protected: true,
    });
    return;
  }
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, COLLECTIONS.orders, order._id));
  if (statusOf(order) === 'held') {
    const tool = doc(firestore, COLLECTIONS.tools, order.toolId);
    // A tool deleted since the order was placed has no stock to restore.
    if ((await getDoc(tool)).exists()) {
      batch.update(tool, {
        availableQuantity: increment(order.orderedQuantity),
        [STOCK_ORDER_FIELD]: order._id,
      });
    }
    batch.update(doc(firestore, COLLECTIONS.openOrders, order.uid), {
      count: increment(-1),
      orderId: order._id,
    });
  }
  await batch.commit();
}
