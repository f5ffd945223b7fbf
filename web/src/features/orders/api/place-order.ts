import { collection, doc, increment, serverTimestamp, writeBatch } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { buildOrder, STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import type { Customer, OrderInput, Tool } from '@pedalworks/domain/types';
import { firestore } from '@/lib/firestore';

/** Places an order and takes its quantity out of stock in one batched write (client write 1). */
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
  await batch.commit();
  return order.id;
}
