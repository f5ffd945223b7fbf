import type { DocumentSnapshot } from 'firebase/firestore';

/**
 * The messages between My Orders and its version watcher's worker (order-versions.ts and
 * order-versions.worker.ts). The page keeps the session and App Check: the worker borrows their
 * tokens.
 */

/**
 * From the page: watch this customer's version; the session, at once and at each change of the
 * user or their ID token; an App Check token the worker asked for.
 */
export type ToWorker =
  | { type: 'watch'; uid: string }
  | { type: 'session'; uid: string | null; idToken: string | null }
  | { type: 'app-check-token'; token: string; expireTimeMillis: number };

/**
 * From the worker: the version, now and at every change; that watching failed; a request for a
 * refreshed ID token (Firestore refused the last one) or for an App Check token (reCAPTCHA runs
 * only in a page).
 */
export type FromWorker =
  | { type: 'version'; version: number }
  | { type: 'failed'; reason: string }
  | { type: 'refresh-id-token' }
  | { type: 'app-check-token' };

/** The version of a customer's orders in its document, 0 before the first change. */
export const versionIn = (snapshot: DocumentSnapshot) =>
  (snapshot.get('version') as number | undefined) ?? 0;

/** Logs that watching the version failed, wherever it was watched (worker or page). */
export const watchFailed = (error: unknown) =>
  console.error('Watching the orders for changes failed', error);
