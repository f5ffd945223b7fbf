import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';

/**
 * The one place Firestore is started and pointed at the emulator, and the one way the app reaches
 * it (never reactfire's useFirestore()): imported by the modules that read it, and handed to the
 * write functions (features/*\/api), which take the Firestore they write to so that the rules
 * suite runs them on its own. Pages which use none (sign-in, the tool page's first view) never
 * wait for its SDK.
 */
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, __FIRESTORE_EMULATOR__.host, __FIRESTORE_EMULATOR__.port);
}
