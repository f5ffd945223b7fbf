import { doc, enableNetwork, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { firestore } from '@/lib/firestore';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * My Orders' part of Firestore, loaded after its first page (useMyOrders): the page's rows come
 * from the API and do not wait for Firestore's SDK.
 */

/**
 * Calls `onVersion` with the version of the customer's orders (orderVersions/{uid}, raised by
 * the server with every change of them; 0 before the first) now and at every change. Firestore
 * starts in steps, each a task of its own after this module's (its SDK evaluated): its client
 * (enableNetwork starts it, the network being on already), then the listener.
 */
export function watchOrderVersion(uid: string, onVersion: (version: number) => void): Unsubscribe {
  const failed = (error: unknown) => console.error('Watching the orders for changes failed', error);
  let stopped = false;
  let stop: Unsubscribe | undefined;
  const watch = async () => {
    await yieldToBrowser();
    await enableNetwork(firestore);
    await yieldToBrowser();
    if (stopped) return;
    stop = onSnapshot(
      doc(firestore, COLLECTIONS.orderVersions, uid),
      (snapshot) => onVersion((snapshot.get('version') as number | undefined) ?? 0),
      failed,
    );
  };
  watch().catch(failed);
  return () => {
    stopped = true;
    stop?.();
  };
}
