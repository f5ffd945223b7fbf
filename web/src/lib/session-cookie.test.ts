import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MY_ORDERS_PATH,
  SESSION_COOKIE,
  SESSION_COOKIE_ATTRIBUTES,
  SESSION_COOKIE_RECORD_KEY,
} from '@pedalworks/domain/constants';

/** The browser's fetch: POST /api/session, answered by the tests. */
const apiFetch = vi.fn();
vi.stubGlobal('fetch', apiFetch);

/**
 * jsdom keeps a `Secure` cookie only on a secure origin; vitest's jsdom page is
 * http://localhost:3000, which counts as one (tough-cookie treats localhost as secure), so the
 * module's own Secure deletion is really tried. The first test proves that it is. The tests run
 * on My Orders' path, the only one the cookie is sent to (and seen from), unless they leave it.
 */
const setCookie = (value: string) => {
  document.cookie = `${SESSION_COOKIE}=${value}; Max-Age=3600; ${SESSION_COOKIE_ATTRIBUTES}`;
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
      new Promise<{ ok: boolean }>((resolve, reject) => {
        answer = () => {
          setCookie('minted');
          resolve({ ok: true });
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

/** The cookie of an earlier visit: there, and recorded as minted for `uid`. */
const leftFor = (uid: string) => {
  setCookie(uid);
  localStorage.setItem(SESSION_COOKIE_RECORD_KEY, JSON.stringify({ uid, until: Date.now() + 9e7 }));
};

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const caller = (uid: string) => ({
  uid,
  headers: () => Promise.resolve({ Authorization: `Bearer ${uid}-token` }),
});
const alice = caller('alice');
const bob = caller('bob');

let syncSessionCookie: typeof import('./session-cookie').syncSessionCookie;
/** A change of user, and what it starts until the mint's request is sent (its headers). */
const sync = async (user: Parameters<typeof syncSessionCookie>[0]) => {
  syncSessionCookie(user);
  await settle();
};

beforeEach(async () => {
  vi.resetModules();
  apiFetch.mockReset();
  localStorage.clear();
  sessionStorage.clear();
  history.replaceState(null, '', MY_ORDERS_PATH);
  ({ syncSessionCookie } = await import('./session-cookie'));
});
afterEach(() => {
  history.replaceState(null, '', MY_ORDERS_PATH);
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; ${SESSION_COOKIE_ATTRIBUTES}`;
  vi.restoreAllMocks();
});

describe('the __session cookie of the server-rendered pages', () => {
  it('jsdom keeps and deletes a Secure cookie on this page, so the tests below can fail', async () => {
    setCookie('kept');
    expect(cookieValue()).toBe('kept');
    document.cookie = `${SESSION_COOKIE}=; Max-Age=0; ${SESSION_COOKIE_ATTRIBUTES}`;
    expect(cookieValue()).toBeUndefined();
  });

  it('is seen on My Orders alone: elsewhere, the record of the last mint stands for it', async () => {
    const mint = pendingMint();
    await sync(alice);
    mint.answer();
    await settle();
    history.replaceState(null, '', '/allTool');
    expect(cookieValue()).toBeUndefined();
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    // Back on My Orders without the cookie (cleared by the person): minted again.
    history.replaceState(null, '', MY_ORDERS_PATH);
    document.cookie = `${SESSION_COOKIE}=; Max-Age=0; ${SESSION_COOKIE_ATTRIBUTES}`;
    pendingMint();
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('a cookie near its end is minted again, before it goes', async () => {
    const mint = pendingMint();
    await sync(alice);
    mint.answer();
    await settle();
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 4.5 * 24 * 60 * 60 * 1000);
    pendingMint();
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('signed in without the cookie: POST /api/session once, never signing anyone out', async () => {
    const mint = pendingMint();
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
    expect(apiFetch).toHaveBeenCalledWith('/api/session', {
      method: 'POST',
      headers: { Authorization: 'Bearer alice-token' },
    });
    mint.answer();
    await settle();
    expect(cookieValue()).toBe('minted');
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('signed in with the cookie there, minted for them: no call', async () => {
    leftFor('alice');
    await sync(alice);
    expect(apiFetch).not.toHaveBeenCalled();
    expect(cookieValue()).toBe('alice');
  });

  it('a burst of token changes mints once at a time', async () => {
    const mint = pendingMint();
    for (let change = 0; change < 5; change++) syncSessionCookie(alice);
    await settle();
    expect(apiFetch).toHaveBeenCalledTimes(1);
    mint.answer();
    await settle();
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });

  it('a failed mint is logged and tried again at the next token change', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const mint = pendingMint();
    await sync(alice);
    mint.fail(new Error('offline'));
    await settle();
    expect(error).toHaveBeenCalledTimes(1);
    expect(cookieValue()).toBeUndefined();
    pendingMint();
    await sync(alice);
    expect(apiFetch).toHaveBeenCalledTimes(2);
  });

  it('a null user (signed out, session ended) deletes the cookie at once', async () => {
    const writes = cookieWrites();
    setCookie('left-from-a-visit');
    expect(cookieValue()).toBe('left-from-a-visit');
    await sync(null);
    expect(cookieValue()).toBeUndefined();
    expect(writes.at(-1)).toBe(`${SESSION_COOKIE}=; Max-Age=0; ${SESSION_COOKIE_ATTRIBUTES}`);

    leftFor('alice');
    await sync(alice);
    await sync(null);
    expect(cookieValue()).toBeUndefined();
    expect(apiFetch).not.toHaveBeenCalled();
  });

  it('a cookie that arrives after sign-out is deleted; one for another user is replaced', async () => {
    const late = pendingMint();
    await sync(alice);
    await sync(null);
    late.answer();
    await settle();
    expect(cookieValue()).toBeUndefined();

    leftFor('alice');
    await sync(alice);
    const bobs = pendingMint();
    await sync(bob);
    expect(cookieValue()).toBeUndefined();
    expect(apiFetch).toHaveBeenCalledTimes(2);
    bobs.answer();
    await settle();
    expect(cookieValue()).toBe('minted');
  });

  it("a session of this tab alone ('Remember me' off) gets no cookie, and keeps none", async () => {
    const { rememberSessionCookie } = await import('./session-cookie');
    leftFor('alice');
    rememberSessionCookie(false);
    await sync(bob);
    expect(apiFetch).not.toHaveBeenCalled();
    expect(cookieValue()).toBeUndefined();
    rememberSessionCookie(true);
    pendingMint();
    await sync(bob);
    expect(apiFetch).toHaveBeenCalledTimes(1);
  });
});
