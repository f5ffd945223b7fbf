/**
 * Orders and stock: every invariant of an order at and just past its bounds, the stock moved
 * with it, and the fields only the server or an admin may set.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  Timestamp,
  doc,
  increment,
  serverTimestamp,
  updateDoc,
  writeBatch,
} from 'firebase/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ORDER_TOTAL_MAX,
  ORDER_TOTAL_MIN,
  SHIPPED,
  UNNAMED_CUSTOMER,
} from '@pedalworks/domain/constants';
import { STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import type { OrderInput } from '@pedalworks/domain/types';
import {
  deleteOrder,
  markShipped,
  placeOrder,
  stockMove,
  type OrderTamper,
} from './support/app-writes';
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

const tool = toolFixture({ price: 19.99, minimumOrder: 2, availableQuantity: 10 });
const rules = useRulesEnv(() => ({ [`tools/${tool._id}`]: toolDocument(tool) }));
let env: RulesTestEnvironment;
beforeEach(() => {
  env = rules();
});

const order = (input: Partial<OrderInput> = {}, tamper: OrderTamper = {}) =>
  placeOrder(customerDb(env, CUSTOMER), tool, { ...ORDER_INPUT, ...input }, CUSTOMER, tamper)
    .commit;

const stock = async () => (await peek(env, `tools/${tool._id}`))?.availableQuantity as number;

describe('placing an order', () => {
  it.each([
    ['minimumOrder - 1', tool.minimumOrder - 1, false],
    ['minimumOrder', tool.minimumOrder, true],
    ['availableQuantity', tool.availableQuantity, true],
    ['availableQuantity + 1', tool.availableQuantity + 1, false],
    ['zero', 0, false],
    ['negative', -2, false],
  ])('quantity %s (%i) is allowed: %s', async (_bound, orderedQuantity, ok) => {
    await (ok ? allowed : denied)(order({ orderedQuantity }));
    expect(await stock()).toBe(tool.availableQuantity - (ok ? orderedQuantity : 0));
  });

  it.each([
    ['a string', '3'],
    ['a fraction', 2.5],
  ])('quantity as %s is denied', async (_kind, orderedQuantity) => {
    await denied(order({}, { order: { orderedQuantity } }));
  });

  it('price is the unit price times the quantity rounded to cents, for awkward prices too', async () => {
    for (const [price, orderedQuantity] of [
      [0.1, 5],
      [19.99, 7],
      [1.15, 10],
      [25, 4],
    ] as const) {
      await env.clearFirestore();
      const awkward = toolFixture({ price, minimumOrder: 1 });
      await seed(env, { [`tools/${awkward._id}`]: toolDocument(awkward) });
      await allowed(
        placeOrder(
          customerDb(env, CUSTOMER),
          awkward,
          { ...ORDER_INPUT, orderedQuantity },
          CUSTOMER,
        ).commit,
      );
    }
  });

  it.each([
    [`${ORDER_TOTAL_MIN - 0.01} (just under Stripe's least)`, 0.49, 1, false],
    [`${ORDER_TOTAL_MIN} (Stripe's least)`, 0.5, 1, true],
    [`${ORDER_TOTAL_MIN} as 5 x 0.10`, 0.1, 5, true],
    [`${ORDER_TOTAL_MAX} (Stripe's most)`, ORDER_TOTAL_MAX, 1, true],
    [`${ORDER_TOTAL_MAX + 0.01} (just over Stripe's most)`, 500_000, 2, false],
  ] as const)('an order totalling $%s is allowed: %s', async (_case, price, quantity, ok) => {
    await env.clearFirestore();
    const bound = toolFixture({ price, minimumOrder: 1, availableQuantity: 10 });
    await seed(env, { [`tools/${bound._id}`]: toolDocument(bound) });
    const commit = placeOrder(
      customerDb(env, CUSTOMER),
      bound,
      { ...ORDER_INPUT, orderedQuantity: quantity },
      CUSTOMER,
    ).commit;
    if (ok) await allowed(commit);
    else {
      await denied(commit);
      expect(await peekIds(env, 'orders')).toEqual([]);
      expect(await peek(env, `tools/${bound._id}`)).toEqual(toolDocument(bound));
    }
  });

  it("an order carries the account's name, not the client's", async () => {
    const as = (token: Record<string, unknown>) => customerDb(env, CUSTOMER, token);
    await denied(order({}, { order: { name: 'Someone Else', userName: 'Someone Else' } }));
    await denied(placeOrder(as({ name: null }), tool, ORDER_INPUT, CUSTOMER).commit);
    await allowed(
      placeOrder(as({ name: null }), tool, ORDER_INPUT, { ...CUSTOMER, name: UNNAMED_CUSTOMER })
        .commit,
    );
    expect(await stock()).toBe(tool.availableQuantity - ORDER_INPUT.orderedQuantity);
  });

  it.each([
    ['price a cent low', { price: 59.96 }],
    ['price a cent high', { price: 59.98 }],
    ['price unrounded', { price: 19.99 * 3 + 0.001 }],
    ['unit price a cent low', { unitPrice: 19.98 }],
    ['price as a string', { price: '59.97' }],
    ['paid', { paid: true }],
    ['a transaction id', { transactionId: 'pi_forged' }],
    ['already shipped', { pandingChange: SHIPPED }],
    ["another customer's email", { email: OTHER_CUSTOMER.email }],
    ["another customer's uid", { uid: OTHER_CUSTOMER.uid }],
    ['another tool name', { toolName: 'Free Wrench' }],
    ['another image', { img: 'https://evil.example/x.png' }],
    ['userName unlike name', { userName: 'Someone Else' }],
    ['an empty name', { name: '', userName: '' }],
    ['an empty address', { address: '  ' }],
    ['an address of 501 characters', { address: 'a'.repeat(501) }],
    ['a phone of 201 characters', { phone: '1'.repeat(201) }],
    ['a phone as a number', { phone: 5550100 }],
    ['a client clock createdAt', { createdAt: Timestamp.now() }],
    ['no createdAt', { createdAt: undefined }],
    ['an extra field', { discount: 0.5 }],
    ['a missing field', { pandingChange: undefined }],
  ])('an order with %s is denied', async (_case, fields) => {
    await denied(order({}, { order: fields }));
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it('allows the bounds of the text fields', async () => {
    await allowed(order({}, { order: { address: 'a'.repeat(500), phone: '1'.repeat(200) } }));
  });

  it('a customer may order right after signing up, before verifying the email', async () => {
    const unverified = customerDb(env, CUSTOMER, { email_verified: false });
    await allowed(placeOrder(unverified, tool, ORDER_INPUT, CUSTOMER).commit);
  });

  it('an account without an email address can not order', async () => {
    const noEmail = customerDb(env, CUSTOMER, { email: null });
    await denied(placeOrder(noEmail, tool, ORDER_INPUT, CUSTOMER).commit);
  });

  it('an order for a tool that does not exist is denied', async () => {
    const ghost = toolFixture({ _id: 'ghost' });
    await denied(placeOrder(customerDb(env, CUSTOMER), ghost, ORDER_INPUT, CUSTOMER).commit);
  });

  it.each([
    ['no stock move', { stock: null }],
    ['stock taken short by one', { stock: (id: string) => stockMove(-2, id) }],
    ['stock taken one too many', { stock: (id: string) => stockMove(-4, id) }],
    ['stock move naming another order', { stock: () => stockMove(-3, 'other-order') }],
    [
      'stock move without naming the order',
      { stock: () => ({ availableQuantity: increment(-3) }) },
    ],
    [
      'stock move that also changes the price',
      { stock: (id: string) => ({ ...stockMove(-3, id), price: 0.01 }) },
    ],
  ] as [string, OrderTamper][])('an order with %s is denied', async (_case, tamper) => {
    await denied(order({}, tamper));
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it('stock never goes negative: the whole stock is allowed, one more is not', async () => {
    await allowed(order({ orderedQuantity: 10 }));
    expect(await stock()).toBe(0);
    await denied(order({ orderedQuantity: 2 }));
    expect(await stock()).toBe(0);
  });
});

describe('moving stock without an order', () => {
  it('a customer cannot put stock back or take it without an order being created or deleted', async () => {
    const db = customerDb(env, CUSTOMER);
    await seed(env, { 'orders/kept': orderDocument(tool, CUSTOMER) });
    const toolRef = doc(db, 'tools', tool._id);
    await denied(updateDoc(toolRef, stockMove(3, 'kept')));
    await denied(updateDoc(toolRef, stockMove(-3, 'kept')));
    await denied(updateDoc(toolRef, { availableQuantity: 1000 }));
    await denied(updateDoc(toolRef, { [STOCK_ORDER_FIELD]: 'kept' }));
    await denied(updateDoc(toolRef, stockMove(3, 'never-placed')));
    expect(await stock()).toBe(tool.availableQuantity);
  });

  it("an order's batch cannot move the stock of another tool too", async () => {
    const other = toolFixture({ _id: 'chain-whip' });
    await seed(env, {
      [`tools/${other._id}`]: toolDocument(other),
      'orders/mine': orderDocument(tool, CUSTOMER),
    });
    const db = customerDb(env, CUSTOMER);
    const qty = ORDER_INPUT.orderedQuantity;

    const placing = writeBatch(db);
    placing.set(
      doc(db, 'orders/new'),
      orderDocument(tool, CUSTOMER, { createdAt: serverTimestamp() }),
    );
    placing.update(doc(db, 'tools', tool._id), stockMove(-qty, 'new'));
    placing.update(doc(db, 'tools', other._id), stockMove(-qty, 'new'));
    await denied(placing.commit());

    const deleting = writeBatch(db);
    deleting.delete(doc(db, 'orders/mine'));
    deleting.update(doc(db, 'tools', tool._id), stockMove(qty, 'mine'));
    deleting.update(doc(db, 'tools', other._id), stockMove(qty, 'mine'));
    await denied(deleting.commit());

    expect((await peek(env, `tools/${other._id}`))?.availableQuantity).toBe(
      other.availableQuantity,
    );
  });

  it('a batch that takes stock for a new order and then puts it back is denied', async () => {
    const db = customerDb(env, CUSTOMER);
    const toolRef = doc(db, 'tools', tool._id);
    const batch = writeBatch(db);
    batch.set(
      doc(db, 'orders/twice'),
      orderDocument(tool, CUSTOMER, { createdAt: serverTimestamp() }),
    );
    batch.update(toolRef, stockMove(-ORDER_INPUT.orderedQuantity, 'twice'));
    batch.update(toolRef, stockMove(ORDER_INPUT.orderedQuantity, 'twice'));
    await denied(batch.commit());
    expect(await stock()).toBe(tool.availableQuantity);
  });
});

describe('deleting an order', () => {
  const seeded = (fields = {}) =>
    seed(env, {
      'orders/mine': orderDocument(tool, CUSTOMER, fields),
      [`openOrders/${CUSTOMER.uid}`]: openOrdersDocument(1, 'mine'),
    });
  const mine = {
    _id: 'mine',
    toolId: tool._id,
    orderedQuantity: ORDER_INPUT.orderedQuantity,
    uid: CUSTOMER.uid,
  };

  it('the owner deletes an unpaid order and its quantity returns to stock', async () => {
    await seeded();
    await allowed(deleteOrder(customerDb(env, CUSTOMER), mine));
    expect(await stock()).toBe(tool.availableQuantity + ORDER_INPUT.orderedQuantity);
  });

  it('a paid order cannot be deleted by its owner', async () => {
    await seeded({ paid: true, transactionId: 'pi_1' });
    await denied(deleteOrder(customerDb(env, CUSTOMER), mine));
    expect(await peek(env, 'orders/mine')).toBeDefined();
  });

  it.each([
    ['without returning the stock', { stock: null }],
    ['returning one more than ordered', { stock: (id: string) => stockMove(4, id) }],
    ['returning one less than ordered', { stock: (id: string) => stockMove(2, id) }],
    ['naming another order', { stock: () => stockMove(3, 'other') }],
  ] as [string, OrderTamper][])('deleting %s is denied', async (_case, tamper) => {
    await seeded();
    await denied(deleteOrder(customerDb(env, CUSTOMER), mine, tamper));
    expect(await stock()).toBe(tool.availableQuantity);
  });
});

describe('changing an order', () => {
  beforeEach(() =>
    seed(env, {
      'orders/unpaid': orderDocument(tool, CUSTOMER),
      'orders/paid': orderDocument(tool, CUSTOMER, { paid: true, transactionId: 'pi_1' }),
    }),
  );

  it.each([
    ['paid', { paid: true }],
    ['a transaction id', { transactionId: 'pi_forged' }],
    ['paid with a transaction id', { paid: true, transactionId: 'pi_forged' }],
    ['shipped', { pandingChange: SHIPPED }],
    ['a lower price', { price: 0.01 }],
    ['a larger quantity', { orderedQuantity: 9 }],
  ])('the owner cannot set %s', async (_case, fields) => {
    await denied(updateDoc(doc(customerDb(env, CUSTOMER), 'orders/unpaid'), fields));
    await denied(updateDoc(doc(customerDb(env, CUSTOMER), 'orders/paid'), fields));
  });

  it.each([
    ['paid', { paid: true }],
    ['a transaction id', { transactionId: 'pi_forged' }],
  ])('an admin cannot set %s (only the server does)', async (_case, fields) => {
    await denied(updateDoc(doc(adminDb(env), 'orders/unpaid'), fields));
  });

  it('an admin ships a paid order, not an unpaid one, and only to shipped', async () => {
    const admin = adminDb(env);
    await denied(markShipped(admin, 'unpaid'));
    await denied(updateDoc(doc(admin, 'orders/paid'), { pandingChange: 'lost' }));
    await denied(markShipped(admin, 'paid', { price: 0.01 }));
    await allowed(markShipped(admin, 'paid'));
  });
});
