import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueFields } from '@pedalworks/domain/search';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import type { Tool, ToolInput } from '@pedalworks/domain/types';
import {
  DESCRIPTION_MAX_LENGTH,
  STOCK_DELTA_MAX,
  STOCK_REASON_MAX_LENGTH,
} from '@pedalworks/domain/constants';
import { adminDb, api, createTool, createUser } from '../../tests/support/emulators';
import { signedInCallers, type SignedIn } from './support/callers';
import { endHold, heldOrder, sweep } from './support/orders';

const toolDoc = async (id: string) => (await adminDb().collection('tools').doc(id).get()).data();

const input: ToolInput = {
  name: 'Derailleur Hanger Alignment Gauge',
  img: 'https://example.test/gauge.png',
  minimumOrder: 1,
  availableQuantity: 8,
  price: 64.5,
  description: 'Straightens bent hangers.',
  category: 'workshop',
};

/** What the server adds to a stored tool. */
const serverFields = { ...catalogueFields(input), createdAt: expect.any(Timestamp) };

let admin: SignedIn, customer: SignedIn;

beforeAll(async () => {
  ({ admin, customer } = await signedInCallers());
});

describe('GET /tool', () => {
  it('lists the catalogue by name with ids, through the Hosting rewrite, a page at a time', async () => {
    const response = await api('GET', '/tool');
    expect(response.status).toBe(200);
    const tools = (await response.json()) as Tool[];
    expect(tools.length).toBeGreaterThanOrEqual(12);
    expect(tools.length).toBeLessThanOrEqual(50);
    // By name whatever its case and accents (the sort key the server stores).
    const sortName = (tool: Tool) => catalogueFields(tool).sortName;
    const names = tools.map(sortName);
    expect(names).toEqual([...names].sort());

    const first = (await (await api('GET', '/tool?limit=3')).json()) as Tool[];
    expect(first).toHaveLength(3);
    const next = (await (
      await api('GET', `/tool?limit=3&after=${first[2]!._id}`)
    ).json()) as Tool[];
    expect(sortName(next[0]!) >= sortName(first[2]!)).toBe(true);
    expect(next.map((tool) => tool._id)).not.toContain(first[2]!._id);
  });

  it('refuses a bad limit or cursor', async () => {
    for (const query of ['limit=0', 'limit=-1', 'limit=abc', 'limit=1.5', 'after=no-such-tool']) {
      const response = await api('GET', `/tool?${query}`);
      expect(response.status, query).toBe(400);
    }
  });
});

describe('GET /tool/:id', () => {
  it('answers one tool with its _id', async () => {
    const response = await api('GET', '/tool/torque-wrench');
    expect(await response.json()).toMatchObject({
      _id: 'torque-wrench',
      name: 'Torque Wrench 2-15 Nm',
      price: 89,
    });
  });

  it('answers 404 with a JSON message for an unknown tool', async () => {
    const response = await api('GET', '/tool/no-such-tool');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});

describe('POST /tool', () => {
  it('lets an admin add a tool and answers it with its _id', async () => {
    const response = await api('POST', '/tool', {
      token: admin.idToken,
      body: { ...input, name: `  ${input.name} `, _id: 'chosen-id', stockOrderId: 'x' },
    });
    expect(response.status).toBe(201);
    const tool = (await response.json()) as Tool;
    expect(tool).toEqual({ _id: expect.any(String), ...input });
    expect(tool._id).not.toBe('chosen-id');
    expect(await toolDoc(tool._id)).toEqual({ ...input, ...serverFields });
  });

  it('refuses customers, visitors and invalid tools', async () => {
    const name = `Refused ${Date.now()}`;
    expect(
      (await api('POST', '/tool', { token: customer.idToken, body: { ...input, name } })).status,
    ).toBe(403);
    expect((await api('POST', '/tool', { body: { ...input, name } })).status).toBe(401);
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...input, name, price: undefined }, 'price', VALIDATION.priceRequired],
      [{ ...input, name, price: 0 }, 'price', VALIDATION.pricePositive],
      [{ ...input, name, price: -5 }, 'price', VALIDATION.pricePositive],
      [{ ...input, name, minimumOrder: 0 }, 'minimumOrder', VALIDATION.minimumOrderTooSmall],
      [{ ...input, name, minimumOrder: 1.5 }, 'minimumOrder', VALIDATION.minimumOrderWhole],
      [
        { ...input, name, availableQuantity: 2.5 },
        'availableQuantity',
        VALIDATION.availableQuantityWhole,
      ],
      [
        { ...input, name, minimumOrder: 6, availableQuantity: 5 },
        'minimumOrder',
        VALIDATION.minimumOrderAboveStock,
      ],
      [
        { ...input, name, availableQuantity: 'many' },
        'availableQuantity',
        VALIDATION.availableQuantityRequired,
      ],
      [{ ...input, name: ' ' }, 'name', VALIDATION.toolNameRequired],
      [{ ...input, name, img: '' }, 'img', VALIDATION.toolImageRequired],
      [{ ...input, name, category: undefined }, 'category', VALIDATION.categoryRequired],
      [{ ...input, name, category: 'hammers' }, 'category', VALIDATION.categoryRequired],
      [
        { ...input, name, description: 'x'.repeat(301) },
        'description',
        VALIDATION.textTooLong(DESCRIPTION_MAX_LENGTH),
      ],
    ];
    for (const [body, field, message] of cases) {
      const response = await api('POST', '/tool', { token: admin.idToken, body });
      expect(response.status, field).toBe(400);
      expect(await response.json()).toEqual({ message, field });
    }
    const stored = await adminDb().collection('tools').where('name', '==', name).get();
    expect(stored.empty).toBe(true);
  });
});

