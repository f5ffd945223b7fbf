import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import type { Order } from '@pedalworks/domain/types';
import { adminDb, api, createTool } from '../../tests/support/emulators';
import { signedInCallers, type SignedIn } from './support/callers';
import { forceOrder, freeOpenOrderSlots } from './support/orders';

const orderDoc = async (id: string) => (await adminDb().collection('orders').doc(id).get()).data();
const toolDoc = async (id: string) => (await adminDb().collection('tools').doc(id).get()).data();
const ordersOfTool = async (toolId: string) =>
  (await adminDb().collection('orders').where('toolId', '==', toolId).get()).size;

const contact = { phone: '+1 555 0142', address: '12 Spoke Street, Portland' };

let admin: SignedIn, customer: SignedIn, other: SignedIn;

beforeAll(async () => {
  ({ admin, customer, other } = await signedInCallers());
});

beforeEach(() => freeOpenOrderSlots(customer, other, admin));

/** Places an order through the API as the given caller and answers it. */
async function place(token: string, toolId: string, orderedQuantity: number): Promise<Order> {
  const response = await api('POST', '/order', {
    token,
    body: { toolId, orderedQuantity, ...contact },
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Order;
}

describe('POST /order', () => {
  it('prices the order from the tool, ignores client fields and takes the stock in one go', async () => {
    const tool = await createTool({ price: 12.5, minimumOrder: 2, availableQuantity: 20 });
    const response = await api('POST', '/order', {
      token: customer.idToken,
      body: {
        toolId: tool._id,
        orderedQuantity: 3,
        phone: ' +1 555 0142 ',
        address: contact.address,
        price: 0.01,
        img: 'https://evil.test/x.png',
        toolName: 'Free stuff',
        email: other.email,
        userName: 'Someone Else',
        paid: true,
      },
    });
    expect(response.status).toBe(201);
    const order = (await response.json()) as Order;
    const expected = {
      toolId: tool._id,
      img: tool.img,
      toolName: tool.name,
      unitPrice: 12.5,
      price: 37.5,
      email: customer.email,
      uid: customer.uid,
      name: customer.name,
      userName: customer.name,
      orderedQuantity: 3,
      transactionId: null,
      ...contact,
    };
    // The answer carries the spec's paid and pandingChange, derived; the document only status.
    expect(order).toMatchObject({
      _id: expect.any(String),
      ...expected,
      paid: false,
      pandingChange: null,
    });
    expect(await orderDoc(order._id)).toEqual({
      ...expected,
      status: 'held',
      // Where it ships: the customer's home country when they did not say (issue 45).
      country: 'US',
      createdAt: expect.anything(),
      holdUntil: expect.anything(),
    });
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 17 });
    expect(await toolDoc(tool._id)).not.toHaveProperty('stockOrderId');
  });

  it('accepts the quantity bounds of the tool exactly', async () => {
    const tool = await createTool({ minimumOrder: 2, availableQuantity: 5 });
    await place(customer.idToken, tool._id, 2);
    await place(customer.idToken, tool._id, 3);
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 0 });
  });

  it('refuses quantities out of bounds, missing contact, unknown tools and visitors, leaving stock alone', async () => {
    const tool = await createTool({ minimumOrder: 2, availableQuantity: 5 });
    const cases: [Record<string, unknown>, number, Record<string, unknown>][] = [
      [
        { orderedQuantity: 1 },
        400,
        { message: VALIDATION.orderQuantityMin(2), field: 'orderedQuantity' },
      ],
      [
        { orderedQuantity: 6 },
        400,
        { message: VALIDATION.orderQuantityMax(5), field: 'orderedQuantity' },
      ],
      [{ orderedQuantity: 2.5 }, 400, { field: 'orderedQuantity' }],
      [
        { orderedQuantity: 3, phone: '' },
        400,
        { message: VALIDATION.phoneRequired, field: 'phone' },
      ],
      [
        { orderedQuantity: 3, phone: 'call me' },
        400,
        { message: VALIDATION.phoneInvalid, field: 'phone' },
      ],
      [
        { orderedQuantity: 3, address: ' ' },
        400,
        { message: VALIDATION.addressRequired, field: 'address' },
      ],
      [{ orderedQuantity: 3, toolId: 'no-such-tool' }, 404, { message: API_ERROR.notFound }],
    ];
    for (const [change, status, answer] of cases) {
      const response = await api('POST', '/order', {
        token: customer.idToken,
        body: { toolId: tool._id, ...contact, ...change },
      });
      expect(response.status, JSON.stringify(change)).toBe(status);
      expect(await response.json()).toMatchObject(answer);
    }
    const visitor = await api('POST', '/order', {
      body: { toolId: tool._id, orderedQuantity: 3, ...contact },
    });
    expect(visitor.status).toBe(401);
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 5 });
    expect(await ordersOfTool(tool._id)).toBe(0);
  });

  it('answers 409 when the stock is below the minimum order', async () => {
    const tool = await createTool({ minimumOrder: 2, availableQuantity: 1 });
    const response = await api('POST', '/order', {
      token: customer.idToken,
      body: { toolId: tool._id, orderedQuantity: 2, ...contact },
    });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ message: API_ERROR.outOfStock });
    expect(await ordersOfTool(tool._id)).toBe(0);
  });

  it('never sells more than the stock when orders race', async () => {
    const tool = await createTool({ minimumOrder: 1, availableQuantity: 5 });
    const responses = await Promise.all(
      [customer.idToken, other.idToken, customer.idToken].map((token) =>
        api('POST', '/order', {
          token,
          body: { toolId: tool._id, orderedQuantity: 3, ...contact },
        }),
      ),
    );
    const statuses = responses.map((response) => response.status).sort();
    expect(statuses).toEqual([201, 400, 400]);
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 2 });
    expect(await ordersOfTool(tool._id)).toBe(1);
  });
});

