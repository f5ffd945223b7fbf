import { doc, serverTimestamp, setDoc } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { firestore } from '@/lib/firestore';

/** newsletter/{email lower-cased}: create only, nobody reads it from the client. */
export async function subscribeToNewsletter(email: string): Promise<void> {
  const address = email.trim().toLowerCase();
  await setDoc(doc(firestore, COLLECTIONS.newsletter, address), {
    email: address,
    createdAt: serverTimestamp(),
  });
}
