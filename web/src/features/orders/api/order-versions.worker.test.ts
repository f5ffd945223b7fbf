import type { FirebaseAuthInternal } from '@firebase/auth-interop-types';
import type { Component } from '@firebase/component';
import { afterAll, describe, expect, it, vi } from 'vitest';
import type { FromWorker, ToWorker } from './order-versions-protocol';

/** Firebase as the worker sees it: the component it registers, the listener it starts. */
const { firebase } = vi.hoisted(() => ({
  firebase: {
    registered: [] as Component<'auth-internal'>[],
    listened: [] as {
      path: string;
      next: (snapshot: unknown) => void;
      error: (e: Error) => void;
    }[],
  },
}));
vi.mock('firebase/app', () => ({
  initializeApp: () => ({ name: 'worker' }),
  _registerComponent: (component: Component<'auth-internal'>) => {
    firebase.registered.push(component);
    return true;
  },
}));
vi.mock('firebase/firestore', () => ({
  getFirestore: () => ({}),
  connectFirestoreEmulator: () => undefined,
  doc: (_firestore: unknown, ...path: string[]) => path.join('/'),
  onSnapshot: (path: string, next: (s: unknown) => void, error: (e: Error) => void) => {
    firebase.listened.push({ path, next, error });
    return () => undefined;
  },
}));

const posted: FromWorker[] = [];
vi.stubGlobal('postMessage', (message: FromWorker) => posted.push(message));
await import('./order-versions.worker');
afterAll(() => vi.unstubAllGlobals());

const fromPage = (data: ToWorker) => dispatchEvent(new MessageEvent('message', { data }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('the version watcher worker', () => {
  let auth: FirebaseAuthInternal;
  const told: (string | null)[] = [];

  it('listens to the customer’s version and posts it, with its default of 0', async () => {
    fromPage({ type: 'watch', uid: 'rider' });
    await settle();
    expect(firebase.listened.map((listen) => listen.path)).toEqual(['orderVersions/rider']);
    const [listen] = firebase.listened;
    listen?.next({ get: () => undefined });
    listen?.next({ get: (field: string) => (field === 'version' ? 7 : undefined) });
    listen?.error(new Error('permission-denied'));
    expect(posted).toEqual([
      { type: 'version', version: 0 },
      { type: 'version', version: 7 },
      { type: 'failed', reason: 'Error: permission-denied' },
    ]);
  });

  it('gives Firestore the page’s session through Auth’s interop', async () => {
    expect(firebase.registered.map((component) => component.name)).toEqual(['auth-internal']);
    auth = firebase.registered[0]!.instanceFactory(
      undefined as never,
      {},
    ) as unknown as FirebaseAuthInternal;
    // No word from the page yet: nothing is told, and there is no token.
    auth.addAuthTokenListener((token) => told.push(token));
    await settle();
    expect(told).toEqual([]);
    expect(await auth.getToken()).toBeNull();

    fromPage({ type: 'session', uid: 'rider', idToken: 'token-0' });
    expect(told).toEqual(['token-0']);
    expect(auth.getUid()).toBe('rider');
    expect(await auth.getToken()).toEqual({ accessToken: 'token-0' });
    // The same token again (the page's listener and an answer both send it) tells nobody.
    fromPage({ type: 'session', uid: 'rider', idToken: 'token-0' });
    expect(told).toEqual(['token-0']);
  });

  it('tells a listener added later the current token, after adding it, never within', async () => {
    const late: (string | null)[] = [];
    auth.addAuthTokenListener((token) => late.push(token));
    expect(late).toEqual([]);
    await settle();
    expect(late).toEqual(['token-0']);
  });

  it('asks the page for a refreshed token when Firestore asks for one', async () => {
    posted.length = 0;
    const refreshed = auth.getToken(true);
    expect(posted).toEqual([{ type: 'refresh-id-token' }]);
    fromPage({ type: 'session', uid: 'rider', idToken: 'token-1' });
    expect(await refreshed).toEqual({ accessToken: 'token-1' });
    expect(told).toEqual(['token-0', 'token-1']);
  });
});
