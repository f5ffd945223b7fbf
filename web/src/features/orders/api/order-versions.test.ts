import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FromWorker, ToWorker } from './order-versions-protocol';

/** The page's session as lib/firebase.ts has it: a user whose tokens the test counts. */
const { firebase, inPage } = vi.hoisted(() => {
  let issued = 0;
  const user = {
    uid: 'rider',
    getIdToken: (refresh = false) => Promise.resolve(refresh ? `token-${++issued}` : 'token-0'),
  };
  const listeners = new Set<(user: unknown) => void>();
  return {
    firebase: {
      user,
      listeners,
      auth: { currentUser: user },
      watchUser: (listener: (user: unknown) => void) => {
        listeners.add(listener);
        listener(user);
        return () => listeners.delete(listener);
      },
      appCheckTokenWithExpiry: () => Promise.resolve({ token: 'attested', expireTimeMillis: 9 }),
    },
    inPage: { watchInPage: vi.fn(() => () => undefined) },
  };
});
vi.mock('@/lib/firebase', () => firebase);
vi.mock('./order-versions-in-page', () => inPage);

/** A worker that records what the page sends it, and sends what a test tells it to. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  received: ToWorker[] = [];
  terminated = false;
  constructor(
    readonly url: URL,
    readonly options: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  postMessage(message: ToWorker) {
    this.received.push(message);
  }
  terminate() {
    this.terminated = true;
  }
  send(data: FromWorker) {
    this.dispatchEvent(new MessageEvent('message', { data }));
  }
}

const { watchOrderVersion } = await import('./order-versions');

/** Lets pending promises (tokens, imports) settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('watchOrderVersion: the version watcher in its worker', () => {
  beforeEach(() => {
    FakeWorker.made = [];
    inPage.watchInPage.mockClear();
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('starts a module worker, lends it the session, and passes its versions on', async () => {
    const versions: number[] = [];
    const stop = watchOrderVersion('rider', (version) => versions.push(version));
    await settle();
    const [worker] = FakeWorker.made;
    expect(worker?.options).toEqual({ type: 'module', name: 'order-versions' });
    expect(worker?.url.pathname).toMatch(/order-versions\.worker\.ts$/);
    expect(worker?.received).toEqual([
      { type: 'watch', uid: 'rider' },
      { type: 'session', uid: 'rider', idToken: 'token-0' },
    ]);
    worker?.send({ type: 'version', version: 3 });
    worker?.send({ type: 'version', version: 4 });
    expect(versions).toEqual([3, 4]);
    // A signed-out page tells the worker so.
    for (const listener of firebase.listeners) listener(null);
    await settle();
    expect(worker?.received.at(-1)).toEqual({ type: 'session', uid: null, idToken: null });
    stop();
    expect(worker?.terminated).toBe(true);
    expect(firebase.listeners.size).toBe(0);
    expect(inPage.watchInPage).not.toHaveBeenCalled();
  });

  it('answers a refused token with a refreshed one, and App Check with its token', async () => {
    const stop = watchOrderVersion('rider', () => undefined);
    const [worker] = FakeWorker.made;
    worker?.send({ type: 'refresh-id-token' });
    worker?.send({ type: 'app-check-token' });
    await settle();
    expect(worker?.received.slice(2)).toEqual([
      { type: 'session', uid: 'rider', idToken: 'token-1' },
      { type: 'app-check-token', token: 'attested', expireTimeMillis: 9 },
    ]);
    stop();
  });

  it('watches on the page, once, when the worker cannot run', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const onVersion = () => undefined;
    const stop = watchOrderVersion('rider', onVersion);
    const [worker] = FakeWorker.made;
    worker?.dispatchEvent(new ErrorEvent('error', { message: 'no module workers' }));
    worker?.dispatchEvent(new ErrorEvent('error', { message: 'again' }));
    await settle();
    expect(worker?.terminated).toBe(true);
    expect(inPage.watchInPage).toHaveBeenCalledTimes(1);
    expect(inPage.watchInPage).toHaveBeenCalledWith('rider', onVersion);
    expect(warn).toHaveBeenCalledWith('The orders are watched on the page: no module workers');
    stop();
    warn.mockRestore();
  });

  it('watches on the page in a browser without workers', async () => {
    vi.stubGlobal('Worker', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const stop = watchOrderVersion('rider', () => undefined);
    await settle();
    expect(inPage.watchInPage).toHaveBeenCalledTimes(1);
    stop();
  });
});
