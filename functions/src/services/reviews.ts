import { FieldValue, type DocumentSnapshot } from 'firebase-admin/firestore';
import { COLLECTIONS, REVIEWS_PER_DAY } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { BUYER_STATUSES } from '@pedalworks/domain/orders';
import {
  nextReviewDay,
  publicReview,
  reviewDocuments,
  reviewQuotaId,
} from '@pedalworks/domain/reviews';
import type { Review } from '@pedalworks/domain/types';
import { TooManyRequests } from '../lib/errors';
import type { Caller } from '../lib/caller';
import type { PageRequest } from '../lib/page';
import { db, transact } from '../lib/admin';
import { page, toDocument } from './documents';

const reviews = () => db().collection(COLLECTIONS.reviews);

/** A review as everybody may read it: its id and public fields, nothing of its author's. */
function asPublic(snapshot: DocumentSnapshot): Review {
  return { _id: snapshot.id, ...publicReview(toDocument(snapshot)) };
}

/** Newest first, a page at a time. */
export async function listReviews(request: PageRequest): Promise<Review[]> {
  const docs = await page(reviews(), reviews().orderBy('createdAt', 'desc'), request);
  return docs.map(asPublic);
}

/** The public review and its author's private copy go under one id, in one transaction. */
export async function addReview(
  caller: Caller,
  input: Pick<Review, 'rate' | 'review'>,
): Promise<Review> {
  const now = Date.now();
  const reviewRef = reviews().doc();
  const authorRef = db().collection(COLLECTIONS.reviewAuthors).doc(reviewRef.id);
  const quotaRef = db().collection(COLLECTIONS.reviewQuotas).doc(reviewQuotaId(caller.uid, now));
  const paidOrders = db()
    .collection(COLLECTIONS.orders)
    .where('uid', '==', caller.uid)
    .where('status', 'in', [...BUYER_STATUSES])
    .limit(1);
  await transact(async (transaction) => {
    const quota = await transaction.get(quotaRef);
    const count: unknown = quota.get('count');
    const posted = typeof count === 'number' ? count : 0;
    if (posted >= REVIEWS_PER_DAY) {
      throw new TooManyRequests(API_ERROR.tooManyReviews, nextReviewDay(now) - now);
    }
    const paid = (await transaction.get(paidOrders)).docs[0];
    const documents = reviewDocuments(caller, input, paid?.id ?? null);
    const createdAt = FieldValue.serverTimestamp();
    transaction.set(quotaRef, { count: posted + 1 });
    transaction.create(reviewRef, { ...documents.review, createdAt });
    transaction.create(authorRef, { ...documents.author, createdAt });
  });
  return asPublic(await reviewRef.get());
}
