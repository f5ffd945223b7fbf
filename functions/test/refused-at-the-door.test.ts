/**
 * Inputs that can never be right, refused at the door by the API, as an attacker would try
 * them: tool images that are not https:// or site-relative, prices and order totals Stripe can
 * not charge (at and just past each bound), names that are not the account's, and page cursors
 * that are not the caller's. Every refusal leaves the data as it was.
 */
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ORDER_TOTAL_MAX, ORDER_TOTAL_MIN, UNNAMED_CUSTOMER } from '@pedalworks/domain/constants';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import type { Order, Tool } from '@pedalworks/domain/types';
import { adminDb, api, createTool, createUser } from '../../tests/support/emulators';
import { signedInCallers, type SignedIn } from './support/callers';
import { freeOpenOrderSlots } from './support/orders';

let admin: SignedIn, customer: SignedIn, other: SignedIn;

beforeAll(async () => {
  ({ admin, customer, other } = await signedInCallers());
});
beforeEach(() => freeOpenOrderSlots(customer, other));

const validTool = {
  name: 'Door Tool',
  img: '/tools/hex-key-set.svg',
  minimumOrder: 1,
  availableQuantity: 5,
  price: 10,
  description: 'Refused at the door.',
  category: 'workshop',
};

const toolsNamed = async (name: string) =>
  (await adminDb().collection('tools').where('name', '==', name).get()).size;

describe('tool images', () => {
  it.each([
    ['//evil.example/x.png'],
    ['/\\evil.example/x.png'],
    ['javascript:alert(1)'],
    ['data:image/png;base64,iVBORw0KGgo='],
    ['http://i.ibb.co/x.png'],
    ['https:///x.png'],
    ['https://shop.test@evil.example/x.png'],
    ['wrench.png'],
  ])('refuses %s on add and edit, changing nothing', async (img) => {
    const name = `Door ${Math.random()}`;
    const add = await api('POST', '/tool', {
      token: admin.idToken,
      body: { ...validTool, name, img },
    });
    expect(add.status).toBe(400);
    expect(await add.json()).toEqual({ message: VALIDATION.toolImageUrl, field: 'img' });
    expect(await toolsNamed(name)).toBe(0);
    const tool = await createTool();
    const edit = await api('PUT', `/tool/${tool._id}`, {
      token: admin.idToken,
      body: { ...validTool, img },
    });
    expect(edit.status).toBe(400);
    expect((await adminDb().collection('tools').doc(tool._id).get()).data()?.img).toBe(tool.img);
  });

  it.each([['https://i.ibb.co/abc/wrench.png'], ['/tools/wrench.svg']])('takes %s', async (img) => {
    const added = await api('POST', '/tool', { token: admin.idToken, body: { ...validTool, img } });
    expect(added.status).toBe(201);
    expect(((await added.json()) as Tool).img).toBe(img);
  });
});

describe('tool prices', () => {
  it(`takes ${ORDER_TOTAL_MAX}, refuses a cent more`, async () => {
    const ok = await api('POST', '/tool', {
      token: admin.idToken,
      body: { ...validTool, price: ORDER_TOTAL_MAX },
    });
    expect(ok.status).toBe(201);
    const name = `Door ${Math.random()}`;
    const over = await api('POST', '/tool', {
      token: admin.idToken,
      body: { ...validTool, name, price: ORDER_TOTAL_MAX + 0.01 },
    });
    expect(over.status).toBe(400);
    expect(await over.json()).toEqual({ message: VALIDATION.toolPriceTooHigh, field: 'price' });
    expect(await toolsNamed(name)).toBe(0);
  });
});

describe('order totals', () => {
  it.each([
    [`${ORDER_TOTAL_MIN - 0.01}`, 0.49, 1, false],
    [`${ORDER_TOTAL_MIN}`, 0.5, 1, true],
    [`${ORDER_TOTAL_MIN} as 5 x 0.10`, 0.1, 5, true],
    [`${ORDER_TOTAL_MAX}`, ORDER_TOTAL_MAX, 1, true],
    [`${ORDER_TOTAL_MAX + 0.01}`, 500_000, 2, false],
  ] as const)('an order of $%s is accepted: %s', async (_total, price, quantity, ok) => {
    const tool = await createTool({ price, minimumOrder: 1, availableQuantity: 10 });
    const response = await api('POST', '/order', {
      token: customer.idToken,
      body: {
        toolId: tool._id,
        orderedQuantity: quantity,
        phone: '555 0100',
        address: '1 Main St',
      },
    });
    const stored = (await adminDb().collection('tools').doc(tool._id).get()).data();
    const orders = await adminDb().collection('orders').where('toolId', '==', tool._id).get();
    if (ok) {
      expect(response.status).toBe(201);
      expect(orders.size).toBe(1);
      return;
    }
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      message: VALIDATION.orderTotalRange,
      field: 'orderedQuantity',
    });
    expect(stored?.availableQuantity).toBe(10);
    expect(orders.size).toBe(0);
  });
});

describe('names', () => {
  it("an order carries the account's name, not the body's", async () => {
    const tool = await createTool();
    const response = await api('POST', '/order', {
      token: customer.idToken,
      body: {
        toolId: tool._id,
        orderedQuantity: 2,
        phone: '555 0100',
        address: '1 Main St',
        name: 'Impostor',
        userName: 'Impostor',
      },
    });
    expect(await response.json()).toMatchObject({ name: customer.name, userName: customer.name });
  });

  it(`an account without a display name is '${UNNAMED_CUSTOMER}', whatever its profile says`, async () => {
    const nameless = await createUser({ name: null });
    await adminDb().collection('users').doc(nameless.uid).update({ name: 'Famous Person' });
    const token = await nameless.token();
    const review = await api('POST', '/review', { token, body: { rate: 5, review: 'Nameless.' } });
    expect(await review.json()).toMatchObject({ name: UNNAMED_CUSTOMER });
    const tool = await createTool();
    const order = await api('POST', '/order', {
      token,
      body: { toolId: tool._id, orderedQuantity: 2, phone: '555 0100', address: '1 Main St' },
    });
    expect(await order.json()).toMatchObject({ name: UNNAMED_CUSTOMER });
  });
});

describe('page cursors', () => {
  it("answers another customer's order as a cursor exactly like an unknown id", async () => {
    const tool = await createTool();
    const place = async (who: SignedIn) => {
      const response = await api('POST', '/order', {
        token: who.idToken,
        body: { toolId: tool._id, orderedQuantity: 2, phone: '555 0100', address: '1 Main St' },
      });
      return (await response.json()) as Order;
    };
    const mine = await place(customer);
    const theirs = await place(other);
    const list = (after: string) =>
      api('GET', `/order?after=${after}`, { token: customer.idToken });
    const unknown = await list('no-such-order');
    const foreign = await list(theirs._id);
    expect(foreign.status).toBe(400);
    expect(foreign.status).toBe(unknown.status);
    const foreignBody = await foreign.json();
    expect(foreignBody).toEqual(await unknown.json());
    expect(foreignBody).toEqual({ message: API_ERROR.invalidCursor });
    expect([...foreign.headers.keys()].sort()).toEqual([...unknown.headers.keys()].sort());
    expect((await list(mine._id)).status).toBe(200);
    // An admin's list by email takes only cursors of that list.
    const byEmail = await api('GET', `/order?email=${customer.email}&after=${theirs._id}`, {
      token: admin.idToken,
    });
    expect(byEmail.status).toBe(400);
  });
});
