import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { searchTokens } from '@pedalworks/domain/catalogue';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import type { Tool, ToolInput } from '@pedalworks/domain/types';
import { adminDb, api, createTool } from '../../tests/support/emulators';
import { signedInCallers, type SignedIn } from './support/callers';

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
const serverFields = { searchTokens: searchTokens(input), createdAt: expect.any(Timestamp) };

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
    const names = tools.map((tool) => tool.name);
    expect(names).toEqual([...names].sort());

    const first = (await (await api('GET', '/tool?limit=3')).json()) as Tool[];
    expect(first).toHaveLength(3);
    const next = (await (
      await api('GET', `/tool?limit=3&after=${first[2]!._id}`)
    ).json()) as Tool[];
    expect(next[0]!.name >= first[2]!.name).toBe(true);
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
        'description must be at most 300 characters',
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
    const tool = await createTool();
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
      searchTokens: searchTokens(before),
      createdAt: expect.any(Timestamp),
    });
    const unknown = await api('PUT', '/tool/no-such-tool', { token: admin.idToken, body: input });
    expect(unknown.status).toBe(404);
    expect(await toolDoc('no-such-tool')).toBeUndefined();
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

  it('refuses customers and visitors', async () => {
    const tool = await createTool();
    const asCustomer = await api('DELETE', `/tool/${tool._id}`, { token: customer.idToken });
    expect(asCustomer.status).toBe(403);
    expect(await asCustomer.json()).toEqual({ message: API_ERROR.forbidden });
    expect((await api('DELETE', `/tool/${tool._id}`)).status).toBe(401);
    expect(await toolDoc(tool._id)).toBeDefined();
  });
});
