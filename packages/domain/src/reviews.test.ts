import { describe, expect, it } from 'vitest';
import { accountName } from './accounts';
import { DAY_MS, UNNAMED_CUSTOMER } from './constants';
import { nextReviewDay, publicReview, reviewDocuments, reviewQuotaId } from './reviews';

describe('reviews', () => {
  it('splits a review into a public document without uid or e-mail and the author copy', () => {
    const { review, author } = reviewDocuments(
      { uid: 'u1', name: 'Rita' },
      { rate: 4, review: ' Good. ' },
      null,
    );
    expect(review).toEqual({ name: 'Rita', rate: 4, review: 'Good.', verified: false });
    expect(author).toEqual({ ...review, uid: 'u1', paidOrderId: null });
    expect(
      reviewDocuments({ uid: 'u1', name: 'Rita' }, { rate: 4, review: 'x' }, 'o1').review,
    ).toMatchObject({ verified: true });
  });

  it('keeps only the public fields of an older review', () => {
    expect(
      publicReview({ name: 'A', email: 'a@b.c', uid: 'u', rate: 5, review: 'r', createdAt: 1 }),
    ).toEqual({ name: 'A', rate: 5, review: 'r', verified: false, createdAt: 1 });
  });

  it('counts reviews per account and UTC day', () => {
    const noon = Date.UTC(2026, 10, 23, 12);
    expect(reviewQuotaId('u1', noon)).toBe(`u1_${Math.floor(noon / DAY_MS)}`);
    expect(reviewQuotaId('u1', Date.UTC(2026, 10, 23, 23, 59))).toBe(reviewQuotaId('u1', noon));
    expect(reviewQuotaId('u1', Date.UTC(2026, 10, 24))).not.toBe(reviewQuotaId('u1', noon));
    expect(nextReviewDay(noon)).toBe(Date.UTC(2026, 10, 24));
  });

  it("names an account by its display name, or '" + UNNAMED_CUSTOMER + "' without one", () => {
    expect(accountName('Rita Rider')).toBe('Rita Rider');
    for (const none of [undefined, null, '', '   ', 42]) {
      expect(accountName(none)).toBe(UNNAMED_CUSTOMER);
    }
  });
});