describe('PUT /tool/:id', () => {
  it('lets an admin edit a tool; its creation time stays', async () => {
    // The body's stock is the tool's own: it is taken as it is (and not written).
    const tool = await createTool({ availableQuantity: input.availableQuantity });
    const response = await api('PUT', `/tool/${tool._id}`, { token: admin.idToken, body: input });
    expect(await response.json()).toEqual({ modifiedCount: 1 });
    expect(await toolDoc(tool._id)).toEqual({ ...input, ...serverFields });
  });

  it('refuses customers, invalid edits and unknown tools', async () => {
    const { _id, ...before } = await createTool();
    expect(
      (await api('PUT', `/tool/${_id}`, { token: customer.idToken, body: input })).status,
    ).toBe(403);
    const invalid = await api('PUT', `/tool/${_id}`, {
      token: admin.idToken,
      body: { ...input, price: -3 },
    });
    expect(invalid.status).toBe(400);
    expect(await toolDoc(_id)).toEqual({
      ...before,
      ...catalogueFields(before),
      createdAt: expect.any(Timestamp),
    });
    const unknown = await api('PUT', '/tool/no-such-tool', { token: admin.idToken, body: input });
    expect(unknown.status).toBe(404);
    expect(await toolDoc('no-such-tool')).toBeUndefined();
  });
});

describe('a stale edit form on PUT /tool/:id (issue 32)', () => {
  it('never writes its stock back: an order holds 3 of 10, a price fix keeps 7, the hold ends at 10', async () => {
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1, price: 20 });
    // The admin opens the form: the tool as the API answers it, stock 10.
    const opened = (await (await api('GET', `/tool/${tool._id}`)).json()) as Tool;
    const { _id, ...form } = opened;
    expect(form.availableQuantity).toBe(10);
    // A customer's order holds 3.
    const order = await heldOrder(await createUser(), tool, 3);
    expect((await toolDoc(_id))?.availableQuantity).toBe(7);

    // The form, saved with a price fix and the stock it was opened with: refused, unchanged.
    const stale = await api('PUT', `/tool/${_id}`, {
      token: admin.idToken,
      body: { ...form, price: 21.5 },
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: API_ERROR.stockNotEditable });
    expect(await toolDoc(_id)).toMatchObject({ price: 20, availableQuantity: 7 });

    // The same fix without the stock (as the app's edit sends it): saved, the stock untouched.
    const saved = await api('PUT', `/tool/${_id}`, {
      token: admin.idToken,
      body: { ...form, availableQuantity: undefined, price: 21.5 },
    });
    expect(saved.status).toBe(200);
    expect(await toolDoc(_id)).toMatchObject({ price: 21.5, availableQuantity: 7 });

    // The hold ends: its 3 come back, to the 10 there really are.
    await endHold(order._id);
    await sweep();
    expect((await toolDoc(_id))?.availableQuantity).toBe(10);
  });
});

