import type { NextFunction, Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { db } from '../../lib/admin';
import { TooManyRequests } from '../../lib/errors';

/**
 * Counts one request of `key` in the current fixed window, shared by every function instance:
 * rateLimits/{key}_{windowStart} holds the count, raised by an atomic increment and then read
 * back; past `max` the request is refused with 429 and Retry-After (the end of the window).
 * Each request's increment is atomic, so the request that made the count max + 1 (and every
 * later one) reads more than max: at most `max` pass per window, with no lock. (A read-then-
 * write transaction deadlocks on this hot document when two requests of one caller arrive
 * together, as a page's tool and review reads do.) `expiresAt` lets a Firestore TTL policy
 * delete old windows.
 */
async function countRequest(key: string, max: number, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
  const windowEnd = windowStart + RATE_LIMIT_WINDOW_MS;
  const safeKey = key.replace(/[^A-Za-z0-9:._-]/g, '_').slice(0, 300);
  const ref = db().collection(COLLECTIONS.rateLimits).doc(`${safeKey}_${windowStart}`);
  await ref.set(
    {
      count: FieldValue.increment(1),
      expiresAt: Timestamp.fromMillis(windowEnd + RATE_LIMIT_WINDOW_MS),
    },
    { merge: true },
  );
  const count: unknown = (await ref.get()).get('count');
  if (typeof count === 'number' && count > max) {
    throw new TooManyRequests(API_ERROR.tooManyRequests, windowEnd - now);
  }
}

/**
 * The calling address: the client's address as the platform's proxies (Hosting, Google's front
 * end) pass it, which Express gives as req.ip with `trust proxy` on; the socket's otherwise.
 */
function clientAddress(req: Request): string {
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
