import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { PROFILE_FIELDS, type ProfileInput } from '@pedalworks/domain/types';

/** Updates only the fields a user may change on their own profile, trimmed. */
export function saveProfile(firestore: Firestore, uid: string, input: ProfileInput): Promise<void> {
  return updateDoc(
    doc(firestore, COLLECTIONS.users, uid),
    Object.fromEntries(PROFILE_FIELDS.map((field) => [field, input[field].trim()])),
  );
}