describe('POST /tool/:id/stock', () => {
  const restock = (id: string, body: unknown, token = admin.idToken) =>
    api('POST', `/tool/${id}/stock`, { token, body });
  const stockLog = async (id: string) =>
    (
      await adminDb().collection('tools').doc(id).collection('stockLog').orderBy('at', 'desc').get()
    ).docs.map((doc) => doc.data());

  it('moves the stock by +N/-N and logs each move with its reason, admin and stock after', async () => {
    const tool = await createTool({ availableQuantity: 4, minimumOrder: 1 });
    const added = await restock(tool._id, { delta: 6, reason: 'Delivery from the wholesaler' });
    expect(added.status).toBe(200);
    expect(await added.json()).toEqual({ availableQuantity: 10 });
    const removed = await restock(tool._id, { delta: -3, reason: '  Damaged in the workshop ' });
    expect(await removed.json()).toEqual({ availableQuantity: 7 });
    expect((await toolDoc(tool._id))?.availableQuantity).toBe(7);
    expect(await stockLog(tool._id)).toEqual([
      {
        delta: -3,
        reason: 'Damaged in the workshop',
        by: admin.uid,
        at: expect.any(Timestamp),
        after: 7,
      },
      {
        delta: 6,
        reason: 'Delivery from the wholesaler',
        by: admin.uid,
        at: expect.any(Timestamp),
        after: 10,
      },
    ]);
  });

  it('refuses bad input, a stock below 0, customers and unknown tools, changing nothing', async () => {
    const tool = await createTool({ availableQuantity: 4, minimumOrder: 1 });
    const refusals: [unknown, number, string][] = [
      [{ delta: 0, reason: 'Nothing' }, 400, VALIDATION.stockDeltaZero],
      [{ delta: 1.5, reason: 'Half' }, 400, VALIDATION.stockDeltaRequired],
      [{ delta: '5', reason: 'Text' }, 400, VALIDATION.stockDeltaRequired],
      [{ reason: 'No delta' }, 400, VALIDATION.stockDeltaRequired],
      [{ delta: STOCK_DELTA_MAX + 1, reason: 'Too many' }, 400, VALIDATION.stockDeltaTooLarge],
      [{ delta: 5 }, 400, VALIDATION.stockReasonRequired],
      [{ delta: 5, reason: '   ' }, 400, VALIDATION.stockReasonRequired],
      [
        { delta: 5, reason: 'r'.repeat(STOCK_REASON_MAX_LENGTH + 1) },
        400,
        VALIDATION.stockReasonTooLong,
      ],
      [{ delta: -5, reason: 'More than there is' }, 409, API_ERROR.stockBelowZero],
    ];
    for (const [body, status, message] of refusals) {
      const response = await restock(tool._id, body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      expect((await response.json()) as { message: string }).toMatchObject({ message });
    }
    const asCustomer = await restock(tool._id, { delta: 5, reason: 'Mine' }, customer.idToken);
    expect(asCustomer.status).toBe(403);
    expect(
      (await api('POST', `/tool/${tool._id}/stock`, { body: { delta: 5, reason: 'x' } })).status,
    ).toBe(401);
    expect((await restock('no-such-tool', { delta: 5, reason: 'Ghost' })).status).toBe(404);
    expect((await toolDoc(tool._id))?.availableQuantity).toBe(4);
    expect(await stockLog(tool._id)).toEqual([]);
    expect(await toolDoc('no-such-tool')).toBeUndefined();
    // Down to exactly 0 is a stock move like any other.
    expect(await (await restock(tool._id, { delta: -4, reason: 'Stocktake' })).json()).toEqual({
      availableQuantity: 0,
    });
  });
});

describe('DELETE /tool/:id', () => {
  it('lets an admin delete a tool, once', async () => {
    const tool = await createTool();
    const response = await api('DELETE', `/tool/${tool._id}`, { token: admin.idToken });
    expect(await response.json()).toEqual({ deletedCount: 1 });
    expect(await toolDoc(tool._id)).toBeUndefined();
    const again = await api('DELETE', `/tool/${tool._id}`, { token: admin.idToken });
    expect(again.status).toBe(404);
  });

  it('leaves its held orders unpayable, saying why, and deletable', async () => {
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1 });
    const shopper = await createUser();
    const order = await heldOrder(shopper, tool);
    expect((await api('DELETE', `/tool/${tool._id}`, { token: admin.idToken })).status).toBe(200);
    const token = await shopper.token();
    const pay = await api('POST', '/create-payment-intent', { token, body: { order: order._id } });
    expect(pay.status).toBe(409);
    expect(await pay.json()).toEqual({ message: API_ERROR.toolGone });
    expect((await api('DELETE', `/order/${order._id}`, { token })).status).toBe(200);
  });

  it('refuses customers and visitors', async () => {
    const tool = await createTool();
    const asCustomer = await api('DELETE', `/tool/${tool._id}`, { token: customer.idToken });
    expect(asCustomer.status).toBe(403);
    expect(await asCustomer.json()).toEqual({
      message: ROLE_TEXT.missingRight('editCatalogue'),
    });
    expect((await api('DELETE', `/tool/${tool._id}`)).status).toBe(401);
    expect(await toolDoc(tool._id)).toBeDefined();
  });
});