describe('GET /order?email=', () => {
  it("answers a customer's own orders only, and any customer's to an admin", async () => {
    const tool = await createTool();
    const mine = await place(customer.idToken, tool._id, 2);
    const theirs = await place(other.idToken, tool._id, 2);

    const own = (await (
      await api('GET', `/order?email=${customer.email}`, { token: customer.idToken })
    ).json()) as Order[];
    expect(own.map((order) => order._id)).toContain(mine._id);
    expect(own.every((order) => order.uid === customer.uid)).toBe(true);
    const noEmail = (await (
      await api('GET', '/order', { token: other.idToken })
    ).json()) as Order[];
    expect(noEmail.map((order) => order._id)).toContain(theirs._id);
    expect(noEmail.every((order) => order.uid === other.uid)).toBe(true);

    const snooping = await api('GET', `/order?email=${other.email}`, { token: customer.idToken });
    expect(snooping.status).toBe(403);
    expect((await api('GET', `/order?email=${customer.email}`)).status).toBe(401);

    const asAdmin = (await (
      await api('GET', `/order?email=${other.email}`, { token: admin.idToken })
    ).json()) as Order[];
    expect(asAdmin.map((order) => order._id)).toContain(theirs._id);
    expect(asAdmin.every((order) => order.email === other.email)).toBe(true);
  });
});

describe('GET /order by uid', () => {
  it('lists one customer by uid: their own, or any for an admin', async () => {
    const tool = await createTool();
    const order = await place(customer.idToken, tool._id, 2);
    await place(other.idToken, tool._id, 2);
    for (const token of [customer.idToken, admin.idToken]) {
      const response = await api('GET', `/order?uid=${customer.uid}`, { token });
      const listed = (await response.json()) as { _id: string; uid: string }[];
      expect(listed.map((o) => o._id)).toContain(order._id);
      expect(listed.every((o) => o.uid === customer.uid)).toBe(true);
    }
    expect((await api('GET', `/order?uid=${customer.uid}`, { token: other.idToken })).status).toBe(
      403,
    );
    const bad = await api('GET', '/order?uid=a/b', { token: customer.idToken });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ message: API_ERROR.invalidId });
  });
});

describe('GET /order/:id', () => {
  it('answers the owner and an admin, refuses others', async () => {
    const tool = await createTool();
    const order = await place(customer.idToken, tool._id, 2);
    for (const token of [customer.idToken, admin.idToken]) {
      const response = await api('GET', `/order/${order._id}`, { token });
      expect(await response.json()).toMatchObject({ _id: order._id, price: 20 });
    }
    expect((await api('GET', `/order/${order._id}`, { token: other.idToken })).status).toBe(403);
    expect((await api('GET', `/order/${order._id}`)).status).toBe(401);
    expect((await api('GET', '/order/no-such-order', { token: admin.idToken })).status).toBe(404);
  });
});

