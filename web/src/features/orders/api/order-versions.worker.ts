import type { FirebaseAuthInternal } from '@firebase/auth-interop-types';
import { Component, type ComponentType } from '@firebase/component';
import * as firebaseApp from 'firebase/app';
import { connectFirestoreEmulator, doc, getFirestore, onSnapshot } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { env } from '@/config/env';
import { versionIn, type FromWorker, type ToWorker } from './order-versions-protocol';

/**
 * My Orders' version watcher, off the page's thread (order-versions.ts): Firestore's SDK is
 * compiled, started and listens here, so none of it blocks the page. The page keeps the session:
 * Firestore reads it here through Auth's interop (`auth-internal`, the interface by which
 * Firestore reads Auth in a page), fed with the ID tokens the page sends.
 */

/** The worker's global scope, as far as this module uses it (the DOM's types describe a page). */
const scope = globalThis as unknown as {
  postMessage(message: FromWorker): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<ToWorker>) => void): void;
};

/** Firebase's registry of components, public in its packages but not in its types. */
const { _registerComponent: registerComponent } = firebaseApp as unknown as {
  _registerComponent(component: Component<'auth-internal'>): boolean;
};

/** What the page last said of the session; undefined until it first has. */
let session: { uid: string | null; idToken: string | null } | undefined;
const tokenListeners = new Set<(idToken: string | null) => void>();
/** Those waiting for the page's next word on the session, or for an App Check token. */
let sessionWaiters: (() => void)[] = [];
const appCheckWaiters: ((token: { token: string; expireTimeMillis: number }) => void)[] = [];

/** Asks the page for a refreshed ID token; resolves once the page has sent the session. */
const refreshSession = () =>
  new Promise<void>((resolve) => {
    sessionWaiters.push(resolve);
    scope.postMessage({ type: 'refresh-id-token' });
  });

/** The page's session as Firestore asks Auth for it. */
const pageAuth: FirebaseAuthInternal = {
  getUid: () => session?.uid ?? null,
  async getToken(refresh) {
    if (refresh) await refreshSession();
    return session?.idToken ? { accessToken: session.idToken } : null;
  },
  addAuthTokenListener(listener) {
    tokenListeners.add(listener);
    // As Auth does, a new listener is told the current token once it is known, never within
    // this call: Firestore waits for the next token after adding its listener.
    if (session) {
      const { idToken } = session;
      queueMicrotask(() => listener(idToken));
    }
  },
  removeAuthTokenListener: (listener) => void tokenListeners.delete(listener),
};

/**
 * App Check with tokens from the page: reCAPTCHA runs only in a page, so each token comes from
 * the page's own App Check.
 */
async function startAppCheck(app: firebaseApp.FirebaseApp) {
  const { CustomProvider, initializeAppCheck } = await import('firebase/app-check');
  const getToken = () =>
    new Promise<{ token: string; expireTimeMillis: number }>((resolve) => {
      appCheckWaiters.push(resolve);
      scope.postMessage({ type: 'app-check-token' });
    });
  initializeAppCheck(app, {
    provider: new CustomProvider({ getToken }),
    isTokenAutoRefreshEnabled: true,
  });
}

async function watch(uid: string) {
  registerComponent(new Component('auth-internal', () => pageAuth, 'PRIVATE' as ComponentType));
  const app = firebaseApp.initializeApp(env.firebase);
  if (env.appCheckSiteKey) await startAppCheck(app);
  const firestore = getFirestore(app);
  if (env.useEmulators) {
    connectFirestoreEmulator(firestore, __FIRESTORE_EMULATOR__.host, __FIRESTORE_EMULATOR__.port);
  }
  onSnapshot(
    doc(firestore, COLLECTIONS.orderVersions, uid),
    (snapshot) => scope.postMessage({ type: 'version', version: versionIn(snapshot) }),
    (error) => scope.postMessage({ type: 'failed', reason: String(error) }),
  );
}

scope.addEventListener('message', ({ data }) => {
  switch (data.type) {
    case 'watch':
      watch(data.uid).catch((error: unknown) =>
        scope.postMessage({ type: 'failed', reason: String(error) }),
      );
      return;
    case 'session': {
      const changed = session?.idToken !== data.idToken || session.uid !== data.uid;
      session = { uid: data.uid, idToken: data.idToken };
      if (changed) for (const listener of tokenListeners) listener(data.idToken);
      const waiters = sessionWaiters;
      sessionWaiters = [];
      for (const resolve of waiters) resolve();
      return;
    }
    case 'app-check-token':
      appCheckWaiters.shift()?.({ token: data.token, expireTimeMillis: data.expireTimeMillis });
  }
});
