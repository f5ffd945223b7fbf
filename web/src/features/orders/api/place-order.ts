import { doc, getDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Customer, OrderInput, Tool } from '@pedalworks/domain/types';
import { commitWrites } from '@/lib/writes';
import { orderPlacement } from './order-writes';

/** Places a held order in one batch (orderPlacement); answers its id. */
export async function placeOrder(
  firestore: Firestore,
  tool: Tool,
  input: OrderInput,
  customer: Customer,
): Promise<string> {
  const { id, writes } = orderPlacement(firestore, tool, input, customer);
  await commitWrites(firestore, writes);
  return id;
}

/** How many open (held) orders the customer has, as the rules count them. */
export async function openOrderCount(firestore: Firestore, uid: string): Promise<number> {
  const counter = await getDoc(doc(firestore, COLLECTIONS.openOrders, uid));
  return (counter.data()?.count as number | undefined) ?? 0;
}
