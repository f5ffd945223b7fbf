import {
  collection,
  doc,
  getDoc,
  increment,
  serverTimestamp,
  writeBatch,
} from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { buildOrder, STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import type { Customer, OrderInput, Tool } from '@pedalworks/domain/types';
import { firestore } from '@/lib/firestore';

/**
 * Places an order in one batched write (client write 1): the held order, its quantity out of
 * stock, and the customer's open-order count up by one (the rules cap it at MAX_OPEN_ORDERS).
 */
export async function placeOrder(
  tool: Tool,
  input: OrderInput,
  customer: Customer,
): Promise<string> {
  const order = doc(collection(firestore, COLLECTIONS.orders));
  const batch = writeBatch(firestore);
  batch.set(order, { ...buildOrder(tool, input, customer), createdAt: serverTimestamp() });
  batch.update(doc(firestore, COLLECTIONS.tools, tool._id), {
    availableQuantity: increment(-input.orderedQuantity),
    [STOCK_ORDER_FIELD]: order.id,
  });
  batch.set(
    doc(firestore, COLLECTIONS.openOrders, customer.uid),
    { count: increment(1), orderId: order.id },
    { merge: true },
  );
  await batch.commit();
  return order.id;
}

/** How many open (held) orders the customer has, as the rules count them. */
export async function openOrderCount(uid: string): Promise<number> {
  const counter = await getDoc(doc(firestore, COLLECTIONS.openOrders, uid));
  return (counter.data()?.count as number | undefined) ?? 0;
}
