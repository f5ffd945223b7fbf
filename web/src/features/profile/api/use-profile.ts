import { doc, updateDoc } from 'firebase/firestore';
import { useFirestore, useFirestoreDocData } from 'reactfire';
import { PROFILE_FIELDS, type ProfileInput } from '@pedalworks/domain/types';
import { typedCollection } from '@/lib/collections';

/** The signed-in user's profile document, live. */
export function useProfile(uid: string) {
  const firestore = useFirestore();
  return useFirestoreDocData(doc(typedCollection(firestore, 'users'), uid), { idField: '_id' });
}

/** Updates only the fields a user may change on their own profile (client write 3). */
export function useUpdateProfile(uid: string) {
  const firestore = useFirestore();
  return (input: ProfileInput) =>
    updateDoc(
      doc(typedCollection(firestore, 'users'), uid),
      Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field].trim()])),
    );
}
