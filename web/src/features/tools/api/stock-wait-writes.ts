import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Customer } from '@pedalworks/domain/types';

/**
 * A customer's wait for a sold-out tool, under their uid: set with their verified address (the
 * rules check the token's), or cancelled.
 */
export function setCustomerWait(
  db: Firestore,
  toolId: string,
  customer: Pick<Customer, 'uid' | 'email'>,
  wait: boolean,
): Promise<void> {
  const ref = doc(db, stockWaiterPath(toolId, customer.uid));
  if (!wait) return deleteDoc(ref);
  return setDoc(ref, {
    toolId,
    email: customer.email,
    confirmed: true,
    uid: customer.uid,
    createdAt: serverTimestamp(),
  });
}
