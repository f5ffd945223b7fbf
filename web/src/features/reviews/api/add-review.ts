import {
  collection,
  doc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  where,
  writeBatch,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { reviewDocuments, reviewQuotaId } from '@pedalworks/domain/reviews';
import type { Customer } from '@pedalworks/domain/types';

/** One of the author's paid orders, which makes the review a 'Verified buyer''s; or null. */
async function paidOrderOf(firestore: Firestore, uid: string): Promise<string | null> {
  const paid = await getDocs(
    query(
      collection(firestore, COLLECTIONS.orders),
      where('uid', '==', uid),
      where('paid', '==', true),
      limit(1),
    ),
  );
  return paid.docs[0]?.id ?? null;
}

/**
 * Posts the signed-in user's review (client write 4): one batch writes the public review (no
 * e-mail, no uid), the author's private copy under the same id, and one more on today's review
 * quota. The rules check the name, the paid order behind 'Verified buyer' and the quota.
 */
export async function addReview(
  firestore: Firestore,
  author: Customer,
  input: { rate: number; review: string },
) {
  const documents = reviewDocuments(author, input, await paidOrderOf(firestore, author.uid));
  const reviewRef = doc(collection(firestore, COLLECTIONS.reviews));
  const createdAt = serverTimestamp();
  const batch = writeBatch(firestore);
  batch.set(reviewRef, { ...documents.review, createdAt });
  batch.set(doc(firestore, COLLECTIONS.reviewAuthors, reviewRef.id), {
    ...documents.author,
    createdAt,
  });
  batch.set(
    doc(firestore, COLLECTIONS.reviewQuotas, reviewQuotaId(author.uid, Date.now())),
    { count: increment(1) },
    { merge: true },
  );
  await batch.commit();
  return reviewRef;
}
