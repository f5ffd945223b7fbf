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

/** Imported only by loadFirebase() and by pages that need Firebase; Firestore comes apart. */
export const firebaseApp = initializeApp(env.firebase);

// Persistence order of the spec: indexed database, then local storage, then session storage.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
});

if (env.useEmulators) {
  connectAuthEmulator(auth, __AUTH_EMULATOR__, { disableWarnings: true });
}

// App Check only with a site key, its SDK a chunk of its own; Firestore sends its tokens itself.
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

// accessToken follows the ID token; in the browser only, as the server's renderer loads this too.
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
