import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { accountName } from '@pedalworks/domain/accounts';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { auth } from '../../lib/admin';
import type { Caller } from '../../lib/caller';
import { HttpError } from '../../lib/errors';
import { checkAppCheck } from './app-check';
import { limitAccount } from './rate-limit';

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/** An admin is the claim on a verified address: a claim alone (or an unverified email) is not. */
function isVerifiedAdmin(token: { admin?: unknown; email_verified?: unknown }): boolean {
  return token.admin === true && token.email_verified === true;
}

async function verify(token: string, checkRevoked: boolean): Promise<DecodedIdToken> {
  return auth()
    .verifyIdToken(token, checkRevoked)
    .catch(() => {
      throw new HttpError(401, API_ERROR.unauthenticated);
    });
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` and sets req.caller; 401 otherwise. A
 * token that carries admin powers is verified again with revocation checked
 * (verifyIdToken(token, true)): a session ended by a password change, a revocation or a disabled
 * account acts as admin no more, at once. With App Check enforced, the call must come from the
 * app too. Then the request counts against the account's rate limit (429 past it).
 */
export async function requireCaller(req: Request, res: Response, next: NextFunction) {
  await checkAppCheck(req);
  const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, API_ERROR.unauthenticated);
  const token = match[1]!;
  let decoded = await verify(token, false);
  if (isVerifiedAdmin(decoded)) decoded = await verify(token, true);
  const caller = callerFromToken(decoded, token);
  if (!caller) throw new HttpError(401, API_ERROR.unauthenticated);
  req.caller = caller;
  await limitAccount(req, res, next);
}

/**
 * The caller a verified token speaks for: an ID token (requireCaller) or a session cookie
 * (sessionCaller, ./session.ts), whose claims are the same. `credential` is the verified string
 * itself (Caller.token). Null for an account without an e-mail address, which the shop refuses.
 */
export function callerFromToken(decoded: DecodedIdToken, credential: string): Caller | null {
  if (!decoded.email) return null;
  return {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    name: accountName(decoded.name),
    admin: isVerifiedAdmin(decoded),
    emailVerified: decoded.email_verified === true,
    token: credential,
  };
}

/** Admin-only routes: the claim `admin: true` on a verified email, revocation checked; 403 otherwise. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!callerOf(req).admin) throw new HttpError(403, API_ERROR.forbidden);
  next();
}

/** The caller set by requireCaller. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new HttpError(401, API_ERROR.unauthenticated);
  return req.caller;
}
