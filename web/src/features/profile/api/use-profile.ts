import { updateProfile } from 'firebase/auth';
import { doc, updateDoc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { PROFILE_FIELDS, type ProfileInput } from '@pedalworks/domain/types';
import { typedCollection } from '@/lib/collections';
import { auth } from '@/lib/firebase';

/** The signed-in user's profile document, live. */
export function useProfile(uid: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(typedCollection(firestore, 'users'), uid), { idField: '_id' });
}

/**
 * Updates only the fields a user may change on their own profile (client write 3). A new name
 * becomes the account's display name too, which the shop shows (bar, order form, reviews), and
 * the ID token is refreshed so the server reads the new name from it as well.
 */
export function useUpdateProfile(uid: string) {
  const firestore = useFirestore();
  return async (input: ProfileInput) => {
    await updateDoc(
      doc(typedCollection(firestore, 'users'), uid),
      Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field].trim()])),
    );
    const user = auth.currentUser;
    const name = input.name.trim();
    if (user?.uid === uid && user.displayName !== name) {
      await updateProfile(user, { displayName: name });
      await user.getIdToken(true);
    }
  };
}
