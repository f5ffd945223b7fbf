import { SESSION_COOKIE } from '@pedalworks/domain/constants';
// A cycle (api-client → session → firebase → here) only through session.ts's lazy
// import('./firebase'): see lib/firebase.ts.
// eslint-disable-next-line import-x/no-cycle
import { apiFetch } from '@/lib/api-client';

/**
 * The `__session` cookie, by which the server renders a signed-in page (My Orders) with the
 * customer's data: minted by POST /api/session while signed in, deleted here the moment the
 * session ends (the server sets it without HttpOnly for that reason, see routes/session.ts).
 * Called by Firebase's onIdTokenChanged listener (lib/firebase.ts), so it ships with Firebase.
 */

/** The uid the page is signed in as, as the last call said. */
let current: string | null = null;
/** A mint is in flight: a burst of token changes asks for one cookie. */
let minting = false;

const hasCookie = () =>
  document.cookie.split(';').some((pair) => pair.trim().startsWith(`${SESSION_COOKIE}=`));

function deleteCookie(): void {
  document.cookie = `${SESSION_COOKIE}=; Path=/; Max-Age=0; Secure; SameSite=Lax`;
}

/**
 * Signed in without the cookie: mints it, once at a time (a failure is logged and tried again at
 * the next token change; it never signs anyone out). Signed out, or another user: deletes it at
 * once, and a cookie that arrives for a user no longer signed in is deleted too.
 */
export function syncSessionCookie(user: { uid: string } | null): void {
  const uid = user?.uid ?? null;
  const switched = current !== null && current !== uid;
  current = uid;
  if (uid === null || switched) deleteCookie();
  if (uid === null || minting || hasCookie()) return;
  minting = true;
  apiFetch('/session', { method: 'POST', protected: true, signOutOn: [] })
    .catch((error: unknown) => console.error('The session cookie was not minted:', error))
    .finally(() => {
      minting = false;
      if (current === uid) return;
      deleteCookie();
      syncSessionCookie(current === null ? null : { uid: current });
    });
}
