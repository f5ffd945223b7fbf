import { doc, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { firestore } from '@/lib/firestore';

/**
 * My Orders' part of Firestore, loaded after its first page (useMyOrders): the page's rows come
 * from the API and do not wait for Firestore's SDK.
 */

/**
 * Calls `onVersion` with the version of the customer's orders (orderVersions/{uid}, raised by
 * the server with every change of them; 0 before the first) now and at every change.
 */
export function watchOrderVersion(uid: string, onVersion: (version: number) => void): Unsubscribe {
  return onSnapshot(
    doc(firestore, COLLECTIONS.orderVersions, uid),
    (snapshot) => onVersion((snapshot.get('version') as number | undefined) ?? 0),
    (error) => console.error('Watching the orders for changes failed', error),
  );
}
