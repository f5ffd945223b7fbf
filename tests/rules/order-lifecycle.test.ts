/**
 * The order's life in the rules: the cap on open orders (the counter moved with the order),
 * what a client may do to an order once it has a payment intent, expired, cancelled, refunded
 * or disputed orders, and the fields only the server writes.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { doc, increment, setDoc, updateDoc, writeBatch } from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { MAX_OPEN_ORDERS } from '@pedalworks/domain/constants';
import { counterMove, deleteOrder, markShipped, placeOrder, stockMove } from './support/app-writes';
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
  seed,
  toolDocument,
  toolFixture,
  useRulesEnv,
} from './support/rules-env';

const tool = toolFixture({ price: 10, minimumOrder: 1, availableQuantity: 20 });
const rules = useRulesEnv(() => ({ [`tools/${tool._id}`]: toolDocument(tool) }));
let env: RulesTestEnvironment;
beforeEach(() => {
  env = rules();
});

const input = { ...ORDER_INPUT, toolId: tool._id, orderedQuantity: 1 };
const stock = async () => (await peek(env, `tools/${tool._id}`))?.availableQuantity as number;
const count = async () => (await peek(env, `openOrders/${CUSTOMER.uid}`))?.count as number;
const mine = (id: string) => ({ _id: id, toolId: tool._id, orderedQuantity: 1, uid: CUSTOMER.uid });

describe('the cap on open orders', () => {
  it(`accepts ${MAX_OPEN_ORDERS} held orders and refuses the next`, async () => {
    const db = customerDb(env, CUSTOMER);
    for (let index = 0; index < MAX_OPEN_ORDERS; index += 1) {
      await allowed(placeOrder(db, tool, input, CUSTOMER).commit);
    }
    expect(await count()).toBe(MAX_OPEN_ORDERS);
    await denied(placeOrder(db, tool, input, CUSTOMER).commit);
    expect(await stock()).toBe(tool.availableQuantity - MAX_OPEN_ORDERS);
    expect(await count()).toBe(MAX_OPEN_ORDERS);
  });

  it('a deleted held order frees its slot; so does an order the server expired or paid', async () => {
    const db = customerDb(env, CUSTOMER);
    const placed = [];
    for (let index = 0; index < MAX_OPEN_ORDERS; index += 1) {
      const order = placeOrder(db, tool, input, CUSTOMER);
      await allowed(order.commit);
      placed.push(order.id);
    }
    await allowed(deleteOrder(db, mine(placed[0]!)));
    expect(await count()).toBe(MAX_OPEN_ORDERS - 1);
    await allowed(placeOrder(db, tool, input, CUSTOMER).commit);
    // The server (order-lifecycle) lowers the counter when an order stops being held.
    await seed(env, { [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(2, placed[1]!) });
    await allowed(placeOrder(db, tool, input, CUSTOMER).commit);
    await denied(placeOrder(db, tool, input, CUSTOMER).commit);
  });

  it.each([
    ['without counting it', { counter: null }],
    ['counting it twice', { counter: (id: string) => counterMove(2, id) }],
    ['counting it down', { counter: (id: string) => counterMove(-1, id) }],
    ['counting another order', { counter: () => counterMove(1, 'other') }],
    ['resetting the counter', { counter: (id: string) => ({ count: 1, orderId: id }) }],
  ])('placing an order %s is denied', async (_case, tamper) => {
    const db = customerDb(env, CUSTOMER);
    await allowed(placeOrder(db, tool, input, CUSTOMER).commit);
    await allowed(placeOrder(db, tool, input, CUSTOMER).commit);
    await denied(placeOrder(db, tool, input, CUSTOMER, tamper).commit);
    expect(await count()).toBe(2);
  });

  it("nobody moves a counter alone, or another customer's", async () => {
    await seed(env, { [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(3, 'x') });
    const counter = (db: ReturnType<typeof customerDb>) => doc(db, `openOrders/${CUSTOMER.uid}`);
    await denied(updateDoc(counter(customerDb(env, CUSTOMER)), { count: 0 }));
    await denied(updateDoc(counter(customerDb(env, CUSTOMER)), { count: increment(-1) }));
    await denied(updateDoc(counter(customerDb(env, OTHER_CUSTOMER)), { count: 0 }));
    await denied(updateDoc(counter(adminDb(env)), { count: 0 }));
    await denied(
      setDoc(doc(customerDb(env, OTHER_CUSTOMER), `openOrders/${OTHER_CUSTOMER.uid}`), {
        count: 0,
        orderId: 'x',
      }),
    );
    expect(await count()).toBe(3);
  });
});

describe('orders the server has taken over', () => {
  const seedOrder = (fields: Record<string, unknown>) =>
    seed(env, {
      'orders/mine': orderDocument(tool, CUSTOMER, fields, input),
      [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'mine'),
    });

  it('a held order with a payment intent cannot be deleted by the client', async () => {
    await seedOrder({ paymentIntentId: 'pi_1' });
    await denied(deleteOrder(customerDb(env, CUSTOMER), mine('mine')));
    expect(await peek(env, 'orders/mine')).toBeDefined();
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it('an expired order is deleted alone: its stock came back when it expired', async () => {
    await seedOrder({ status: 'expired' });
    const db = customerDb(env, CUSTOMER);
    await denied(deleteOrder(db, mine('mine')));
    const stockBack = writeBatch(db);
    stockBack.delete(doc(db, 'orders/mine'));
    stockBack.update(doc(db, 'tools', tool._id), stockMove(1, 'mine'));
    await denied(stockBack.commit());
    await allowed(deleteOrder(db, mine('mine'), { expired: true }));
    expect(await stock()).toBe(tool.availableQuantity);
    expect(await count()).toBe(1);
  });

  it.each([
    ['cancelled', { status: 'cancelled' }],
    ['expired with a payment intent', { status: 'expired', paymentIntentId: 'pi_1' }],
    ['refunded', { status: 'refunded', paid: true, transactionId: 'pi_1' }],
  ])('a %s order cannot be deleted by the client', async (_case, fields) => {
    await seedOrder(fields);
    await denied(deleteOrder(customerDb(env, CUSTOMER), mine('mine'), { expired: true }));
    await denied(deleteOrder(customerDb(env, CUSTOMER), mine('mine')));
  });

  it('admins ship a paid order, not a refunded one nor one under a dispute not won', async () => {
    const admin = adminDb(env);
    await seedOrder({ paid: true, transactionId: 'pi_1', status: 'refunded' });
    await denied(markShipped(admin, 'mine'));
    await seedOrder({
      paid: true,
      transactionId: 'pi_1',
      status: 'paid',
      dispute: { id: 'dp_1', status: 'needs_response' },
    });
    await denied(markShipped(admin, 'mine'));
    await denied(updateDoc(doc(admin, 'orders/mine'), { pandingChange: 'shipped' }));
    await seedOrder({
      paid: true,
      transactionId: 'pi_1',
      status: 'paid',
      dispute: { id: 'dp_1', status: 'won' },
    });
    await allowed(markShipped(admin, 'mine'));
  });

  it.each([
    ['expired', { status: 'expired' }],
    ['cancelled', { status: 'cancelled' }],
    ['paid', { status: 'paid' }],
    ['a payment intent', { paymentIntentId: 'pi_1' }],
    ['a later hold', { holdUntil: new Date(Date.now() + 86_400_000) }],
    ['a refund', { refundedAmount: 100 }],
  ])('neither the owner nor an admin sets %s', async (_case, fields) => {
    await seedOrder({});
    await denied(updateDoc(doc(customerDb(env, CUSTOMER), 'orders/mine'), fields));
    await denied(updateDoc(doc(adminDb(env), 'orders/mine'), fields));
  });

  it.each([
    ['a payment intent', { paymentIntentId: 'pi_1' }],
    ['a hold of its own', { holdUntil: new Date(Date.now() + 86_400_000) }],
    ['another status', { status: 'paid' }],
    ['no status', { status: undefined }],
  ])('a customer cannot place an order with %s', async (_case, order) => {
    await denied(placeOrder(customerDb(env, CUSTOMER), tool, input, CUSTOMER, { order }).commit);
    expect(await stock()).toBe(tool.availableQuantity);
  });
});
