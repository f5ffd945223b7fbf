import { doc } from 'firebase/firestore';
import { stockWaiterPath } from '@pedalworks/domain/stock-waits';
import type { Customer } from '@pedalworks/domain/types';
import { firestore } from '@/lib/firestore';
import { watch } from '@/lib/live';
import { setCustomerWait } from './stock-wait-writes';

/** setCustomerWait on the app's Firestore (this module loads once a customer is known). */
export const setMyWait = (
  toolId: string,
  customer: Pick<Customer, 'uid' | 'email'>,
  wait: boolean,
) => setCustomerWait(firestore, toolId, customer, wait);

/** Calls `onChange` with whether `uid` waits for the tool, at once and on every change. */
export function watchMyWait(uid: string, toolId: string, onChange: (waiting: boolean) => void) {
  return watch(doc(firestore, stockWaiterPath(toolId, uid)), (snapshot) =>
    onChange(snapshot.exists()),
  );
}
