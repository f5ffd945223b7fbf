import { SESSION_COOKIE } from '@pedalworks/domain/constants';
import { auth } from '../../lib/admin';
import { callerFromToken, type Caller } from '../../lib/caller';

/** The value of the `__session` cookie in a raw Cookie header, or undefined when there is none. */
function sessionCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator < 0 || pair.slice(0, separator).trim() !== SESSION_COOKIE) continue;
    const value = pair.slice(separator + 1).trim();
    return value || undefined;
  }
  return undefined;
}

/**
 * Who a request to the server renderer comes from: the Firebase session cookie of its
 * `__session` cookie (minted by POST /api/session, the one cookie Hosting forwards to
 * functions), verified with revocation checked, so a session ended by a revocation, a password
 * change, a disabled or a deleted account renders nothing of the account's at once. The same
 * Caller as requireCaller's (callerFromToken), its `token` the session cookie: the services
 * read uid, email, name and admin, and only PUT /api/user echoes `token`, which a page never
 * serves. Null for anything else (no cookie, malformed, expired, revoked): never throws.
 */
export async function sessionCaller(cookieHeader: string | undefined): Promise<Caller | null> {
  const cookie = sessionCookieOf(cookieHeader);
  if (!cookie) return null;
  try {
    return callerFromToken(await auth().verifySessionCookie(cookie, true), cookie);
  } catch {
    return null;
  }
}
