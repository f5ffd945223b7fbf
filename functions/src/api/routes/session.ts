import { Router } from 'express';
import {
  SESSION_COOKIE,
  SESSION_COOKIE_ATTRIBUTES,
  SESSION_COOKIE_DAYS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { auth } from '../../lib/admin';
import { HttpError } from '../../lib/errors';
import { callerOf, requireCaller } from '../middleware/auth';

export const sessionRouter = Router();

const SESSION_SECONDS = SESSION_COOKIE_DAYS * 24 * 60 * 60;

/**
 * Mints a Firebase session cookie from the caller's ID token and sets it as `__session`: the
 * one cookie Hosting forwards to functions, by which the server renderer (sessionCaller) knows
 * whose orders to render into My Orders. 204, never cached: `private, no-store`, and `private`
 * it must be, for Hosting drops the Set-Cookie of an answer its CDN could share.
 *
 * Deliberately not HttpOnly: the web app deletes the cookie itself at sign-out (and whenever
 * Firebase says the session ended), synchronously and offline too, so no page is ever rendered
 * with a signed-out customer's orders; an HttpOnly cookie could only be cleared by another
 * request, which may never arrive. HttpOnly would protect nothing here: the page's scripts can
 * already read the app's Firebase refresh token (IndexedDB) and its ID token (accessToken),
 * which mint a session cookie at will. Secure and SameSite=Lax keep it off plain HTTP and off
 * other sites' cross-site requests; its path, My Orders', off every other request.
 */
sessionRouter.post('/session', requireCaller, async (req, res) => {
  const { token } = callerOf(req);
  const cookie = await auth()
    .createSessionCookie(token, { expiresIn: SESSION_SECONDS * 1000 })
    .catch(() => {
      throw new HttpError(401, API_ERROR.unauthenticated);
    });
  res
    .set('Cache-Control', 'private, no-store')
    .set(
      'Set-Cookie',
      `${SESSION_COOKIE}=${cookie}; Max-Age=${SESSION_SECONDS}; ${SESSION_COOKIE_ATTRIBUTES}`,
    )
    .status(204)
    .end();
});
