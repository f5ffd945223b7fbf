import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTIONS, REVIEWS_PER_DAY } from '@pedalworks/domain/constants';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import type { Review } from '@pedalworks/domain/types';
import { migrateReviews } from '../../scripts/migrate-reviews';
import { adminDb, api, createUser } from '../../tests/support/emulators';
import { forceOrder } from './support/orders';
import { signedInCallers, type SignedIn } from './support/callers';

let customer: SignedIn;

beforeAll(async () => {
  ({ customer } = await signedInCallers());
});

/** The public reviews and the author copies of one account, as stored. */
async function storedReviewsOf(uid: string) {
  const authors = await adminDb()
    .collection(COLLECTIONS.reviewAuthors)
    .where('uid', '==', uid)
    .get();
  const reviews = await Promise.all(
    authors.docs.map((doc) => adminDb().collection(COLLECTIONS.reviews).doc(doc.id).get()),
  );
  return {
    authors: Object.fromEntries(authors.docs.map((doc) => [doc.id, doc.data()])),
    reviews: Object.fromEntries(reviews.map((doc) => [doc.id, doc.data() ?? null])),
  };
}

describe('GET /review', () => {
  it('lists reviews newest first with ids, bounded by ?limit', async () => {
    const response = await api('GET', '/review');
    expect(response.status).toBe(200);
    const reviews = (await response.json()) as (Review & { createdAt: string })[];
    expect(reviews.length).toBeGreaterThanOrEqual(4);
    expect(reviews.length).toBeLessThanOrEqual(50);
    const dates = reviews.map((review) => review.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(reviews[0]).toHaveProperty('_id');
    expect((await (await api('GET', '/review?limit=2')).json()) as Review[]).toHaveLength(2);
  });

  it('shows a visitor no e-mail address or uid anywhere', async () => {
    const author = await createUser();
    const token = await author.token();
    expect(
      (await api('POST', '/review', { token, body: { rate: 5, review: 'Mine.' } })).status,
    ).toBe(201);
    const text = await (await api('GET', '/review?limit=100')).text();
    expect(text).toContain('Mine.');
    for (const secret of [author.email, author.uid, '@', '"uid"', '"email"']) {
      expect(text).not.toContain(secret);
    }
    for (const review of JSON.parse(text) as Record<string, unknown>[]) {
      expect(Object.keys(review).sort()).toEqual(
        ['_id', 'createdAt', 'name', 'rate', 'review', 'verified'].sort(),
      );
    }
  });
});

describe('POST /review', () => {
  it('stores the review under the account, whatever the body claims; its author apart', async () => {
    const response = await api('POST', '/review', {
      token: customer.idToken,
      body: { rate: 4, review: ' Solid tools. ', name: 'Impostor', email: 'x@y.test', uid: 'x' },
    });
    expect(response.status).toBe(201);
    const review = (await response.json()) as Review;
    expect(review).toEqual({
      _id: review._id,
      name: customer.name,
      rate: 4,
      review: 'Solid tools.',
      verified: false,
      createdAt: expect.any(String) as unknown,
    });
    const stored = (await adminDb().collection('reviews').doc(review._id).get()).data();
    expect(Object.keys(stored ?? {}).sort()).toEqual(
      ['createdAt', 'name', 'rate', 'review', 'verified'].sort(),
    );
    const author = (await adminDb().collection('reviewAuthors').doc(review._id).get()).data();
    expect(author).toMatchObject({
      uid: customer.uid,
      name: customer.name,
      rate: 4,
      paidOrderId: null,
    });
  });

  it("marks a 'Verified buyer' when the author has a paid order, decided by the server", async () => {
    const buyer = await createUser();
    const token = await buyer.token();
    await forceOrder(`paid-${buyer.uid}`, {
      uid: buyer.uid,
      email: buyer.email,
      status: 'paid',
      createdAt: new Date(),
    });
    const response = await api('POST', '/review', {
      token,
      body: { rate: 5, review: 'Bought it.', verified: false },
    });
    expect(((await response.json()) as Review).verified).toBe(true);
    const forged = await api('POST', '/review', {
      token: customer.idToken,
      body: { rate: 5, review: 'Trust me.', verified: true },
    });
    expect(((await forged.json()) as Review).verified).toBe(false);
  });

  it(`refuses the ${REVIEWS_PER_DAY + 1}th review of a day with 429 and Retry-After`, async () => {
    const poster = await createUser();
    const token = await poster.token();
    for (let i = 0; i < REVIEWS_PER_DAY; i += 1) {
      const response = await api('POST', '/review', { token, body: { rate: 3, review: `#${i}` } });
      expect(response.status).toBe(201);
    }
    const before = await storedReviewsOf(poster.uid);
    expect(Object.keys(before.authors)).toHaveLength(REVIEWS_PER_DAY);
    const refused = await api('POST', '/review', { token, body: { rate: 3, review: 'One more' } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ message: API_ERROR.tooManyReviews });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(24 * 60 * 60);
    expect(await storedReviewsOf(poster.uid)).toEqual(before);
  });

  it('refuses visitors and invalid reviews, changing nothing', async () => {
    const before = await storedReviewsOf(customer.uid);
    expect((await api('POST', '/review', { body: { rate: 5, review: 'Hi' } })).status).toBe(401);
    for (const body of [
      { rate: 6, review: 'Too good' },
      { rate: 0, review: 'Too bad' },
      { rate: 2.5, review: 'Half' },
      { review: 'No rate' },
    ]) {
      const response = await api('POST', '/review', { token: customer.idToken, body });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message: VALIDATION.rateRequired, field: 'rate' });
    }
    const empty = await api('POST', '/review', {
      token: customer.idToken,
      body: { rate: 3, review: '' },
    });
    expect(await empty.json()).toEqual({ message: VALIDATION.reviewRequired, field: 'review' });
    expect(await storedReviewsOf(customer.uid)).toEqual(before);
  });
});

describe('the migration of older reviews', () => {
  it('moves the author out of the public review, once', async () => {
    const id = `old-${customer.uid}`;
    const createdAt = new Date('2025-05-05T00:00:00Z');
    await adminDb().collection('reviews').doc(id).set({
      name: 'Old Timer',
      email: 'old@pedalworks.test',
      uid: customer.uid,
      rate: 4,
      review: 'From before.',
      createdAt,
    });
    expect(await migrateReviews(adminDb())).toBeGreaterThanOrEqual(1);
    const review = (await adminDb().collection('reviews').doc(id).get()).data();
    expect(review).toEqual({
      name: 'Old Timer',
      rate: 4,
      review: 'From before.',
      verified: false,
      createdAt: expect.anything() as unknown,
    });
    expect((await adminDb().collection('reviewAuthors').doc(id).get()).data()).toMatchObject({
      uid: customer.uid,
      name: 'Old Timer',
      rate: 4,
      review: 'From before.',
      verified: false,
      paidOrderId: null,
    });
    const again = await storedReviewsOf(customer.uid);
    await migrateReviews(adminDb());
    expect(await storedReviewsOf(customer.uid)).toEqual(again);
    await adminDb().collection('reviews').doc(id).delete();
    await adminDb().collection('reviewAuthors').doc(id).delete();
  });
});
