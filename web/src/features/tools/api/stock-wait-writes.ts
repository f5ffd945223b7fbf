import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Customer } from '@pedalworks/domain/types';

/**
 * Set with their verified address, which the rules check; a wait for another variant `replace`s
 * theirs, as the rules let a wait be created or deleted, not changed.
 */
export async function setCustomerWait(
  db: Firestore,
  toolId: string,
  customer: Pick<Customer, 'uid' | 'email'>,
  wait: boolean,
  { variantId, replace = false }: { variantId?: string; replace?: boolean } = {},
): Promise<void> {
  const ref = doc(db, stockWaiterPath(toolId, customer.uid));
  if (!wait || replace) await deleteDoc(ref);
  if (!wait) return;
  await setDoc(ref, {
    toolId,
    email: customer.email,
    confirmed: true,
    uid: customer.uid,
    ...(variantId && { variantId }),
    createdAt: serverTimestamp(),
  });
}
