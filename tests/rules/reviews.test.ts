/**
 * Reviews, tried as an attacker would: the public review holds no e-mail and no uid; it is posted
 * only under the account's own name, with the author's copy under the caller's uid, at most
 * REVIEWS_PER_DAY a day; 'Verified buyer' only with a paid order of the caller's; rate an integer
 * 1 to 5, text non-empty and bounded; nobody edits a review; every list query is bounded. Every
 * refusal leaves the reviews, their authors and the quotas as they were.
 */
import {
  Timestamp,
  collection,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import {
  MAX_QUERY_LIMIT,
  REVIEW_MAX_LENGTH,
  REVIEWS_PER_DAY,
  TEXT_FIELD_MAX_LENGTH,
  UNNAMED_CUSTOMER,
} from '@pedalworks/domain/constants';
import { reviewDay, reviewQuotaId } from '@pedalworks/domain/reviews';
import { deleteReview, postReview, type ReviewTamper } from './support/app-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  orderDocument,
  peek,
  peekAll,
  reviewDocuments,
  seed,
  toolFixture,
  useRulesEnv,
  visitorDb,
} from './support/rules-env';

const tool = toolFixture();
const rules = useRulesEnv(() => ({
  ...reviewDocuments('rita', CUSTOMER),
  'orders/rita-paid': orderDocument(tool, CUSTOMER, { status: 'paid', transactionId: 'pi_1' }),
  'orders/rita-unpaid': orderDocument(tool, CUSTOMER),
  'orders/rita-refunded': orderDocument(tool, CUSTOMER, {
    status: 'refunded',
    transactionId: 'pi_3',
  }),
  'orders/rita-returning': orderDocument(tool, CUSTOMER, {
    status: 'returnRequested',
    transactionId: 'pi_4',
  }),
  'orders/rita-returned': orderDocument(tool, CUSTOMER, {
    status: 'returned',
    transactionId: 'pi_5',
  }),
  'orders/otto-paid': orderDocument(tool, OTHER_CUSTOMER, {
    status: 'paid',
    transactionId: 'pi_2',
  }),
}));
const REVIEW_DATA = ['reviews', 'reviewAuthors', 'reviewQuotas'];

const post = (tamper: ReviewTamper = {}, db = customerDb(rules(), CUSTOMER)) =>
  postReview(db, CUSTOMER, { rate: 4, review: 'Works well.' }, tamper).commit;

/** Asserts the write is denied and changed no review, author copy or quota. */
async function deniedAndUnchanged(write: () => Promise<unknown>): Promise<void> {
  const before = await peekAll(rules(), REVIEW_DATA);
  await denied(write());
  expect(await peekAll(rules(), REVIEW_DATA)).toEqual(before);
}

describe('posting a review', () => {
  it.each([
    ['rate 0', { review: { rate: 0 } }, false],
    ['rate 1', { review: { rate: 1 } }, true],
    ['rate 5', { review: { rate: 5 } }, true],
    ['rate 6', { review: { rate: 6 } }, false],
    ['rate 4.5', { review: { rate: 4.5 } }, false],
    ['rate as a string', { review: { rate: '5' } }, false],
    ['no rate', { review: { rate: undefined } }, false],
    ['an empty review', { review: { review: '' } }, false],
    ['a blank review', { review: { review: '   ' } }, false],
    [
      `a review of ${REVIEW_MAX_LENGTH} characters`,
      { review: { review: 'r'.repeat(REVIEW_MAX_LENGTH) } },
      true,
    ],
    [
      `a review of ${REVIEW_MAX_LENGTH + 1} characters`,
      { review: { review: 'r'.repeat(REVIEW_MAX_LENGTH + 1) } },
      false,
    ],
    ['a review as a number', { review: { review: 42 } }, false],
    ['another name', { review: { name: OTHER_CUSTOMER.name } }, false],
    ['an empty name', { review: { name: '' } }, false],
    ['the e-mail in the public review', { review: { email: CUSTOMER.email } }, false],
    ['the uid in the public review', { review: { uid: CUSTOMER.uid } }, false],
    ['a client clock createdAt', { review: { createdAt: Timestamp.now() } }, false],
    ['an extra field', { review: { approved: true } }, false],
    ["another customer's uid on the author's copy", { author: { uid: OTHER_CUSTOMER.uid } }, false],
    ["no author's copy", { author: null }, false],
    ["an author's copy with another rate", { author: { rate: 5 } }, false],
    ["an author's copy with another text", { author: { review: 'Other text.' } }, false],
    ["an author's copy with an extra field", { author: { email: CUSTOMER.email } }, false],
  ] as [string, ReviewTamper, boolean][])('with %s is allowed: %s', async (_case, tamper, ok) => {
    if (ok) await allowed(post(tamper));
    else await deniedAndUnchanged(() => post(tamper));
  });

  it('carries the name of the account, not of the client', async () => {
    await allowed(post());
    const unnamed = customerDb(rules(), CUSTOMER, { name: null });
    await deniedAndUnchanged(() => post({}, unnamed));
    await allowed(post({ review: { name: UNNAMED_CUSTOMER } }, unnamed));
    const longName = 'n'.repeat(TEXT_FIELD_MAX_LENGTH + 1);
    const long = customerDb(rules(), CUSTOMER, { name: longName });
    await deniedAndUnchanged(() => post({ review: { name: longName } }, long));
  });

  it("another customer can not post under the customer's identity", async () => {
    const otto = customerDb(rules(), OTHER_CUSTOMER);
    await deniedAndUnchanged(() => post({}, otto));
    await deniedAndUnchanged(() => post({ review: { name: OTHER_CUSTOMER.name } }, otto));
  });

  it('needs an account with an email, not yet a verified one', async () => {
    await allowed(post({}, customerDb(rules(), CUSTOMER, { email_verified: false })));
    await deniedAndUnchanged(() => post({}, customerDb(rules(), CUSTOMER, { email: null })));
  });
});

