import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import type { Review } from '@pedalworks/domain/types';
import type { Caller } from '../api/middleware/auth';
import type { PageRequest } from '../api/params';
import { db } from '../lib/admin';
import { page, toDocument } from './documents';
import { displayName } from './users';

const reviews = () => db().collection(COLLECTIONS.reviews);

/** Newest first, a page at a time. */
export async function listReviews(request: PageRequest): Promise<Review[]> {
  const docs = await page(reviews(), reviews().orderBy('createdAt', 'desc'), request);
  return docs.map((doc) => toDocument<Review>(doc));
}

/** The author is the verified caller, whatever the body says. */
export async function addReview(
  caller: Caller,
  input: Pick<Review, 'rate' | 'review'>,
): Promise<Review> {
  const ref = reviews().doc();
  await ref.create({
    name: await displayName(caller),
    email: caller.email,
    uid: caller.uid,
    rate: input.rate,
    review: input.review,
    createdAt: FieldValue.serverTimestamp(),
  });
  return toDocument<Review>(await ref.get());
}
