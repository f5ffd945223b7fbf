import { DAY_MS } from './constants';
import type { Review, ReviewAuthor } from './types';

/** The UTC day of a moment, as whole days since 1970: the key of the daily review quota. */
export function reviewDay(millis: number): number {
  return Math.floor(millis / DAY_MS);
}

/** reviewQuotas/{id}: one account's review count on one UTC day (firestore.rules builds it too). */
export function reviewQuotaId(uid: string, millis: number): string {
  return `${uid}_${reviewDay(millis)}`;
}

/** When the quota of the day of `millis` starts again: the next UTC midnight. */
export function nextReviewDay(millis: number): number {
  return (reviewDay(millis) + 1) * DAY_MS;
}

type Reviewed = { name: string; review: string };

/** 'your review '…'' or 'Ann Lee's review '…'', its words cut at 40 characters. */
const reviewOf = ({ name, review }: Reviewed, own: boolean) =>
  `${own ? 'your' : `${name}'s`} review '${review.length > 40 ? `${review.slice(0, 40)}…` : review}'`;

/** Deleting a review: its author on My Reviews, an admin on Manage Reviews. */
export const REVIEW_TEXT = {
  manageReviews: 'Manage Reviews',
  allReviews: 'All reviews',
  noReviews: 'No reviews yet.',
  confirmDelete: (review: Reviewed, own: boolean) =>
    `Delete ${reviewOf(review, own)}? It leaves the shop's pages.`,
  /** Each card's Delete, named apart for screen readers' list of buttons. */
  deleteReview: (review: Reviewed) => `Delete ${reviewOf(review, false)}`,
  cannotBeUndone: 'Deleted review can not be undone',
  deleted: 'Review deleted',
  deleteFailed: 'Sorry, failed to delete the review',
} as const;

export type ReviewFields = Omit<Review, '_id' | 'createdAt'>;
export type ReviewAuthorFields = Omit<ReviewAuthor, '_id' | 'createdAt'>;

/** The public review and its author's private copy, stored under one id with one createdAt. */
export function reviewDocuments(
  author: { uid: string; name: string },
  input: { rate: number; review: string },
  paidOrderId: string | null,
): { review: ReviewFields; author: ReviewAuthorFields } {
  const review: ReviewFields = {
    name: author.name,
    rate: input.rate,
    review: input.review.trim(),
    verified: paidOrderId !== null,
  };
  return { review, author: { ...review, uid: author.uid, paidOrderId } };
}

/** Only the public fields of a stored review, whatever else an old document still holds. */
export function publicReview(
  data: Record<string, unknown>,
): ReviewFields & { createdAt?: unknown } {
  return {
    name: typeof data.name === 'string' ? data.name : '',
    rate: typeof data.rate === 'number' ? data.rate : 0,
    review: typeof data.review === 'string' ? data.review : '',
    verified: data.verified === true,
    ...(data.createdAt !== undefined ? { createdAt: data.createdAt } : {}),
  };
}
