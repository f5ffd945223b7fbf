import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';

/**
 * The one place Firestore is started and pointed at the emulator. Imported by the modules that
 * read or write it, so that pages which do not (sign-in, the tool page's first view) never wait
 * for its SDK.
 */
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, __FIRESTORE_EMULATOR__.host, __FIRESTORE_EMULATOR__.port);
}
