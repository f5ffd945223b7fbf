import { doc, enableNetwork, onSnapshot, type Unsubscribe } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { firestore } from '@/lib/firestore';
import { yieldToBrowser } from '@/lib/yield-to-browser';
import { versionIn, watchFailed as failed } from './order-versions-protocol';

/**
 * The version watcher on the page's own thread, where its worker cannot watch
 * (order-versions.ts). Firestore starts in steps, each a task of its own after this module's
 * (its SDK evaluated): its client (enableNetwork starts it, the network being on already), then
 * the listener.
 */
export function watchInPage(uid: string, onVersion: (version: number) => void): Unsubscribe {
  let stopped = false;
  let stop: Unsubscribe | undefined;
  const watch = async () => {
    await yieldToBrowser();
    await enableNetwork(firestore);
    await yieldToBrowser();
    if (stopped) return;
    stop = onSnapshot(
      doc(firestore, COLLECTIONS.orderVersions, uid),
      (snapshot) => onVersion(versionIn(snapshot)),
      failed,
    );
  };
  watch().catch(failed);
  return () => {
    stopped = true;
    stop?.();
  };
}
