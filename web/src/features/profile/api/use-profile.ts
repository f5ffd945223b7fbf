import { updateProfile } from 'firebase/auth';
import { doc } from 'firebase/firestore';
import { useFirestoreDocData } from 'reactfire';
import type { ProfileInput } from '@pedalworks/domain/types';
import { typedCollection } from '@/lib/collections';
import { auth } from '@/lib/firebase';
import { firestore } from '@/lib/firestore';
import { saveProfile } from './save-profile';

/** The signed-in user's profile document, live. */
export function useProfile(uid: string) {
  return useFirestoreDocData(doc(typedCollection(firestore, 'users'), uid), { idField: '_id' });
}

/**
 * Saves the profile (saveProfile). A new name becomes the account's display name too, which the
 * shop shows (bar, order form, reviews), and the ID token is refreshed so the server reads the
 * new name from it as well.
 */
export function useUpdateProfile(uid: string) {
  return async (input: ProfileInput) => {
    await saveProfile(firestore, uid, input);
    const user = auth.currentUser;
    const name = input.name.trim();
    if (user?.uid === uid && user.displayName !== name) {
      await updateProfile(user, { displayName: name });
      await user.getIdToken(true);
    }
  };
}
