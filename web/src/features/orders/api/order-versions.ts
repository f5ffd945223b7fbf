import type { User } from 'firebase/auth';
import { appCheckTokenWithExpiry, auth, watchUser } from '@/lib/firebase';
import { watchFailed as failed, type FromWorker, type ToWorker } from './order-versions-protocol';

/**
 * My Orders' part of Firestore, loaded after its first page (useMyOrders): the page's rows come
 * from the API and do not wait for Firestore's SDK.
 */

type Unsubscribe = () => void;

/**
 * Calls `onVersion` with the version of the customer's orders (orderVersions/{uid}, raised by
 * the server with every change of them; 0 before the first) now and at every change. A worker
 * watches (order-versions.worker.ts), so Firestore's SDK never blocks the page; the page lends
 * it the session's ID tokens and App Check's. A browser that cannot run the worker watches on
 * the page's own thread (order-versions-in-page.ts).
 */
export function watchOrderVersion(uid: string, onVersion: (version: number) => void): Unsubscribe {
  let stop: Unsubscribe = () => undefined;
  let stopped = false;
  let inPage = false;
  const watchInPage = (reason: string) => {
    if (inPage) return;
    inPage = true;
    stop();
    console.warn(`The orders are watched on the page: ${reason}`);
    void import('./order-versions-in-page').then((module) => {
      if (!stopped) stop = module.watchInPage(uid, onVersion);
    });
  };
  if (typeof Worker === 'undefined') watchInPage('this browser runs no workers');
  else stop = watchInWorker(uid, onVersion, watchInPage);
  return () => {
    stopped = true;
    stop();
  };
}

function watchInWorker(
  uid: string,
  onVersion: (version: number) => void,
  cannot: (reason: string) => void,
): Unsubscribe {
  const worker = new Worker(new URL('./order-versions.worker.ts', import.meta.url), {
    type: 'module',
    name: 'order-versions',
  });
  const send = (message: ToWorker) => worker.postMessage(message);
  const sendSession = async (user: User | null, refresh = false) =>
    send({
      type: 'session',
      uid: user?.uid ?? null,
      idToken: user ? await user.getIdToken(refresh) : null,
    });
  worker.addEventListener('message', ({ data }: MessageEvent<FromWorker>) => {
    switch (data.type) {
      case 'version':
        onVersion(data.version);
        return;
      case 'failed':
        failed(data.reason);
        return;
      case 'refresh-id-token':
        sendSession(auth.currentUser, true).catch(failed);
        return;
      case 'app-check-token':
        appCheckTokenWithExpiry().then((token) => {
          if (token) send({ type: 'app-check-token', ...token });
        }, failed);
    }
  });
  // The worker's script did not load or run (an old browser, a network fault).
  worker.addEventListener('error', (event) => cannot(event.message || 'the worker failed'));
  send({ type: 'watch', uid });
  const stopSession = watchUser((user) => void sendSession(user).catch(failed));
  return () => {
    stopSession();
    worker.terminate();
  };
}
