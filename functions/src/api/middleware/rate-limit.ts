import type { NextFunction, Request, Response } from 'express';
import {
  RATE_LIMIT_LEASE_MAX,
  RATE_LIMIT_PER_ACCOUNT,
  RATE_LIMIT_PER_IP,
  RATE_LIMIT_WINDOW_MS,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { TooManyRequests } from '../../lib/errors';
import { quotaLeases } from '../../lib/quota-lease';
import { addToWindow, windowStartOf } from '../../lib/rate-counters';

/** A busy caller costs a counter write about every RATE_LIMIT_LEASE_MAX requests, not two each. */
const leases = quotaLeases(addToWindow, RATE_LIMIT_LEASE_MAX);

/** Counts one request of `key` in the current fixed window; past `max`, 429 with Retry-After. */
async function countRequest(key: string, max: number, now = Date.now()): Promise<void> {
  const windowStart = windowStartOf(now);
  if (!(await leases.take(key, windowStart, max))) {
    throw new TooManyRequests(API_ERROR.tooManyRequests, windowStart + RATE_LIMIT_WINDOW_MS - now);
  }
}

/** req.ip behind `trust proxy`: what the platform's proxies saw, never what the client wrote. */
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
