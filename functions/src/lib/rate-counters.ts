/** Counts per key and fixed window that every instance shares (request limits, wrong codes). */
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
 * An increment, then a read: a read-then-write transaction deadlocks on this hot document when
 * two requests of one caller arrive together. `expiresAt` lets a TTL policy delete old windows.
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
