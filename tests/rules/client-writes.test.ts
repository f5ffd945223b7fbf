/**
 * Every Firestore write of the web app, run by the app's own functions (web/src/features/*\/api),
 * is allowed by firestore.rules and has the effect the shop relies on. Orders are not among
 * them: the app places, deletes and ships through the API (tests/rules/orders.test.ts proves the
 * client writes refused).
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { toolCreation, toolDeletion, toolEdit } from '../../web/src/features/admin/api/tool-writes';
import { commitWrites } from '../../web/src/lib/writes';
import { saveProfile } from '../../web/src/features/profile/api/save-profile';
import { addReview } from '../../web/src/features/reviews/api/add-review';
import { deleteReview } from './support/app-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  staffOf,
  allowed,
  customerDb,
  denied,
  peek,
  profileDocument,
  toolDocument,
  toolFixture,
  useRulesEnv,
  visitorDb,
} from './support/rules-env';

const tool = toolFixture();
const rules = useRulesEnv(() => ({
  [`tools/${tool._id}`]: toolDocument(tool),
  [`users/${CUSTOMER.uid}`]: profileDocument(CUSTOMER),
}));
let env: RulesTestEnvironment;
beforeEach(() => {
  env = rules();
});

describe("the web app's writes", () => {
  it('saving a profile: the owner updates the six profile fields', async () => {
    const fields = {
      name: 'Rita R.',
      education: 'BSc Mechanics',
      linkedin: 'https://www.linkedin.com/in/rita',
      phone: '+1 555 0101',
      city: 'Springfield',
      district: 'North',
    };
    await allowed(saveProfile(customerDb(env, CUSTOMER), CUSTOMER.uid, fields));

    expect(await peek(env, `users/${CUSTOMER.uid}`)).toEqual(profileDocument(CUSTOMER, fields));
  });

  it('a review: a customer posts under their name, its author kept apart; author and admin delete', async () => {
    const own = await addReview(customerDb(env, CUSTOMER), CUSTOMER, { rate: 5, review: 'Solid.' });
    const other = await addReview(customerDb(env, OTHER_CUSTOMER), OTHER_CUSTOMER, {
      rate: 4,
      review: 'Good.',
    });
    expect(await peek(env, `reviews/${own}`)).toEqual({
      name: CUSTOMER.name,
      rate: 5,
      review: 'Solid.',
      verified: false,
      createdAt: expect.anything() as unknown,
    });
    expect(await peek(env, `reviewAuthors/${own}`)).toMatchObject({
      uid: CUSTOMER.uid,
      paidOrderId: null,
    });

    await allowed(deleteReview(customerDb(env, CUSTOMER), own));
    await allowed(deleteReview(adminDb(env), other));
    expect(await peek(env, `reviews/${own}`)).toBeUndefined();
    expect(await peek(env, `reviews/${other}`)).toBeUndefined();
  });

  it('an admin adds, edits and deletes a tool, each with its audit entry', async () => {
    const input = toolDocument(toolFixture({ name: 'Chain Whip' }));
    const db = adminDb(env);
    const actor = staffOf(db)!;
    const { ref: added, writes } = toolCreation(db, actor, input);
    await allowed(commitWrites(db, writes));

    // The edit writes every field but the stock, which moves by deltas alone.
    const before = (await peek(env, `tools/${added.id}`))!;
    const edit = toolEdit(db, actor, added.id, before, { ...input, price: 24.5 });
    await allowed(commitWrites(db, edit));
    expect(await peek(env, `tools/${added.id}`)).toMatchObject({
      price: 24.5,
      availableQuantity: input.availableQuantity,
    });
    expect(await peek(env, `auditLog/${edit[1]!.ref.id}`)).toMatchObject({
      actor,
      action: 'tool.update',
      target: { path: `tools/${added.id}`, id: added.id },
      before: { price: input.price },
      after: { price: 24.5 },
    });
    await allowed(commitWrites(db, toolDeletion(db, actor, added.id, before)));
    expect(await peek(env, `tools/${added.id}`)).toBeUndefined();
    expect(await peek(env, `auditLog/tools_${added.id}_deleted`)).toMatchObject({
      action: 'tool.delete',
      after: null,
    });
  });
});

describe("the web app's reads", () => {
  it('anyone reads tools and reviews through ordered queries of at most 100', async () => {
    const visitor = visitorDb(env);
    await allowed(getDocs(query(collection(visitor, 'tools'), orderBy('name'), limit(6))));
    await allowed(getDocs(query(collection(visitor, 'reviews'), orderBy('createdAt'), limit(6))));
    await allowed(getDoc(doc(visitor, 'tools', tool._id)));
    await denied(getDocs(query(collection(visitor, 'tools'), orderBy('name'))));
    await denied(getDocs(query(collection(visitor, 'tools'), limit(101))));
  });

  it("a customer reads their orders, profile and reviews by uid; an admin reads everyone's", async () => {
    const db = customerDb(env, CUSTOMER);
    const own = (name: string) =>
      query(collection(db, name), where('uid', '==', CUSTOMER.uid), orderBy('createdAt', 'desc'));
    await allowed(getDocs(query(own('orders'), limit(13))));
    await allowed(getDocs(query(own('reviewAuthors'), limit(13))));
    await allowed(getDoc(doc(db, 'users', CUSTOMER.uid)));

    const admin = adminDb(env);
    await allowed(
      getDocs(query(collection(admin, 'orders'), orderBy('createdAt', 'desc'), limit(13))),
    );
    await allowed(getDocs(query(collection(admin, 'users'), orderBy('email'), limit(12))));
  });

  it("a customer cannot read another's orders or the user list", async () => {
    const db = customerDb(env, OTHER_CUSTOMER);
    await denied(getDocs(query(collection(db, 'orders'), where('uid', '==', CUSTOMER.uid))));
    await denied(getDocs(collection(db, 'orders')));
    await denied(getDocs(collection(db, 'users')));
  });

  it('an admin too lists at most 100 documents at a time', async () => {
    const admin = adminDb(env);
    await denied(getDocs(query(collection(admin, 'orders'), orderBy('createdAt', 'desc'))));
    await denied(getDocs(query(collection(admin, 'users'), limit(101))));
    await allowed(getDocs(query(collection(admin, 'users'), limit(100))));
  });
});
