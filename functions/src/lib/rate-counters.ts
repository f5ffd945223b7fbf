/**
 * rateLimits/{key}_{windowStart}: counts per key and fixed window that every function instance
 * shares (the API's request limits, a customer's wrong discount codes).
 */
import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { COLLECTIONS, RATE_LIMIT_WINDOW_MS } from '@pedalworks/domain/constants';
import { db } from './admin';

/** The start of the window `now` falls in. */
export const windowStartOf = (now = Date.now()) =>
  Math.floor(now / RATE_LIMIT_WINDOW_MS) * RATE_LIMIT_WINDOW_MS;

const counterOf = (key: string, windowStart: number) => {
  const safeKey = key.replace(/[^A-Za-z0-9:._-]/g, '_').slice(0, 300);
  return db().collection(COLLECTIONS.rateLimits).doc(`${safeKey}_${windowStart}`);
};

const countIn = (snapshot: FirebaseFirestore.DocumentSnapshot) => {
  const count: unknown = snapshot.get('count');
  return typeof count === 'number' ? count : 0;
};

/**
 * Adds `units` to the key's counter of the window by an atomic increment, and reads the total
 * back. (A read-then-write transaction deadlocks on this hot document when two requests of one
 * caller arrive together, as a page's tool and review reads do.) `expiresAt` lets a Firestore
 * TTL policy delete old windows.
 */
export async function addToWindow(key: string, windowStart: number, units: number) {
  const ref = counterOf(key, windowStart);
  await ref.set(
    {
      count: FieldValue.increment(units),
      expiresAt: Timestamp.fromMillis(windowStart + 2 * RATE_LIMIT_WINDOW_MS),
    },
    { merge: true },
  );
  return countIn(await ref.get());
}

/** The key's count in the window, without adding to it. */
export async function countOfWindow(key: string, windowStart: number) {
  return countIn(await counterOf(key, windowStart).get());
}
