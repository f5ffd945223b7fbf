import { addDoc, collection, serverTimestamp, type Firestore } from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Customer } from '@pedalworks/domain/types';

/** Posts the signed-in user's review (client write 4). */
export function addReview(
  firestore: Firestore,
  author: Customer,
  input: { rate: number; review: string },
) {
  return addDoc(collection(firestore, COLLECTIONS.reviews), {
    name: author.name,
    email: author.email,
    uid: author.uid,
    rate: input.rate,
    review: input.review.trim(),
    createdAt: serverTimestamp(),
  });
}
