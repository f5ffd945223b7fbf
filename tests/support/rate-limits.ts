/**
 * The rate limits' counters, shared by the API and browser suites: documents every function
 * instance shares (rateLimits/{key}_{windowStart}, functions/src/api/middleware/rate-limit.ts),
 * which the tests fill rather than sending hundreds of requests.
 */
import { COLLECTIONS, RATE_LIMIT_WINDOW_MS } from '@pedalworks/domain/constants';
import { adminDb } from './emulators';

/**
 * Sets the counter of `key` (`ip:<address>`, `uid:<uid>`) to `count` in this window and the
 * next, so a window that turns over between the set-up and the request changes nothing.
 */
export async function fillRateLimit(key: string, count: number): Promise<void> {
  const windowStart = Math.floor(Date.now() / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;
  await Promise.all(
    [windowStart, windowStart + RATE_LIMIT_WINDOW_MS].map((start) =>
      adminDb()
        .collection(COLLECTIONS.rateLimits)
        .doc(`${key}_${start}`)
        .set({ count, expiresAt: new Date(start + 2 * RATE_LIMIT_WINDOW_MS) }),
    ),
  );
}
