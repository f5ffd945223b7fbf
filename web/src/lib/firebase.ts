import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
  onIdTokenChanged,
  signOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { ACCESS_TOKEN_KEY } from '@pedalworks/domain/constants';
import { env } from '@/config/env';

/**
 * The one place the Firebase app and Auth are initialised and pointed at the emulators.
 * Imported only through loadFirebase() (lib/session.ts) and by the modules of pages that need
 * Firebase; Firestore, the larger SDK, comes apart (lib/firestore.ts).
 */
export const firebaseApp = initializeApp(env.firebase);

// Persistence order of the spec: indexed database, then local storage, then session storage.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, __AUTH_EMULATOR__, { disableWarnings: true });
}

/**
 * App Check (reCAPTCHA Enterprise), only when a site key is configured: its SDK is a chunk of
 * its own, fetched with Firebase (never by a public page's first view) and not at all without
 * a key. Firestore then sends its tokens by itself; the API gets them from appCheckToken().
 */
const appCheck = env.appCheckSiteKey
  ? import('firebase/app-check').then(({ initializeAppCheck, ReCaptchaEnterpriseProvider }) =>
      initializeAppCheck(firebaseApp, {
        provider: new ReCaptchaEnterpriseProvider(env.appCheckSiteKey),
        isTokenAutoRefreshEnabled: true,
      }),
    )
  : undefined;

/** A current App Check token for the API's X-Firebase-AppCheck header, or null when off. */
export async function appCheckToken(): Promise<string | null> {
  if (!appCheck) return null;
  const [instance, { getToken }] = await Promise.all([appCheck, import('firebase/app-check')]);
  return (await getToken(instance)).token;
}

/**
 * localStorage accessToken kept fresh while signed in (ID tokens live an hour and Firebase
 * refreshes them), dropped as soon as the session ends. In the browser only: the server's
 * renderer loads this module with the route layers of the page it renders.
 */
onIdTokenChanged(auth, (user) => {
  if (typeof window === 'undefined') return;
  if (!user) {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    return;
  }
  void user.getIdToken().then((token) => localStorage.setItem(ACCESS_TOKEN_KEY, token));
});

/** Calls `listener` with the user at once and whenever the user or their ID token changes. */
export function watchUser(listener: (user: User | null) => void): () => void {
  return onIdTokenChanged(auth, listener);
}

/** Renames the user and refreshes their ID token, so the server reads the new name from it. */
export async function renameUser(user: User, name: string): Promise<void> {
  await updateProfile(user, { displayName: name });
  await user.getIdToken(true);
}

export function signOutUser(): Promise<void> {
  return signOut(auth);
}
