/**
 * Every client write of the shared contract, performed exactly as the web app performs it,
 * is allowed by firestore.rules and has the effect the shop relies on.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { SHIPPED } from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import { collection, doc, getDoc, getDocs, limit, orderBy, query, where } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  addTool,
  deleteOrder,
  deleteReview,
  deleteTool,
  editTool,
  markShipped,
  placeOrder,
  postReview,
  updateProfile,
} from './support/client-writes';
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

describe('client writes of the contract', () => {
  it('1. place order: one batch creates the order and takes its quantity from stock', async () => {
    const { id, commit } = placeOrder(customerDb(env, CUSTOMER), tool, ORDER_INPUT, CUSTOMER);
    await allowed(commit);

    const order = await peek(env, `orders/${id}`);
    expect(order).toMatchObject({ uid: CUSTOMER.uid, orderedQuantity: 3, price: 59.97 });
    expect(order).toMatchObject({ paid: false, transactionId: null, pandingChange: null });
    expect(await peek(env, `tools/${tool._id}`)).toMatchObject({
      availableQuantity: tool.availableQuantity - ORDER_INPUT.orderedQuantity,
      [STOCK_ORDER_FIELD]: id,
    });
  });

  it('2. delete an unpaid own order: one batch deletes it and puts the quantity back', async () => {
    const db = customerDb(env, CUSTOMER);
    const { id, commit } = placeOrder(db, tool, ORDER_INPUT, CUSTOMER);
    await allowed(commit);

    await allowed(
      deleteOrder(db, { _id: id, toolId: tool._id, orderedQuantity: 3, uid: CUSTOMER.uid }),
    );

    expect(await peek(env, `orders/${id}`)).toBeUndefined();
    expect(await peek(env, `tools/${tool._id}`)).toMatchObject({
      availableQuantity: tool.availableQuantity,
      [STOCK_ORDER_FIELD]: id,
    });
  });

  it('2. delete an unpaid own order whose tool no longer exists: only the order goes', async () => {
    await seed(env, {
      'orders/orphan': orderDocument(toolFixture({ _id: 'gone' }), CUSTOMER),
      [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'orphan'),
    });

    await allowed(
      deleteOrder(customerDb(env, CUSTOMER), {
        _id: 'orphan',
        toolId: 'gone',
        orderedQuantity: 3,
        uid: CUSTOMER.uid,
      }),
    );

    expect(await peek(env, 'orders/orphan')).toBeUndefined();
    expect(await peek(env, 'tools/gone')).toBeUndefined();
  });

  it('3. profile: the owner updates the six profile fields', async () => {
    const fields = {
      name: 'Rita R.',
      education: 'BSc Mechanics',
      linkedin: 'https://www.linkedin.com/in/rita',
      phone: '+1 555 0101',
      city: 'Springfield',
      district: 'North',
    };
    await allowed(updateProfile(customerDb(env, CUSTOMER), CUSTOMER.uid, fields));

    expect(await peek(env, `users/${CUSTOMER.uid}`)).toEqual(profileDocument(CUSTOMER, fields));
  });

  it('4. review: a customer posts under their name, its author kept apart; author and admin delete', async () => {
    const own = postReview(customerDb(env, CUSTOMER), CUSTOMER, { rate: 5, review: 'Solid.' });
    const other = postReview(customerDb(env, OTHER_CUSTOMER), OTHER_CUSTOMER, {
      rate: 4,
      review: 'Good.',
    });
    await allowed(own.commit);
    await allowed(other.commit);
    expect(await peek(env, `reviews/${own.id}`)).toEqual({
      name: CUSTOMER.name,
      rate: 5,
      review: 'Solid.',
      verified: false,
      createdAt: expect.anything() as unknown,
    });
    expect(await peek(env, `reviewAuthors/${own.id}`)).toMatchObject({
      uid: CUSTOMER.uid,
      paidOrderId: null,
    });

    await allowed(deleteReview(customerDb(env, CUSTOMER), own.id));
    await allowed(deleteReview(adminDb(env), other.id));
    expect(await peek(env, `reviews/${own.id}`)).toBeUndefined();
    expect(await peek(env, `reviews/${other.id}`)).toBeUndefined();
  });

  it('5. admin adds, edits and deletes a tool', async () => {
    const input = toolDocument(toolFixture({ name: 'Chain Whip' }));
    const db = adminDb(env);
    const added = await addTool(db, input);

    await allowed(editTool(db, added.id, { ...input, price: 24.5, availableQuantity: 40 }));
    expect(await peek(env, `tools/${added.id}`)).toMatchObject({ price: 24.5 });
    await allowed(deleteTool(db, added.id));
    expect(await peek(env, `tools/${added.id}`)).toBeUndefined();
  });

  it('5. admin marks a paid order shipped', async () => {
    await seed(env, {
      'orders/paid': orderDocument(tool, CUSTOMER, { paid: true, transactionId: 'pi_1' }),
    });

    await allowed(markShipped(adminDb(env), 'paid'));

    expect(await peek(env, 'orders/paid')).toMatchObject({ pandingChange: SHIPPED });
  });
});

describe('client reads of the contract', () => {
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
