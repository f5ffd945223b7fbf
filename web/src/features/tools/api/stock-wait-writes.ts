import { deleteDoc, doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Customer } from '@pedalworks/domain/types';

/**
 * A customer's wait for a sold-out tool (or for a sold-out variant of it), under their uid: set
 * with their verified address (the rules check the token's), or cancelled. A customer waits for
 * one variant of a tool at a time: a wait for another variant `replace`s theirs (the rules let
 * a wait be created or deleted, not changed).
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
