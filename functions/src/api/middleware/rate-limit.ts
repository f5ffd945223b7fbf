import type { NextFunction, Request, Response } from 'express';
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  RATE_LIMIT_LEASE_MAX,
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { db } from '../../lib/admin';
import { TooManyRequests } from '../../lib/errors';
import { quotaLeases } from '../../lib/quota-lease';

/**
 * Adds `units` to rateLimits/{key}_{windowStart}, the counter every function instance shares,
 * by an atomic increment, and reads the total back. (A read-then-write transaction deadlocks on
 * this hot document when two requests of one caller arrive together, as a page's tool and
 * review reads do.) `expiresAt` lets a Firestore TTL policy delete old windows.
 */
async function reserve(key: string, windowStart: number, units: number): Promise<number> {
  const safeKey = key.replace(/[^A-Za-z0-9:._-]/g, '_').slice(0, 300);
  const ref = db().collection(COLLECTIONS.rateLimits).doc(`${safeKey}_${windowStart}`);
  await ref.set(
    {
      count: FieldValue.increment(units),
      expiresAt: Timestamp.fromMillis(windowStart + 2 * RATE_LIMIT_WINDOW_MS),
    },
    { merge: true },
  );
  const count: unknown = (await ref.get()).get('count');
  return typeof count === 'number' ? count : 0;
}

/**
 * This instance's leases of the shared counters (lib/quota-lease.ts): at most `max` requests of
 * a key pass per window across every instance, and a busy caller costs a counter write about
 * every RATE_LIMIT_LEASE_MAX requests, not two calls each.
 */
const leases = quotaLeases(reserve, RATE_LIMIT_LEASE_MAX);

/** Counts one request of `key` in the current fixed window; past `max`, 429 with Retry-After. */
async function countRequest(key: string, max: number, now = Date.now()): Promise<void> {
  const windowStart = Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
  if (!(await leases.take(key, windowStart, max))) {
    throw new TooManyRequests(API_ERROR.tooManyRequests, windowStart + RATE_LIMIT_WINDOW_MS - now);
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

/** A signed-in request counts against its account too (RATE_LIMIT_PER_ACCOUNT per window). */
export async function limitAccount(req: Request, _res: Response, next: NextFunction) {
  if (req.caller) await countRequest(`uid:${req.caller.uid}`, RATE_LIMIT_PER_ACCOUNT);
  next();
}
