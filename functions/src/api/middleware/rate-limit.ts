import type { NextFunction, Request, Response } from 'express';
import { Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/messages';
import { db } from '../../lib/admin';
import { TooManyRequests } from '../errors';

/**
 * Counts one request of `key` in the current fixed window, shared by every function instance:
 * rateLimits/{key}_{windowStart} holds the count, read and raised in one transaction. Past `max`
 * the request is refused with 429 and Retry-After (the end of the window) and the count is not
 * raised further. `expiresAt` lets a Firestore TTL policy delete old windows.
 */
export async function countRequest(key: string, max: number, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
  const windowEnd = windowStart + RATE_LIMIT_WINDOW_MS;
  const safeKey = key.replace(/[^A-Za-z0-9:._-]/g, '_').slice(0, 300);
  const ref = db().collection(COLLECTIONS.rateLimits).doc(`${safeKey}_${windowStart}`);
  const allowed = await db().runTransaction(async (transaction) => {
    const count: unknown = (await transaction.get(ref)).get('count');
    const counted = typeof count === 'number' ? count : 0;
    if (counted >= max) return false;
    transaction.set(ref, {
      count: counted + 1,
      expiresAt: Timestamp.fromMillis(windowEnd + RATE_LIMIT_WINDOW_MS),
    });
    return true;
  });
  if (!allowed) throw new TooManyRequests(API_ERROR.tooManyRequests, windowEnd - now);
}

/**
 * The calling address: the client's address as the platform's proxies (Hosting, Google's front
 * end) pass it, which Express gives as req.ip with `trust proxy` on; the socket's otherwise.
 */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Every request counts against its address: RATE_LIMIT_PER_IP per window. */
export async function limitAddress(req: Request, _res: Response, next: NextFunction) {
  await countRequest(`ip:${clientAddress(req)}`, RATE_LIMIT_PER_IP);
  next();
}

/** A signed-in request counts against its account too: RATE_LIMIT_PER_ACCOUNT per window. */
export async function limitAccount(req: Request, _res: Response, next: NextFunction) {
  if (req.caller) await countRequest(`uid:${req.caller.uid}`, RATE_LIMIT_PER_ACCOUNT);
  next();
}
