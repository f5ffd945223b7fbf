import {
  MY_ORDERS_PATH,
  SESSION_COOKIE,
  SESSION_COOKIE_ATTRIBUTES,
  SESSION_COOKIE_DAYS,
  SESSION_COOKIE_RECORD_KEY,
} from '@pedalworks/domain/constants';

/**
 * The `__session` cookie, by which the server renders My Orders with the customer's orders:
 * minted by POST /api/session while signed in, deleted here the moment the session ends (the
 * server sets it without HttpOnly for that reason, see routes/session.ts). Called by Firebase's
 * onIdTokenChanged listener (lib/firebase.ts), so it ships with Firebase; it imports nothing of
 * the app's (the listener gives it the caller's headers), so that Firebase's module stays a leaf.
 *
 * The cookie is sent to My Orders' path alone, so other pages cannot see it: what was minted,
 * for whom and until when is kept beside it in localStorage; on My Orders the browser itself says
 * whether the cookie is there (a person may have cleared cookies alone).
 */

/** A cookie this close to its end is minted again, before it goes. */
const RENEW_BEFORE_MS = 24 * 60 * 60 * 1000;

/** Who the page is signed in as, as the last call said. */
let current: CookieUser | null = null;
/** A mint is in flight: a burst of token changes asks for one cookie. */
let minting = false;

const hasCookie = () =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));

interface Minted {
  uid?: string;
  until?: number;
}

function mintedFor(uid: string): boolean {
  let minted: Minted | null;
  try {
    minted = JSON.parse(localStorage.getItem(SESSION_COOKIE_RECORD_KEY) ?? 'null') as Minted | null;
  } catch {
    return false;
  }
  if (minted?.uid !== uid || (minted.until ?? 0) - RENEW_BEFORE_MS < Date.now()) return false;
  return !location.pathname.startsWith(MY_ORDERS_PATH) || hasCookie();
}

/**
 * sessionStorage: set while this tab's session is not remembered ('Remember me' off), which
 * lives in this tab alone: no cookie may outlive it, so none is minted for it.
 */
const TAB_ONLY_KEY = 'sessionCookieOff';

/**
 * Says whether the session about to start is remembered: a session of this tab alone gets no
 * cookie (the one left from a remembered session is deleted with the change of user).
 */
export function rememberSessionCookie(remember: boolean): void {
  if (remember) sessionStorage.removeItem(TAB_ONLY_KEY);
  else sessionStorage.setItem(TAB_ONLY_KEY, '1');
}

function deleteCookie(): void {
  document.cookie = `${SESSION_COOKIE}=; Max-Age=0; ${SESSION_COOKIE_ATTRIBUTES}`;
  localStorage.removeItem(SESSION_COOKIE_RECORD_KEY);
}

/** The signed-in user, as the listener gives them: their uid and their API call's headers. */
export interface CookieUser {
  uid: string;
  headers: () => Promise<Record<string, string>>;
}

/** POST /api/session: the browser keeps the cookie it sets. */
async function mint(user: CookieUser): Promise<void> {
  const response = await fetch('/api/session', { method: 'POST', headers: await user.headers() });
  if (!response.ok) throw new Error(`POST /api/session answered ${response.status}`);
}

/**
 * Signed in without a cookie of theirs: mints it, once at a time (a failure is logged and tried
 * again at the next token change; it never signs anyone out). Signed out, another user, or a
 * session of this tab alone: deletes it at once, and a cookie that arrives for a user no longer
 * signed in is deleted too.
 */
export function syncSessionCookie(user: CookieUser | null): void {
  const switched = current !== null && current.uid !== user?.uid;
  current = user;
  const tabOnly = sessionStorage.getItem(TAB_ONLY_KEY) !== null;
  if (!user || switched || tabOnly) deleteCookie();
  if (!user || tabOnly || minting || mintedFor(user.uid)) return;
  minting = true;
  const { uid } = user;
  mint(user)
    .then(() => {
      const until = Date.now() + SESSION_COOKIE_DAYS * 24 * 60 * 60 * 1000;
      localStorage.setItem(SESSION_COOKIE_RECORD_KEY, JSON.stringify({ uid, until }));
    })
    .catch((error: unknown) => console.error('The session cookie was not minted:', error))
    .finally(() => {
      minting = false;
      if (current?.uid === uid) return;
      deleteCookie();
      syncSessionCookie(current);
    });
}
