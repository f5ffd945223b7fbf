/**
 * Orders, stock and the open-order counter belong to the server's order engine
 * (functions/src/orders, reached through POST/DELETE /api/order and PUT /api/manageorder): no
 * client writes them, whatever its role, and the batches the web app once committed are
 * refused. Owners and admins still read orders live.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocs,
  increment,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { COLLECTIONS, UNVERIFIED_MAX_UNITS_PER_TOOL } from '@pedalworks/domain/constants';
import { deleteOrder, markShipped, placeOrder, stockMove } from './support/app-writes';
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
  peekIds,
  seed,
  toolDocument,
  toolFixture,
  useRulesEnv,
} from './support/rules-env';

const tool = toolFixture({ price: 19.99, minimumOrder: 1, availableQuantity: 10 });
const rules = useRulesEnv(() => ({ [`tools/${tool._id}`]: toolDocument(tool) }));
let env: RulesTestEnvironment;
beforeEach(() => {
  env = rules();
});

const stock = async () => (await peek(env, `tools/${tool._id}`))?.availableQuantity as number;

const seedOrders = () =>
  seed(env, {
    'orders/held': orderDocument(tool, CUSTOMER),
    'orders/expired': orderDocument(tool, CUSTOMER, { status: 'expired' }),
    'orders/paid': orderDocument(tool, CUSTOMER, { status: 'paid', transactionId: 'pi_1' }),
    [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'held'),
  });

describe('placing an order from a client', () => {
  it("the web app's old batch (order, stock, counter) is refused; nothing moves", async () => {
    await denied(placeOrder(customerDb(env, CUSTOMER), tool, ORDER_INPUT, CUSTOMER).commit);
    expect(await stock()).toBe(tool.availableQuantity);
    expect(await peekIds(env, 'orders')).toEqual([]);
  });

  it('an unverified account is refused too, even within its holding caps (the API is the one path)', async () => {
    const unverified = customerDb(env, CUSTOMER, { email_verified: false });
    const input = { ...ORDER_INPUT, orderedQuantity: UNVERIFIED_MAX_UNITS_PER_TOOL };
    await denied(placeOrder(unverified, tool, input, CUSTOMER).commit);
    await denied(
      placeOrder(unverified, tool, { ...input, orderedQuantity: tool.availableQuantity }, CUSTOMER)
        .commit,
    );
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it('an order alone, without stock or counter, is refused, for admins too', async () => {
    const alone = { stock: null, counter: null };
    await denied(placeOrder(customerDb(env, CUSTOMER), tool, ORDER_INPUT, CUSTOMER, alone).commit);
    await denied(placeOrder(adminDb(env), tool, ORDER_INPUT, CUSTOMER, alone).commit);
  });
});

describe('changing or deleting an order from a client', () => {
  beforeEach(seedOrders);
  const held = { _id: 'held', toolId: tool._id, orderedQuantity: 3, uid: CUSTOMER.uid };

  it('the owner can not delete a held order with its stock back, nor an expired one alone', async () => {
    await denied(deleteOrder(customerDb(env, CUSTOMER), held));
    await denied(
      deleteOrder(customerDb(env, CUSTOMER), { ...held, _id: 'expired' }, { expired: true }),
    );
    await denied(deleteDoc(doc(customerDb(env, CUSTOMER), 'orders/held')));
    expect(await peekIds(env, 'orders')).toEqual(['expired', 'held', 'paid']);
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it('an admin can not ship, pay, cancel or delete an order from the client', async () => {
    await denied(markShipped(adminDb(env), 'paid'));
    await denied(updateDoc(doc(adminDb(env), 'orders/held'), { status: 'paid' }));
    await denied(updateDoc(doc(adminDb(env), 'orders/held'), { status: 'cancelled' }));
    await denied(deleteDoc(doc(adminDb(env), 'orders/held')));
    expect((await peek(env, 'orders/paid'))?.status).toBe('paid');
  });

  it('nobody writes a tracking number from the client: not an admin, not the owner', async () => {
    await seed(env, {
      'orders/shipped': orderDocument(tool, CUSTOMER, { status: 'shipped', transactionId: 'pi_2' }),
    });
    const shipments = [
      { carrier: 'ups', trackingNumber: '1Z999AA10123456784' },
      { carrier: 'pony-express', trackingNumber: '123' },
      { carrier: 'ups', trackingNumber: 'A'.repeat(200) },
    ];
    for (const shipment of shipments) {
      await denied(updateDoc(doc(adminDb(env), 'orders/shipped'), { shipment }));
      await denied(updateDoc(doc(customerDb(env, CUSTOMER), 'orders/shipped'), { shipment }));
      await denied(
        setDoc(doc(adminDb(env), 'orders/shipped/events/tracking-updated-1'), {
          type: 'tracking-updated',
          details: shipment,
        }),
      );
    }
    expect((await peek(env, 'orders/shipped'))?.shipment).toBeUndefined();
  });

  it('the owner can not pay, stretch the hold or forge a transaction', async () => {
    const own = customerDb(env, CUSTOMER);
    await denied(updateDoc(doc(own, 'orders/held'), { status: 'paid', transactionId: 'pi_x' }));
    await denied(updateDoc(doc(own, 'orders/held'), { holdUntil: new Date(Date.now() + 1e9) }));
  });

  it('owners and admins still read orders live; another customer does not', async () => {
    await allowed(getDoc(doc(customerDb(env, CUSTOMER), 'orders/held')));
    await allowed(getDoc(doc(adminDb(env), 'orders/held')));
    await denied(getDoc(doc(customerDb(env, OTHER_CUSTOMER), 'orders/held')));
  });
});

describe('stock and the open-order counter', () => {
  beforeEach(seedOrders);

  it("nobody moves a tool's stock in an order's name, not even an admin", async () => {
    await denied(
      updateDoc(doc(customerDb(env, CUSTOMER), `tools/${tool._id}`), stockMove(3, 'held')),
    );
    await denied(updateDoc(doc(adminDb(env), `tools/${tool._id}`), stockMove(3, 'held')));
    await denied(
      updateDoc(doc(customerDb(env, CUSTOMER), `tools/${tool._id}`), {
        availableQuantity: increment(-1),
      }),
    );
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it('the counter is read by its customer and admins, written by no client', async () => {
    const counter = `openOrders/${CUSTOMER.uid}`;
    await allowed(getDoc(doc(customerDb(env, CUSTOMER), counter)));
    await allowed(getDoc(doc(adminDb(env), counter)));
    await denied(getDoc(doc(customerDb(env, OTHER_CUSTOMER), counter)));
    await denied(setDoc(doc(customerDb(env, CUSTOMER), counter), openOrdersDocument(0, 'held')));
    await denied(updateDoc(doc(adminDb(env), counter), { count: 0 }));
    await denied(deleteDoc(doc(customerDb(env, CUSTOMER), counter)));
    expect((await peek(env, counter))?.count).toBe(1);
  });
});

describe("My Orders' reads", () => {
  beforeEach(seedOrders);
  const theirs = (db: Firestore, uid: string) =>
    query(collection(db, COLLECTIONS.orders), where('uid', '==', uid));

  it('a customer lists a page of their own orders, newest first, and counts them; not another', async () => {
    const mine = customerDb(env, CUSTOMER);
    const newestFirst = query(theirs(mine, CUSTOMER.uid), orderBy('createdAt', 'desc'), limit(13));
    await allowed(getDocs(newestFirst));
    expect((await getDocs(newestFirst)).size).toBe(3);
    const counted = getCountFromServer(theirs(mine, CUSTOMER.uid));
    await allowed(counted);
    expect((await counted).data().count).toBe(3);
    const other = customerDb(env, OTHER_CUSTOMER);
    await denied(getDocs(query(theirs(other, CUSTOMER.uid), limit(13))));
    await denied(getCountFromServer(theirs(other, CUSTOMER.uid)));
  });
});