describe("'Verified buyer'", () => {
  it('is allowed with a paid order of the author and stored on both documents', async () => {
    const { id, commit } = postReview(
      customerDb(rules(), CUSTOMER),
      CUSTOMER,
      { rate: 5, review: 'Bought and loved it.' },
      { paidOrderId: 'rita-paid' },
    );
    await allowed(commit);
    expect(await peek(rules(), `reviews/${id}`)).toMatchObject({ verified: true });
    expect(await peek(rules(), `reviewAuthors/${id}`)).toMatchObject({
      verified: true,
      paidOrderId: 'rita-paid',
    });
  });

  it.each(['rita-returning', 'rita-returned'])(
    'is allowed with an order whose return keeps (part of) its money: %s',
    async (paidOrderId) => {
      const { commit } = postReview(
        customerDb(rules(), CUSTOMER),
        CUSTOMER,
        { rate: 4, review: 'Returned the wrong size, the tool is fine.' },
        { paidOrderId },
      );
      await allowed(commit);
    },
  );

  it.each([
    ['without any order', { review: { verified: true } }],
    ['with an unpaid order', { paidOrderId: 'rita-unpaid' }],
    ['with a fully refunded order', { paidOrderId: 'rita-refunded' }],
    ["with another customer's paid order", { paidOrderId: 'otto-paid' }],
    ['with an order that does not exist', { paidOrderId: 'no-such-order' }],
    [
      'unverified but naming a paid order',
      { paidOrderId: 'rita-paid', review: { verified: false } },
    ],
  ] as [string, ReviewTamper][])('is refused %s', async (_case, tamper) => {
    await deniedAndUnchanged(() => post(tamper));
  });
});

describe('the daily limit', () => {
  const today = () => reviewQuotaId(CUSTOMER.uid, Date.now());

  it(`allows ${REVIEWS_PER_DAY} reviews a day and refuses the next`, async () => {
    for (let i = 0; i < REVIEWS_PER_DAY; i += 1) await allowed(post());
    expect(await peek(rules(), `reviewQuotas/${today()}`)).toEqual({ count: REVIEWS_PER_DAY });
    await deniedAndUnchanged(() => post());
    const mine = await peekAll(rules(), ['reviewAuthors']);
    expect(Object.values(mine).filter((author) => author.uid === CUSTOMER.uid)).toHaveLength(
      REVIEWS_PER_DAY + 1, // the seeded one and today's
    );
  });

  it.each([
    ['without counting it', { quota: null }],
    ['counting two', { quota: { count: 2 } }],
    ['resetting the count', { quota: { count: 0 } }],
    ['on yesterday', { quotaId: `${CUSTOMER.uid}_${reviewDay(Date.now()) - 1}` }],
    ["on another customer's count", { quotaId: `${OTHER_CUSTOMER.uid}_${reviewDay(Date.now())}` }],
    ['with an extra field', { quota: { count: 1, until: 'never' } }],
  ] as [string, ReviewTamper][])('refuses a review %s', async (_case, tamper) => {
    await deniedAndUnchanged(() => post(tamper));
  });

  it('refuses a full day however the count is written', async () => {
    for (let i = 0; i < REVIEWS_PER_DAY; i += 1) await allowed(post());
    await deniedAndUnchanged(() => post({ quota: { count: REVIEWS_PER_DAY } }));
    await deniedAndUnchanged(() => post({ quota: { count: 1 } }));
  });

  it('nobody reads the counts from a client', async () => {
    await allowed(post());
    for (const db of [visitorDb(rules()), customerDb(rules(), CUSTOMER), adminDb(rules())]) {
      await denied(getDoc(doc(db, 'reviewQuotas', today())));
    }
  });
});

