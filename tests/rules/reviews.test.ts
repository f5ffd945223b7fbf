/**
 * Reviews: posted only under the poster's own uid and email, rate an integer 1 to 5, text
 * non-empty and bounded; nobody edits a review.
 */
import { REVIEW_MAX_LENGTH, TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { Timestamp, doc, updateDoc } from 'firebase/firestore';
import { describe, it } from 'vitest';
import { postReview, type Overrides } from './support/client-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  useRulesEnv,
} from './support/rules-env';

const rules = useRulesEnv(() => ({
  'reviews/rita': { ...CUSTOMER, rate: 5, review: 'Solid wrench.', createdAt: new Date() },
}));
const post = (overrides: Overrides, db = customerDb(rules(), CUSTOMER)) =>
  postReview(db, { ...CUSTOMER, rate: 4, review: 'Works well.' }, overrides);

describe('posting a review', () => {
  it.each([
    ['rate 0', { rate: 0 }, false],
    ['rate 1', { rate: 1 }, true],
    ['rate 5', { rate: 5 }, true],
    ['rate 6', { rate: 6 }, false],
    ['rate 4.5', { rate: 4.5 }, false],
    ['rate as a string', { rate: '5' }, false],
    ['no rate', { rate: undefined }, false],
    ['an empty review', { review: '' }, false],
    ['a blank review', { review: '   ' }, false],
    [
      `a review of ${REVIEW_MAX_LENGTH} characters`,
      { review: 'r'.repeat(REVIEW_MAX_LENGTH) },
      true,
    ],
    [
      `a review of ${REVIEW_MAX_LENGTH + 1} characters`,
      { review: 'r'.repeat(REVIEW_MAX_LENGTH + 1) },
      false,
    ],
    ['a review as a number', { review: 42 }, false],
    ['an empty name', { name: '' }, false],
    [
      `a name of ${TEXT_FIELD_MAX_LENGTH + 1} characters`,
      { name: 'n'.repeat(TEXT_FIELD_MAX_LENGTH + 1) },
      false,
    ],
    ["another customer's email", { email: OTHER_CUSTOMER.email }, false],
    ["another customer's uid", { uid: OTHER_CUSTOMER.uid }, false],
    ['a client clock createdAt', { createdAt: Timestamp.now() }, false],
    ['an extra field', { approved: true }, false],
  ])('with %s is allowed: %s', async (_case, overrides, ok) => {
    await (ok ? allowed : denied)(post(overrides));
  });

  it('needs an account with an email, not yet a verified one', async () => {
    await allowed(post({}, customerDb(rules(), CUSTOMER, { email_verified: false })));
    await denied(post({}, customerDb(rules(), CUSTOMER, { email: null })));
  });
});

describe('editing a review', () => {
  it('nobody edits a review, not its author, another customer or an admin', async () => {
    for (const db of [
      customerDb(rules(), CUSTOMER),
      customerDb(rules(), OTHER_CUSTOMER),
      adminDb(rules()),
    ]) {
      await denied(updateDoc(doc(db, 'reviews/rita'), { review: 'Edited.' }));
      await denied(updateDoc(doc(db, 'reviews/rita'), { rate: 1 }));
    }
  });
});
