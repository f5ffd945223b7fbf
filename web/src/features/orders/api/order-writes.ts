import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { buildOrder, STOCK_ORDER_FIELD, statusOf } from '@pedalworks/domain/orders';
import type { Customer, Order, OrderInput, Tool } from '@pedalworks/domain/types';
import type { Write } from '@/lib/writes';

/** The stock move and open-order count move of placing (-qty, +1) or deleting an order. */
const stockMove = (
  firestore: Firestore,
  toolId: string,
  delta: number,
  orderId: string,
): Write => ({
  kind: 'update',
  ref: doc(firestore, COLLECTIONS.tools, toolId),
  data: { availableQuantity: increment(delta), [STOCK_ORDER_FIELD]: orderId },
});

/**
 * Placing an order is one batch: the held order, its quantity out of stock, and the customer's
 * open-order count up by one (the rules cap it at MAX_OPEN_ORDERS). Answers the new order's id
 * and the writes.
 */
export function orderPlacement(
  firestore: Firestore,
  tool: Tool,
  input: OrderInput,
  customer: Customer,
): { id: string; writes: Write[] } {
  const order = doc(collection(firestore, COLLECTIONS.orders));
  return {
    id: order.id,
    writes: [
      {
        kind: 'set',
        ref: order,
        data: { ...buildOrder(tool, input, customer), createdAt: serverTimestamp() },
      },
      stockMove(firestore, tool._id, -input.orderedQuantity, order.id),
      {
        kind: 'set',
        ref: doc(firestore, COLLECTIONS.openOrders, customer.uid),
        data: { count: increment(1), orderId: order.id },
        options: { merge: true },
      },
    ],
  };
}

export type DeletableOrder = Pick<
  Order,
  '_id' | 'uid' | 'toolId' | 'orderedQuantity' | 'paid' | 'pandingChange' | 'status'
>;

/**
 * Deleting an unpaid order from the client is one batch. Held: it deletes the order, puts its
 * quantity back in stock (unless the tool was deleted since) and lowers the customer's
 * open-order count. Expired: its stock is back already, so only the order goes.
 */
export async function orderDeletion(firestore: Firestore, order: DeletableOrder): Promise<Write[]> {
  const writes: Write[] = [{ kind: 'delete', ref: doc(firestore, COLLECTIONS.orders, order._id) }];
  if (statusOf(order) !== 'held') return writes;
  if ((await getDoc(doc(firestore, COLLECTIONS.tools, order.toolId))).exists()) {
    writes.push(stockMove(firestore, order.toolId, order.orderedQuantity, order._id));
  }
  writes.push({
    kind: 'update',
    ref: doc(firestore, COLLECTIONS.openOrders, order.uid),
    data: { count: increment(-1), orderId: order._id },
  });
  return writes;
}
