import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore, type Transaction } from 'firebase-admin/firestore';

/** The Admin SDK, initialised once on first use. */
export function adminApp() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(adminApp());
export const auth = () => getAuth(adminApp());

const MAX_ATTEMPTS = 5;

/** A transaction the backend closed under contention (the emulator says so on a read). */
function isClosedTransaction(error: unknown): boolean {
  const { code, details } = (error ?? {}) as { code?: unknown; details?: unknown };
  return (
    code === 3 && typeof details === 'string' && /transaction is invalid or closed/i.test(details)
  );
}

/**
 * The emulator sometimes reports a lost transaction as INVALID_ARGUMENT 'Transaction is invalid
 * or closed', which the SDK does not retry; nothing was written, so it is retried here.
 */
export async function transact<T>(update: (transaction: Transaction) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db().runTransaction(update);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isClosedTransaction(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 50 * 2 ** attempt));
    }
  }
}
