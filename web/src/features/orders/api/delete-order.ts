import { doc, getDoc, increment, writeBatch, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import type { Order } from '@pedalworks/domain/types';

/** Deletes an unpaid order and puts its quantity back in stock, in one batch (client write 2). */
export async function deleteOrder(
  firestore: Firestore,
  order: Pick<Order, '_id' | 'toolId' | 'orderedQuantity'>,
): Promise<void> {
  const tool = doc(firestore, COLLECTIONS.tools, order.toolId);
  const batch = writeBatch(firestore);
  batch.delete(doc(firestore, COLLECTIONS.orders, order._id));
  // A tool deleted since the order was placed has no stock to restore.
  if ((await getDoc(tool)).exists()) {
    batch.update(tool, {
      availableQuantity: increment(order.orderedQuantity),
      [STOCK_ORDER_FIELD]: order._id,
    });
  }
  await batch.commit();
}
