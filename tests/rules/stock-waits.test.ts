/**
 * Back in stock, tried as an attacker would: a customer waits for a sold-out tool only under
 * their own uid, only with a verified address (their token's), confirmed, with exactly the
 * customer's fields, and only they read or cancel it; a visitor's wait (by e-mail) is the API's
 * alone; the count per tool is the server's, which only admins read. Every refusal changes
 * nothing.
 */
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  query,
  setDoc,
  updateDoc,
  type DocumentData,
} from 'firebase/firestore';
import { describe, expect, it } from 'vitest';
import { stockWaitPath, stockWaiterPath } from '@pedalworks/domain/stock-waits';
import { setCustomerWait } from '../../web/src/features/tools/api/stock-wait-writes';
import {
  CUSTOMER,
  OTHER_CUSTOMER,
  adminDb,
  allowed,
  customerDb,
  denied,
  peekAll,
  toolDocument,
  toolFixture,
  useRulesEnv,
  visitorDb,
} from './support/rules-env';

const soldOut = toolFixture({ _id: 'sold-out', minimumOrder: 2, availableQuantity: 1 });
const inStock = toolFixture({ _id: 'in-stock' });
const OTTO_WAIT = stockWaiterPath(soldOut._id, OTHER_CUSTOMER.uid);
const VISITOR_WAIT = stockWaiterPath(soldOut._id, 'email-abc');
const rules = useRulesEnv(() => ({
  [`tools/${soldOut._id}`]: toolDocument(soldOut),
  [`tools/${inStock._id}`]: toolDocument(inStock),
  [stockWaitPath(soldOut._id)]: { count: 2, toolName: soldOut.name },
  [OTTO_WAIT]: {
    toolId: soldOut._id,
    email: OTHER_CUSTOMER.email,
    confirmed: true,
    uid: OTHER_CUSTOMER.uid,
    createdAt: new Date(),
  },
  [VISITOR_WAIT]: { toolId: soldOut._id, email: 'v@pedalworks.test', confirmed: true },
}));

const rita = (token: Record<string, unknown> = {}) => customerDb(rules(), CUSTOMER, token);
const RITA_WAIT = stockWaiterPath(soldOut._id, CUSTOMER.uid);
const everything = () => peekAll(rules(), ['stockWaits', `stockWaits/${soldOut._id}/waiters`]);

async function deniedAndUnchanged(write: () => Promise<unknown>) {
  const before = await everything();
  await denied(write());
  expect(await everything()).toEqual(before);
}

/** Rita's wait with fields laid over what the app writes (a field set to undefined is left out). */
function tamperedWait(overrides: DocumentData) {
  const data: DocumentData = {
    toolId: soldOut._id,
    email: CUSTOMER.email,
    confirmed: true,
    uid: CUSTOMER.uid,
    createdAt: new Date(),
    ...overrides,
  };
  for (const key of Object.keys(data)) if (data[key] === undefined) delete data[key];
  return setDoc(doc(rita(), RITA_WAIT), data);
}

describe('waiting for a sold-out tool', () => {
  it('a customer with a verified address waits with one click, reads and cancels it', async () => {
    await allowed(setCustomerWait(rita(), soldOut._id, CUSTOMER, true));
    await allowed(getDoc(doc(rita(), RITA_WAIT)));
    await allowed(setCustomerWait(rita(), soldOut._id, CUSTOMER, false));
    expect(Object.keys(await everything())).not.toContain(RITA_WAIT);
  });

  it('an unverified address, a tool in stock or one that does not exist is refused', async () => {
    await deniedAndUnchanged(() =>
      setCustomerWait(rita({ email_verified: false }), soldOut._id, CUSTOMER, true),
    );
    await deniedAndUnchanged(() => setCustomerWait(rita(), inStock._id, CUSTOMER, true));
    await deniedAndUnchanged(() => setCustomerWait(rita(), 'no-such-tool', CUSTOMER, true));
  });

  it.each([
    ['another address', { email: 'someone@else.test' }],
    ['another uid', { uid: OTHER_CUSTOMER.uid }],
    ['another tool', { toolId: inStock._id }],
    ['unconfirmed', { confirmed: false }],
    ['a made-up time', { createdAt: new Date('2020-01-01') }],
    ['an extra field', { tokenHash: 'x' }],
    ['no address', { email: undefined }],
  ])('a wait with %s is refused', async (_, overrides) => {
    await deniedAndUnchanged(() => tamperedWait(overrides));
  });

  it.each([
    ['another customer', () => customerDb(rules(), OTHER_CUSTOMER)],
    ['an admin', () => adminDb(rules())],
    ['a visitor', () => visitorDb(rules())],
  ])("%s can not set, read, change or cancel a customer's wait", async (_, db) => {
    await deniedAndUnchanged(() => setCustomerWait(db(), soldOut._id, CUSTOMER, true));
    await denied(getDoc(doc(db(), stockWaiterPath(soldOut._id, CUSTOMER.uid))));
  });

  it("nobody but its owner touches Otto's wait, and nobody a visitor's from a client", async () => {
    for (const db of [rita(), adminDb(rules()), visitorDb(rules())]) {
      await denied(getDoc(doc(db, OTTO_WAIT)));
      await deniedAndUnchanged(() => deleteDoc(doc(db, OTTO_WAIT)));
      await deniedAndUnchanged(() => updateDoc(doc(db, OTTO_WAIT), { email: 'x@y.test' }));
    }
    await deniedAndUnchanged(() =>
      updateDoc(doc(customerDb(rules(), OTHER_CUSTOMER), OTTO_WAIT), { email: 'x@y.test' }),
    );
    for (const db of [rita(), adminDb(rules()), visitorDb(rules())]) {
      await denied(getDoc(doc(db, VISITOR_WAIT)));
      await denied(getDocs(query(collection(db, `stockWaits/${soldOut._id}/waiters`), limit(10))));
      await deniedAndUnchanged(() => deleteDoc(doc(db, VISITOR_WAIT)));
      await deniedAndUnchanged(() =>
        setDoc(doc(db, stockWaiterPath(soldOut._id, 'email-new')), {
          toolId: soldOut._id,
          email: 'new@pedalworks.test',
          confirmed: true,
        }),
      );
    }
  });
});

describe('the count of waiters per tool', () => {
  it('only admins read it, with a bounded query', async () => {
    await allowed(getDoc(doc(adminDb(rules()), stockWaitPath(soldOut._id))));
    await allowed(getDocs(query(collection(adminDb(rules()), 'stockWaits'), limit(10))));
    await denied(getDocs(collection(adminDb(rules()), 'stockWaits')));
    for (const db of [rita(), visitorDb(rules())]) {
      await denied(getDoc(doc(db, stockWaitPath(soldOut._id))));
    }
  });

  it('nobody writes it from a client, admins included', async () => {
    for (const db of [adminDb(rules()), rita(), visitorDb(rules())]) {
      await deniedAndUnchanged(() =>
        setDoc(doc(db, stockWaitPath(soldOut._id)), { count: 99, toolName: 'x' }),
      );
      await deniedAndUnchanged(() => deleteDoc(doc(db, stockWaitPath(soldOut._id))));
    }
  });
});