describe('DELETE /order/:id', () => {
  it('lets the owner delete an unpaid order and gives the stock back', async () => {
    const tool = await createTool({ availableQuantity: 20 });
    const order = await place(customer.idToken, tool._id, 4);
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 16 });
    const response = await api('DELETE', `/order/${order._id}`, { token: customer.idToken });
    expect(await response.json()).toEqual({ deletedCount: 1 });
    expect(await orderDoc(order._id)).toBeUndefined();
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 20 });
    expect((await api('DELETE', `/order/${order._id}`, { token: customer.idToken })).status).toBe(
      404,
    );
  });

  it('deletes the order alone when its tool is gone', async () => {
    const tool = await createTool();
    const order = await place(customer.idToken, tool._id, 2);
    await adminDb().collection('tools').doc(tool._id).delete();
    const response = await api('DELETE', `/order/${order._id}`, { token: customer.idToken });
    expect(await response.json()).toEqual({ deletedCount: 1 });
    expect(await toolDoc(tool._id)).toBeUndefined();
  });

  it('refuses another customer, an admin, a visitor and a paid order', async () => {
    const tool = await createTool({ availableQuantity: 20 });
    const order = await place(customer.idToken, tool._id, 2);
    for (const [token, status] of [
      [other.idToken, 403],
      [admin.idToken, 403],
      [undefined, 401],
    ] as const) {
      const response = await api('DELETE', `/order/${order._id}`, token ? { token } : {});
      expect(response.status).toBe(status);
    }
    await forceOrder(order._id, { transactionId: 'pi_1', status: 'paid' });
    const paid = await api('DELETE', `/order/${order._id}`, { token: customer.idToken });
    expect(paid.status).toBe(409);
    expect(await paid.json()).toEqual({ message: API_ERROR.orderPaid });
    expect(await orderDoc(order._id)).toMatchObject({ status: 'paid' });
    expect(await toolDoc(tool._id)).toMatchObject({ availableQuantity: 18 });
  });
});

describe('GET /manageorder', () => {
  it('lists every order to an admin, newest first, a page at a time', async () => {
    const tool = await createTool();
    const first = await place(customer.idToken, tool._id, 2);
    const second = await place(other.idToken, tool._id, 2);
    const page = (await (
      await api('GET', '/manageorder?limit=2', { token: admin.idToken })
    ).json()) as Order[];
    expect(page.map((order) => order._id)).toContain(second._id);
    expect(page).toHaveLength(2);
    const next = (await (
      await api('GET', `/manageorder?limit=100&after=${page[1]!._id}`, { token: admin.idToken })
    ).json()) as Order[];
    expect(next.map((order) => order._id)).not.toContain(page[0]!._id);
    expect([...page, ...next].map((order) => order._id)).toContain(first._id);
  });

  it('refuses customers and visitors', async () => {
    expect((await api('GET', '/manageorder', { token: customer.idToken })).status).toBe(403);
    expect((await api('GET', '/manageorder')).status).toBe(401);
  });
});

describe('PUT /manageorder/:id', () => {
  it('ships a paid order once; an unpaid order stays unshipped', async () => {
    const tool = await createTool();
    const order = await place(customer.idToken, tool._id, 2);
    const unpaid = await api('PUT', `/manageorder/${order._id}`, { token: admin.idToken });
    expect(unpaid.status).toBe(409);
    expect(await unpaid.json()).toEqual({ message: API_ERROR.orderNotPaid });
    expect(await orderDoc(order._id)).toMatchObject({ status: 'held' });

    await forceOrder(order._id, { transactionId: 'pi_2', status: 'paid' });
    expect(
      (await api('PUT', `/manageorder/${order._id}`, { token: customer.idToken })).status,
    ).toBe(403);
    expect((await api('PUT', `/manageorder/${order._id}`)).status).toBe(401);
    expect(await orderDoc(order._id)).toMatchObject({ status: 'paid' });

    const shipped = await api('PUT', `/manageorder/${order._id}`, { token: admin.idToken });
    expect(await shipped.json()).toEqual({ modifiedCount: 1 });
    expect(await orderDoc(order._id)).toMatchObject({
      status: 'shipped',
      shippedAt: expect.anything(),
    });
    const answered = (await (
      await api('GET', `/order/${order._id}`, { token: customer.idToken })
    ).json()) as Order;
    expect(answered).toMatchObject({ paid: true, pandingChange: 'shipped' });
    expect(await orderDoc(order._id)).not.toHaveProperty('pandingChange');
    const again = await api('PUT', `/manageorder/${order._id}`, { token: admin.idToken });
    expect(await again.json()).toEqual({ modifiedCount: 0 });
    expect((await api('PUT', '/manageorder/no-such-order', { token: admin.idToken })).status).toBe(
      404,
    );
  });
});
