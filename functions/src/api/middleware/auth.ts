import type { NextFunction, Request, Response } from 'express';
import type { DecodedIdToken } from 'firebase-admin/auth';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { roleOfClaims } from '@pedalworks/domain/roles';
import { auth } from '../../lib/admin';
import { callerFromToken, type Caller } from '../../lib/caller';
import { HttpError } from '../../lib/errors';
import { checkAppCheck } from './app-check';
import { limitAccount } from './rate-limit';

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

async function verify(token: string, checkRevoked: boolean): Promise<DecodedIdToken> {
  return auth()
    .verifyIdToken(token, checkRevoked)
    .catch(() => {
      throw new HttpError(401, API_ERROR.unauthenticated);
    });
}

/**
 * A token with a staff role is verified again with revocation checked, so that a role removed
 * (its refresh tokens revoked), an ended session or a disabled account acts no more, at once.
 */
export async function requireCaller(req: Request, res: Response, next: NextFunction) {
  await checkAppCheck(req);
  const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, API_ERROR.unauthenticated);
  const token = match[1]!;
  let decoded = await verify(token, false);
  if (roleOfClaims(decoded) !== 'customer') decoded = await verify(token, true);
  const caller = callerFromToken(decoded, token);
  if (!caller) throw new HttpError(401, API_ERROR.unauthenticated);
  req.caller = caller;
  await limitAccount(req, res, next);
}

/** The caller set by requireCaller. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new HttpError(401, API_ERROR.unauthenticated);
  return req.caller;
}
