import { getApps, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';

/** The Admin SDK, initialised once on first use. */
export function adminApp() {
  return getApps()[0] ?? initializeApp();
}

export const db = () => getFirestore(adminApp());
export const auth = () => getAuth(adminApp());
