import { beforeAll, describe, expect, it } from 'vitest';
import { VALIDATION } from '@pedalworks/domain/messages';
import type { Review } from '@pedalworks/domain/types';
import { adminDb, api } from '../../tests/support/emulators';
import { signedInCallers, type SignedIn } from './support/callers';

let customer: SignedIn;

beforeAll(async () => {
  ({ customer } = await signedInCallers());
});

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
});

describe('POST /review', () => {
  it('stores the review under the verified caller, whatever the body claims', async () => {
    const response = await api('POST', '/review', {
      token: customer.idToken,
      body: { rate: 4, review: ' Solid tools. ', name: 'Impostor', email: 'x@y.test', uid: 'x' },
    });
    expect(response.status).toBe(201);
    const review = (await response.json()) as Review;
    expect(review).toMatchObject({
      name: customer.name,
      email: customer.email,
      uid: customer.uid,
      rate: 4,
      review: 'Solid tools.',
    });
    const stored = (await adminDb().collection('reviews').doc(review._id).get()).data();
    expect(stored).toMatchObject({ name: customer.name, uid: customer.uid, rate: 4 });
    expect(stored?.createdAt).toBeDefined();
  });

  it('refuses visitors and invalid reviews', async () => {
    const count = async () =>
      (await adminDb().collection('reviews').where('uid', '==', customer.uid).get()).size;
    const before = await count();
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
    expect(await count()).toBe(before);
  });
});
