/**
 * Every Firestore write of the web app, run by the app's own functions (web/src/features/*\/api),
 * is allowed by firestore.rules and has the effect the shop relies on.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { SHIPPED } from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import { addTool, deleteTool, updateTool } from '../../web/src/features/admin/api/tool-writes';
import { deleteOrder } from '../../web/src/features/orders/api/delete-order';
import { placeOrder } from '../../web/src/features/orders/api/place-order';
import { saveProfile } from '../../web/src/features/profile/api/save-profile';
import { addReview } from '../../web/src/features/reviews/api/add-review';
import { deleteReview, markShipped } from './support/app-writes';
import {
  CUSTOMER,
  ORDER_INPUT,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  openOrdersDocument,
  orderDocument,
  peek,
  profileDocument,
  seed,
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

/** An unpaid order as the app's My Orders hands it to deleteOrder. */
const unpaid = (_id: string, toolId: string) => ({
  _id,
  toolId,
  orderedQuantity: ORDER_INPUT.orderedQuantity,
  uid: CUSTOMER.uid,
  paid: false,
  pandingChange: null,
  status: 'held' as const,
  paymentIntentId: null,
});

describe("the web app's writes", () => {
  it('placing an order: one batch creates the order and takes its quantity from stock', async () => {
    const id = await placeOrder(customerDb(env, CUSTOMER), tool, ORDER_INPUT, CUSTOMER);

    const order = await peek(env, `orders/${id}`);
    expect(order).toMatchObject({ uid: CUSTOMER.uid, orderedQuantity: 3, price: 59.97 });
    expect(order).toMatchObject({ paid: false, transactionId: null, pandingChange: null });
    expect(await peek(env, `tools/${tool._id}`)).toMatchObject({
      availableQuantity: tool.availableQuantity - ORDER_INPUT.orderedQuantity,
      [STOCK_ORDER_FIELD]: id,
    });
  });

  it('deleting an unpaid own order: one batch deletes it and puts the quantity back', async () => {
    const db = customerDb(env, CUSTOMER);
    const id = await placeOrder(db, tool, ORDER_INPUT, CUSTOMER);

    await allowed(deleteOrder(db, unpaid(id, tool._id)));

    expect(await peek(env, `orders/${id}`)).toBeUndefined();
    expect(await peek(env, `tools/${tool._id}`)).toMatchObject({
      availableQuantity: tool.availableQuantity,
      [STOCK_ORDER_FIELD]: id,
    });
  });

  it('deleting an unpaid own order whose tool no longer exists: only the order goes', async () => {
    await seed(env, {
      'orders/orphan': orderDocument(toolFixture({ _id: 'gone' }), CUSTOMER),
      [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'orphan'),
    });

    await allowed(deleteOrder(customerDb(env, CUSTOMER), unpaid('orphan', 'gone')));

    expect(await peek(env, 'orders/orphan')).toBeUndefined();
    expect(await peek(env, 'tools/gone')).toBeUndefined();
  });

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

  it('an admin adds, edits and deletes a tool', async () => {
    const input = toolDocument(toolFixture({ name: 'Chain Whip' }));
    const db = adminDb(env);
    const added = await addTool(db, input);

    // The edit writes every field but the stock, which moves by deltas alone.
    await allowed(updateTool(db, added.id, { ...input, price: 24.5 }));
    expect(await peek(env, `tools/${added.id}`)).toMatchObject({
      price: 24.5,
      availableQuantity: input.availableQuantity,
    });
    await allowed(deleteTool(db, added.id));
    expect(await peek(env, `tools/${added.id}`)).toBeUndefined();
  });

  it('an admin client may mark a paid order shipped (the app does it through the API)', async () => {
    await seed(env, {
      'orders/paid': orderDocument(tool, CUSTOMER, { paid: true, transactionId: 'pi_1' }),
    });

    await allowed(markShipped(adminDb(env), 'paid'));

    expect(await peek(env, 'orders/paid')).toMatchObject({ pandingChange: SHIPPED });
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
