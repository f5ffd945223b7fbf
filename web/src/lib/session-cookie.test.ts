import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE } from '@pedalworks/domain/constants';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiFetch }));

/**
 * jsdom keeps a `Secure` cookie only on a secure origin; vitest's jsdom page is
 * http://localhost:3000, which counts as one (tough-cookie treats localhost as secure), so the
 * module's own Secure deletion is really tried. The first test proves that it is.
 */
const setCookie = (value: string) => {
  document.cookie = `${SESSION_COOKIE}=${value}; Path=/; Max-Age=3600; Secure; SameSite=Lax`;
};
const cookieValue = () =>
  document.cookie
    .split(';')
    .map((pair) => pair.trim())
    .find((pair) => pair.startsWith(`${SESSION_COOKIE}=`))
    ?.slice(SESSION_COOKIE.length + 1);

/** A deferred answer of POST /api/session; answering it sets the cookie as the browser would. */
function pendingMint() {
  let answer!: () => void;
  let fail!: (error: Error) => void;
  apiFetch.mockImplementationOnce(
    () =>
      new Promise<void>((resolve, reject) => {
        answer = () => {
          setCookie('minted');
          resolve();
        };
        fail = reject;
      }),
  );
  return { answer: () => answer(), fail: (error: Error) => fail(error) };
}

/** What is written to document.cookie from now on (still written). */
function cookieWrites(): string[] {
  const writes: string[] = [];
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    cookie.set!.call(document, value);
  });
  return writes;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const alice = { uid: 'alice' };
const bob = { uid: 'bob' };

let syncSessionCookie: typeof import('./session-cookie').syncSessionCookie;

beforeEach(async () => {
  vi.resetModules();
  apiFetch.mockReset();
  ({ syncSessionCookie } = await import('./session-cookie'));
});
afterEach(() => {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure`;
  vi.restoreAllMocks();
});

describe('the __session cookie of the server-rendered pages', () => {
  it('jsdom keeps and deletes a Secure cookie on this page, so the tests below can fail', () => {
    setCookie('kept');
    expect(cookieValue()).toBe('kept');
    document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
    expect(cookieValue()).toBeUndefined();
  });

  it('signed in without the cookie: POST /api/session once, never signing anyone out', async () => {
    const mint = pendingMint();
    syncSessionCookie(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith('/session', {
      method: 'POST',
      protected: true,
      signOutOn: [],
    });
    mint.answer();
    await settle();
    expect(cookieValue()).toBe('minted');
    syncSessionCookie(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('signed in with the cookie there: no call', () => {
    setCookie('already');
    syncSessionCookie(alice);
    expect(apiFetch).not.toHaveBeenCalled();
    expect(cookieValue()).toBe('already');
  });

  it('a burst of token changes mints once at a time', async () => {
    const mint = pendingMint();
    for (let change = 0; change < 5; change++) syncSessionCookie(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    mint.answer();
    await settle();
    syncSessionCookie(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('a failed mint is logged and tried again at the next token change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mint = pendingMint();
    syncSessionCookie(alice);
    mint.fail(new Error('offline'));
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(cookieValue()).toBeUndefined();
    pendingMint();
    syncSessionCookie(alice);
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('a null user (signed out, session ended) deletes the cookie at once', () => {
    const writes = cookieWrites();
    setCookie('left-from-a-visit');
    expect(cookieValue()).toBe('left-from-a-visit');
    syncSessionCookie(null);
    expect(cookieValue()).toBeUndefined();
    expect(writes.at(-1)).toBe(`${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`);

    setCookie('signed-in');
    syncSessionCookie(alice);
    syncSessionCookie(null);
    expect(cookieValue()).toBeUndefined();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('a cookie that arrives after sign-out is deleted; one for another user is replaced', async () => {
    const late = pendingMint();
    syncSessionCookie(alice);
    syncSessionCookie(null);
    late.answer();
    await settle();
    expect(cookieValue()).toBeUndefined();

    setCookie('alice');
    syncSessionCookie(alice);
    const bobs = pendingMint();
    syncSessionCookie(bob);
    expect(cookieValue()).toBeUndefined();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    bobs.answer();
    await settle();
    expect(cookieValue()).toBe('minted');
  });
});
