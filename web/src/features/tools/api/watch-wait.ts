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
  variant?: { variantId?: string; replace: boolean },
) => setCustomerWait(firestore, toolId, customer, wait, variant);

/** A customer's wait as the tool page reads it: the variant it is for, if any. */
export interface MyWait {
  variantId?: string;
}

export function watchMyWait(uid: string, toolId: string, onChange: (wait: MyWait | null) => void) {
  return watch(doc(firestore, stockWaiterPath(toolId, uid)), (snapshot) =>
    onChange(
      snapshot.exists() ? { variantId: snapshot.get('variantId') as string | undefined } : null,
    ),
  );
}
