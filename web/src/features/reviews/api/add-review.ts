import {
  collection,
  doc,
  getDocs,
  increment,
  limit,
  query,
  serverTimestamp,
  where,
  type Firestore,
} from 'firebase/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { BUYER_STATUSES } from '@pedalworks/domain/orders';
import { reviewDocuments, reviewQuotaId } from '@pedalworks/domain/reviews';
import type { Customer } from '@pedalworks/domain/types';
import { commitWrites, type Write } from '@/lib/writes';

/** One of the author's paid orders, which makes the review a 'Verified buyer''s; or null. */
async function paidOrderOf(firestore: Firestore, uid: string): Promise<string | null> {
  const paid = await getDocs(
    query(
      collection(firestore, COLLECTIONS.orders),
      where('uid', '==', uid),
      where('status', 'in', [...BUYER_STATUSES]),
      limit(1),
    ),
  );
  return paid.docs[0]?.id ?? null;
}

/**
 * One batch: the public review (no e-mail, no uid), the author's private copy and a quota entry;
 * the rules check the name, the paid order behind 'Verified buyer' and the quota.
 */
export function reviewPosting(
  firestore: Firestore,
  author: Pick<Customer, 'uid' | 'name'>,
  input: { rate: number; review: string },
  paidOrderId: string | null,
): { id: string; writes: Write[] } {
  const documents = reviewDocuments(author, input, paidOrderId);
  const review = doc(collection(firestore, COLLECTIONS.reviews));
  const createdAt = serverTimestamp();
  return {
    id: review.id,
    writes: [
      { kind: 'set', ref: review, data: { ...documents.review, createdAt } },
      {
        kind: 'set',
        ref: doc(firestore, COLLECTIONS.reviewAuthors, review.id),
        data: { ...documents.author, createdAt },
      },
      {
        kind: 'set',
        ref: doc(firestore, COLLECTIONS.reviewQuotas, reviewQuotaId(author.uid, Date.now())),
        data: { count: increment(1) },
        options: { merge: true },
      },
    ],
  };
}

/** Posts the signed-in user's review (reviewPosting), 'Verified buyer' with a paid order. */
export async function addReview(
  firestore: Firestore,
  author: Customer,
  input: { rate: number; review: string },
): Promise<string> {
  const { id, writes } = reviewPosting(
    firestore,
    author,
    input,
    await paidOrderOf(firestore, author.uid),
  );
  await commitWrites(firestore, writes);
  return id;
}
