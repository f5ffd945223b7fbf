import { doc, updateDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { PROFILE_FIELDS, type ProfileInput } from '@pedalworks/domain/types';

/** Only the fields a user may change on their own profile, trimmed; answers what it stored. */
export async function saveProfile(
  firestore: Firestore,
  uid: string,
  input: ProfileInput,
): Promise<ProfileInput> {
  const fields = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, input[field].trim()]),
  ) as ProfileInput;
  await updateDoc(doc(firestore, COLLECTIONS.users, uid), fields);
  return fields;
}