describe('reading reviews', () => {
  it('a visitor lists reviews and finds no e-mail or uid anywhere', async () => {
    await allowed(post());
    const visitor = visitorDb(rules());
    const listed = await getDocs(
      query(collection(visitor, 'reviews'), orderBy('createdAt', 'desc'), limit(MAX_QUERY_LIMIT)),
    );
    expect(listed.size).toBe(2);
    const text = JSON.stringify(listed.docs.map((snapshot) => snapshot.data()));
    for (const secret of [CUSTOMER.email, CUSTOMER.uid, '@']) expect(text).not.toContain(secret);
    for (const snapshot of listed.docs) {
      expect(Object.keys(snapshot.data()).sort()).toEqual(
        ['createdAt', 'name', 'rate', 'review', 'verified'].sort(),
      );
    }
  });

  it(`list queries name a limit of at most ${MAX_QUERY_LIMIT}`, async () => {
    const visitor = visitorDb(rules());
    await denied(getDocs(collection(visitor, 'reviews')));
    await denied(getDocs(query(collection(visitor, 'reviews'), limit(MAX_QUERY_LIMIT + 1))));
    await allowed(getDocs(query(collection(visitor, 'reviews'), limit(MAX_QUERY_LIMIT))));
  });

  it("only the author and admins read who wrote a review; visitors and others can't", async () => {
    const mine = (db: Firestore, max = 13) =>
      getDocs(
        query(
          collection(db, 'reviewAuthors'),
          where('uid', '==', CUSTOMER.uid),
          orderBy('createdAt', 'desc'),
          limit(max),
        ),
      );
    await allowed(mine(customerDb(rules(), CUSTOMER)));
    await allowed(getDoc(doc(customerDb(rules(), CUSTOMER), 'reviewAuthors/rita')));
    await allowed(mine(adminDb(rules())));
    await denied(mine(customerDb(rules(), CUSTOMER), MAX_QUERY_LIMIT + 1));
    for (const db of [visitorDb(rules()), customerDb(rules(), OTHER_CUSTOMER)]) {
      await denied(mine(db));
      await denied(getDoc(doc(db, 'reviewAuthors/rita')));
      await denied(getDocs(query(collection(db, 'reviewAuthors'), limit(10))));
    }
    await denied(getDoc(doc(adminDb(rules(), { email_verified: false }), 'reviewAuthors/rita')));
  });
});

describe('deleting and editing a review', () => {
  it('the author deletes the review and the copy together', async () => {
    await deniedAndUnchanged(() => deleteReview(customerDb(rules(), CUSTOMER), 'rita', false));
    await allowed(deleteReview(customerDb(rules(), CUSTOMER), 'rita'));
    expect(await peekAll(rules(), ['reviews', 'reviewAuthors'])).toEqual({});
  });

  it('an admin with a verified email deletes them; another customer does not', async () => {
    await deniedAndUnchanged(() => deleteReview(customerDb(rules(), OTHER_CUSTOMER), 'rita'));
    await deniedAndUnchanged(() => deleteReview(visitorDb(rules()), 'rita'));
    await deniedAndUnchanged(() =>
      deleteReview(adminDb(rules(), { email_verified: false }), 'rita'),
    );
    await allowed(deleteReview(adminDb(rules()), 'rita'));
    expect(await peekAll(rules(), ['reviews', 'reviewAuthors'])).toEqual({});
  });

  it('nobody claims a review without an author (one from before authors were kept), to delete it', async () => {
    const { 'reviews/old': review } = reviewDocuments('old', OTHER_CUSTOMER);
    await seed(rules(), { 'reviews/old': review! });
    const db = customerDb(rules(), CUSTOMER);
    const claim = { ...review, name: CUSTOMER.name, uid: CUSTOMER.uid, paidOrderId: null };
    await deniedAndUnchanged(() => setDoc(doc(db, 'reviewAuthors/old'), claim));
    await deniedAndUnchanged(() => deleteReview(db, 'old', false));
    await deniedAndUnchanged(() => deleteReview(db, 'old'));
    await allowed(deleteReview(adminDb(rules()), 'old', false));
  });

  it('nobody edits a review or its copy, not its author, another customer or an admin', async () => {
    for (const db of [
      customerDb(rules(), CUSTOMER),
      customerDb(rules(), OTHER_CUSTOMER),
      adminDb(rules()),
    ]) {
      for (const path of ['reviews/rita', 'reviewAuthors/rita']) {
        await deniedAndUnchanged(() => updateDoc(doc(db, path), { review: 'Edited.' }));
        await deniedAndUnchanged(() => updateDoc(doc(db, path), { verified: true }));
      }
    }
  });
});
