import { doc, serverTimestamp, setDoc, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';

/** newsletter/{email lower-cased}: create only, nobody reads it from the client. */
export async function subscribeToNewsletter(firestore: Firestore, email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await setDoc(doc(firestore, COLLECTIONS.newsletter, address), {
    email: address,
    createdAt: serverTimestamp(),
  });
}
