import type { NextFunction, Request, Response } from 'express';
import { API_ERROR } from '@pedalworks/domain/messages';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import { auth } from '../../lib/admin';
import { HttpError } from '../errors';

/** The verified caller of a request. */
export interface Caller {
  uid: string;
  email: string;
  name: string;
  admin: boolean;
  token: string;
}

declare module 'express-serve-static-core' {
  interface Request {
    caller?: Caller;
  }
}

/** The caller as a timeline actor: uid and role. */
export const actorOf = (caller: Caller): TimelineActor => ({
  uid: caller.uid,
  role: caller.admin ? 'admin' : 'customer',
});

/** Verifies `Authorization: Bearer <Firebase ID token>` and sets req.caller; 401 otherwise. */
export async function requireCaller(req: Request, _res: Response, next: NextFunction) {
  const match = /^Bearer (\S+)$/.exec(req.get('authorization') ?? '');
  if (!match) throw new HttpError(401, API_ERROR.unauthenticated);
  const token = match[1]!;
  const decoded = await auth()
    .verifyIdToken(token)
    .catch(() => {
      throw new HttpError(401, API_ERROR.unauthenticated);
    });
  if (!decoded.email) throw new HttpError(401, API_ERROR.unauthenticated);
  req.caller = {
    uid: decoded.uid,
    email: decoded.email.toLowerCase(),
    name: typeof decoded.name === 'string' ? decoded.name : '',
    admin: decoded.admin === true,
    token,
  };
  next();
}

/** Admin-only routes: the custom claim `admin: true` on a verified token; 403 otherwise. */
export function requireAdmin(req: Request, _res: Response, next: NextFunction) {
  if (!req.caller?.admin) throw new HttpError(403, API_ERROR.forbidden);
  next();
}

/** The caller set by requireCaller. */
export function callerOf(req: Request): Caller {
  if (!req.caller) throw new HttpError(401, API_ERROR.unauthenticated);
  return req.caller;
}
