import type { Firestore } from 'firebase/firestore';
import type { Order } from '@pedalworks/domain/types';
import { apiFetch } from '@/lib/api-client';
import { commitWrites } from '@/lib/writes';
import { orderDeletion, type DeletableOrder } from './order-writes';

/**
 * Deletes an unpaid order: from the client in one batch (orderDeletion), or, once it has a
 * payment intent (which the rules refuse the client), through the server, which cancels the
 * intent first (DELETE /order/{id}).
 */
export async function deleteOrder(
  firestore: Firestore,
  order: DeletableOrder & Pick<Order, 'paymentIntentId'>,
): Promise<void> {
  if (order.paymentIntentId) {
    await apiFetch(`/order/${encodeURIComponent(order._id)}`, {
      method: 'DELETE',
      protected: true,
    });
    return;
  }
  await commitWrites(firestore, await orderDeletion(firestore, order));
}
