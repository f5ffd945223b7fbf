import { connectFirestoreEmulator, getFirestore } from 'firebase/firestore';
import { env } from '@/config/env';
import { firebaseApp } from './firebase';

/** The one Firestore instance; write functions take it as an argument for the rules suite. */
export const firestore = getFirestore(firebaseApp);

if (env.useEmulators) {
  connectFirestoreEmulator(firestore, __FIRESTORE_EMULATOR__.host, __FIRESTORE_EMULATOR__.port);
}
