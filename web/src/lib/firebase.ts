import { initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  indexedDBLocalPersistence,
  initializeAuth,
} from 'firebase/auth';
import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { connectStorageEmulator, getStorage } from 'firebase/storage';
import { env } from '@/config/env';

/** The one place Firebase is initialised and pointed at the emulators. */
export const firebaseApp = initializeApp(env.firebase);

// Persistence order of the spec: indexed database, then local storage, then session storage.
export const auth = initializeAuth(firebaseApp, {
  persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
  popupRedirectResolver: browserPopupRedirectResolver,
});
export const firestore = getFirestore(firebaseApp);
export const storage = getStorage(firebaseApp);

if (env.useEmulators) {
  connectAuthEmulator(auth, __AUTH_EMULATOR__, { disableWarnings: true });
  connectFirestoreEmulator(firestore, __FIRESTORE_EMULATOR__.host, __FIRESTORE_EMULATOR__.port);
  connectStorageEmulator(storage, __STORAGE_EMULATOR__.host, __STORAGE_EMULATOR__.port);
  // No Storage emulator may be running: fail an upload fast instead of retrying for minutes.
  storage.maxUploadRetryTime = 3000;
  storage.maxOperationRetryTime = 3000;
}
