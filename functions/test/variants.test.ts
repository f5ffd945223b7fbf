/**
 * Sizes and fits against the real emulators: an order of a variant takes and gives back that
 * variant's stock, and the tool's total stays their sum, through every path of the engine;
 * orders naming no variant, or another tool's, are refused with the domain's text; admins set
 * the option and restock a variant through the API.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { holdsStock } from '@pedalworks/domain/orders';
import type { Order, Tool, ToolOption } from '@pedalworks/domain/types';
import { STOCK_TEXT } from '@pedalworks/domain/stock';
import { totalStock, VARIANT_TEXT } from '@pedalworks/domain/variants';
import { HOSTING_URL } from '../../scripts/lib/emulator-config';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import {
  docsWhere,
  endHold,
  heldOrder,
  paidOrder,
  placeOrderVia,
  readOrder,
  sweep,
  REFUND,
} from './support/orders';

let admin: TestUser;
let customer: TestUser;
beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
});

const sizes = (small: number, large: number): ToolOption => ({
  name: 'Size',
  variants: [
    { id: 'small', value: '13 mm', stock: small },
    { id: 'large', value: '17 mm', stock: large, price: 25 },
  ],
});

/** A tool with two sizes, its total their sum, as the API stores it. */
const sizedTool = (small = 5, large = 20, overrides: Record<string, unknown> = {}) =>
  createTool({
    minimumOrder: 1,
    price: 10,
    option: sizes(small, large),
    availableQuantity: small + large,
    ...overrides,
  });

const stored = async (tool: Tool) =>
  (await adminDb().collection('tools').doc(tool._id).get()).data() as Tool;

/** Each variant's stock, and whether the tool's total is their sum. */
async function stocks(tool: Tool) {
  const now = await stored(tool);
  const byId = Object.fromEntries(now.option!.variants.map((v) => [v.id, v.stock]));
  expect(now.availableQuantity).toBe(totalStock(now.option!.variants));
  return byId;
}

/**
 * The invariant per variant: each variant's stock is its initial stock less what its orders
 * hold, never negative, and the tool's total is the sum.
 */
async function expectVariantInvariant(tool: Tool) {
  const orders = (await docsWhere('orders', 'toolId', tool._id)).map((d) => d.data() as Order);
  const now = await stocks(tool);
  for (const variant of tool.option!.variants) {
    const taken = orders
      .filter((order) => order.variantId === variant.id && holdsStock(order))
      .reduce((sum, order) => sum + order.orderedQuantity, 0);
    expect(now[variant.id]).toBeGreaterThanOrEqual(0);
    expect(now[variant.id]).toBe(variant.stock - taken);
  }
}

const adminCall = async (method: string, path: string, body?: unknown) =>
  api(method, path, { token: await admin.token(), ...(body === undefined ? {} : { body }) });

/**
 * A call tried again, as its text asks, while the API answers 503 'busy': the emulator runs each
 * concurrent request in a process of its own, whose transactions on the one tool may time out
 * waiting for each other's locks (a refusal that changes nothing).
 */
async function placeAsAShopperWould(call: () => Promise<Response>): Promise<Response> {
  for (let attempt = 1; ; attempt += 1) {
    const response = await call();
    if (response.status !== 503 || attempt === 6) return response;
    await new Promise((resolve) => setTimeout(resolve, 200 + Math.random() * 800));
  }
}

/** Calls in waves of at most `size` at once: the functions emulator stalls beyond ~25. */
async function inWaves<T>(calls: (() => Promise<T>)[], size = 10): Promise<T[]> {
  const answers: T[] = [];
  for (let start = 0; start < calls.length; start += size) {
    answers.push(...(await Promise.all(calls.slice(start, start + size).map((call) => call()))));
  }
  return answers;
}

describe('orders of a variant', { timeout: 300_000 }, () => {
  it('20 shoppers on a size of 5 while others buy another: neither oversold, the total the sum', async () => {
    const tool = await sizedTool(5, 20);
    const shoppers = await Promise.all(Array.from({ length: 30 }, () => createUser()));
    // Interleaved: every third shopper buys the large size, the others race for the small one.
    const calls = shoppers.map((shopper, index) => async () => {
      const variantId = index % 3 === 2 ? 'large' : 'small';
      const response = await placeAsAShopperWould(() =>
        placeOrderVia(shopper, tool._id, 1, variantId),
      );
      return { variantId, status: response.status, body: (await response.json()) as unknown };
    });
    const answers = await inWaves(calls);
    const placed = (variantId: string) =>
      answers.filter((a) => a.variantId === variantId && a.status === 201).length;
    expect(answers.filter((a) => a.variantId === 'small')).toHaveLength(20);
    // Every order of the other size is placed: the race for one size never refuses another.
    expect(answers.filter((a) => a.variantId === 'large' && a.status !== 201)).toEqual([]);
    for (const refused of answers.filter((a) => a.status !== 201)) {
      expect(refused).toMatchObject({ variantId: 'small', body: { message: expect.any(String) } });
      expect([API_ERROR.outOfStock, VALIDATION.orderQuantityMax(0)]).toContain(
        (refused.body as { message: string }).message,
      );
    }
    expect(placed('small')).toBe(5);
    expect(placed('large')).toBe(10);
    expect(await stocks(tool)).toEqual({ small: 0, large: 10 });
    await expectVariantInvariant(tool);
  });

  it('prices and names the order from its variant, within its stock', async () => {
    const tool = await sizedTool(3, 20);
    const order = await heldOrder(customer, tool, 2, 'large');
    expect(order).toMatchObject({
      variantId: 'large',
      optionName: 'Size',
      variantValue: '17 mm',
      unitPrice: 25,
      price: 50,
    });
    const tooMany = await placeOrderVia(customer, tool._id, 4, 'small');
    expect(tooMany.status).toBe(400);
    expect(await tooMany.json()).toMatchObject({ message: VALIDATION.orderQuantityMax(3) });
    expect(await stocks(tool)).toEqual({ small: 3, large: 18 });
  });

  it('refuses no variant, an unknown one, another tool’s, and one on a tool without sizes', async () => {
    const tool = await sizedTool();
    // 'eleven' is a size of another tool.
    await createTool({
      minimumOrder: 1,
      availableQuantity: 4,
      option: { name: 'Speeds', variants: [{ id: 'eleven', value: '11', stock: 4 }] },
    });
    const plain = await createTool({ minimumOrder: 1, availableQuantity: 4 });
    for (const [toolId, variantId, message] of [
      [tool._id, undefined, VARIANT_TEXT.variantRequired('Size')],
      [tool._id, 'no-such-size', VARIANT_TEXT.unknownVariant],
      [tool._id, 'eleven', VARIANT_TEXT.unknownVariant],
      [plain._id, 'small', VARIANT_TEXT.unknownVariant],
    ] as const) {
      const response = await placeOrderVia(customer, toolId, 1, variantId);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message });
    }
    expect(await stocks(tool)).toEqual({ small: 5, large: 20 });
    expect((await stored(plain)).availableQuantity).toBe(4);
    expect((await docsWhere('orders', 'toolId', tool._id)).length).toBe(0);
  });

  it('a delete, an expiry, a cancel and a refund give the variant its stock back', async () => {
    const tool = await sizedTool(6, 20);
    const shopper = await createUser();
    const deleted = await heldOrder(shopper, tool, 1, 'small');
    const expired = await heldOrder(shopper, tool, 1, 'small');
    const cancelled = await heldOrder(shopper, tool, 1, 'small');
    expect(await stocks(tool)).toEqual({ small: 3, large: 20 });
    const token = await shopper.token();
    expect((await api('DELETE', `/order/${deleted._id}`, { token })).status).toBe(200);
    await endHold(expired._id);
    await sweep();
    expect((await readOrder(expired._id))?.status).toBe('expired');
    expect((await adminCall('POST', `/manageorder/${cancelled._id}/cancel`)).status).toBe(200);
    expect(await stocks(tool)).toEqual({ small: 6, large: 20 });

    const { order } = await paidOrder(shopper, tool, 'large');
    expect(await stocks(tool)).toEqual({ small: 6, large: 19 });
    expect((await adminCall('POST', `/manageorder/${order._id}/refund`, REFUND)).status).toBe(200);
    expect((await readOrder(order._id))?.status).toBe('refunded');
    expect(await stocks(tool)).toEqual({ small: 6, large: 20 });
    await expectVariantInvariant(tool);
  });
});

describe('PUT /tool/:id/option and variant restocks', { timeout: 120_000 }, () => {
  it('sets an option: new values get an id and their stock, the total is the sum', async () => {
    const tool = await createTool({ minimumOrder: 1, availableQuantity: 9 });
    const body = {
      name: 'Speeds',
      variants: [
        { value: '8', stock: 3 },
        { value: '11', stock: 6, price: 30 },
      ],
    };
    const response = await adminCall('PUT', `/tool/${tool._id}/option`, body);
    expect(response.status).toBe(200);
    const answered = (await response.json()) as Tool;
    expect(answered.availableQuantity).toBe(9);
    expect(answered.option).toMatchObject({
      name: 'Speeds',
      variants: [
        { value: '8', stock: 3 },
        { value: '11', stock: 6, price: 30 },
      ],
    });
    const [eight, eleven] = answered.option!.variants;
    // Rename one, drop a price, reorder, add one: existing stock never moves by an edit.
    const edit = {
      name: 'Speeds',
      variants: [
        { id: eleven!.id, value: '11 speed', stock: 6, price: null },
        { id: eight!.id, value: '8 speed' },
        { value: '12 speed', stock: 2 },
      ],
    };
    const edited = (await (
      await adminCall('PUT', `/tool/${tool._id}/option`, edit)
    ).json()) as Tool;
    expect(edited.option!.variants.map((v) => [v.value, v.stock, v.price])).toEqual([
      ['11 speed', 6, undefined],
      ['8 speed', 3, undefined],
      ['12 speed', 2, undefined],
    ]);
    expect(edited.availableQuantity).toBe(11);
    // Each move of stock the edits made is in the stock log, with its reason and admin.
    const log = await adminDb().collection(`tools/${tool._id}/stockLog`).get();
    const moves = log.docs.map((doc) => doc.data());
    expect(moves).toHaveLength(4);
    expect(moves).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ delta: -9, after: 0, reason: STOCK_TEXT.intoValues }),
        expect.objectContaining({
          delta: 3,
          after: 3,
          variantValue: '8',
          reason: STOCK_TEXT.openingStock,
        }),
        expect.objectContaining({ delta: 6, after: 6, variantValue: '11' }),
        expect.objectContaining({ delta: 2, after: 2, variantValue: '12 speed' }),
      ]),
    );
    expect(new Set(moves.map((move) => move.by as string)).size).toBe(1);
    // Found by a value's words.
    const found = (await (await api('GET', '/tool?q=12%20speed')).json()) as Tool[];
    expect(found.map((t) => t._id)).toContain(tool._id);
  });

  it('refuses a stale stock (409), a value with open orders (409), bad input (400) and customers', async () => {
    const tool = await sizedTool(5, 20);
    const path = `/tool/${tool._id}/option`;
    const stale = await adminCall('PUT', path, {
      ...sizes(4, 20),
      variants: sizes(4, 20).variants.map(({ id, value, stock }) => ({ id, value, stock })),
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toEqual({ message: API_ERROR.stockNotEditable });

    await heldOrder(customer, tool, 1, 'small');
    const removing = await adminCall('PUT', path, {
      name: 'Size',
      variants: [{ id: 'large', value: '17 mm' }],
    });
    expect(removing.status).toBe(409);
    expect(await removing.json()).toEqual({ message: VARIANT_TEXT.removeWithOpenOrders });
    const removingAll = await adminCall('DELETE', path);
    expect(removingAll.status).toBe(409);

    const duplicate = await adminCall('PUT', path, {
      name: 'Size',
      variants: [
        { value: '5 mm', stock: 1 },
        { value: '5 mm', stock: 1 },
      ],
    });
    expect(duplicate.status).toBe(400);
    expect(await duplicate.json()).toMatchObject({ message: VARIANT_TEXT.valueDuplicate });
    const unknown = await adminCall('PUT', path, {
      name: 'Size',
      variants: [{ id: 'nope', value: '5 mm' }],
    });
    expect(unknown.status).toBe(400);
    const asCustomer = await api('PUT', path, {
      token: await customer.token(),
      body: { name: 'Size', variants: [{ value: '5 mm', stock: 1 }] },
    });
    expect(asCustomer.status).toBe(403);
    expect(await stocks(tool)).toEqual({ small: 4, large: 20 });
    expect((await stored(tool)).option!.variants).toHaveLength(2);
  });

  it('gives no option to a tool with open orders; removes one with none, the stock kept', async () => {
    const plain = await createTool({ minimumOrder: 1, availableQuantity: 5 });
    await heldOrder(customer, plain, 1);
    const refused = await adminCall('PUT', `/tool/${plain._id}/option`, {
      name: 'Size',
      variants: [{ value: '5 mm', stock: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({ message: VARIANT_TEXT.optionWithOpenOrders });

    const tool = await sizedTool(2, 3);
    const removed = await adminCall('DELETE', `/tool/${tool._id}/option`);
    expect(removed.status).toBe(200);
    const now = await stored(tool);
    expect(now.option).toBeUndefined();
    expect(now.availableQuantity).toBe(5);
  });

  it('restocks one variant with a logged reason; a tool with sizes needs one', async () => {
    const tool = await sizedTool(0, 20);
    const path = `/tool/${tool._id}/stock`;
    const moved = await adminCall('POST', path, {
      delta: 4,
      reason: 'Delivery',
      variantId: 'small',
    });
    expect(moved.status).toBe(200);
    expect(await moved.json()).toEqual({ availableQuantity: 24, variantId: 'small', stock: 4 });
    expect(await stocks(tool)).toEqual({ small: 4, large: 20 });
    const log = await adminDb().collection(`tools/${tool._id}/stockLog`).get();
    expect(log.docs.map((d) => d.data())).toMatchObject([
      { delta: 4, after: 4, variantId: 'small', variantValue: '13 mm', reason: 'Delivery' },
    ]);

    const unnamed = await adminCall('POST', path, { delta: 4, reason: 'Delivery' });
    expect(unnamed.status).toBe(400);
    expect(await unnamed.json()).toEqual({ message: VARIANT_TEXT.variantRequired('Size') });
    const below = await adminCall('POST', path, { delta: -5, reason: 'Lost', variantId: 'small' });
    expect(below.status).toBe(409);
    expect(await stocks(tool)).toEqual({ small: 4, large: 20 });
  });
});

interface JsonLdOffer {
  '@type'?: string;
  price?: string;
  priceCurrency?: string;
  availability?: string;
}
interface JsonLdProduct {
  '@type'?: string;
  name?: string;
  sku?: string;
  image?: string;
  size?: string;
  offers?: JsonLdOffer;
}
interface JsonLdGroup extends JsonLdProduct {
  '@context'?: string;
  productGroupID?: string;
  variesBy?: string[];
  hasVariant?: JsonLdProduct[];
}

/**
 * Google's product variants (developers.google.com/search/docs/appearance/structured-data/
 * product-variants): a ProductGroup with a name, productGroupID, variesBy (schema.org
 * properties) and hasVariant; each variant a Product with a name, an image, a sku, the property
 * it varies by, and an Offer with a price, priceCurrency and availability.
 */
function expectGoogleProductGroup(group: JsonLdGroup) {
  expect(group['@context']).toBe('https://schema.org');
  expect(group['@type']).toBe('ProductGroup');
  expect(group.name?.trim()).toBeTruthy();
  expect(group.productGroupID?.trim()).toBeTruthy();
  expect(group.variesBy?.length).toBeGreaterThan(0);
  for (const property of group.variesBy ?? []) expect(property).toMatch(/^https:\/\/schema\.org\//);
  expect(group.hasVariant?.length).toBeGreaterThan(0);
  const skus = new Set<string>();
  for (const variant of group.hasVariant ?? []) {
    expect(variant['@type']).toBe('Product');
    expect(variant.name?.trim()).toBeTruthy();
    expect(new URL(variant.image ?? '').protocol).toMatch(/^https?:$/);
    expect(variant.sku?.trim()).toBeTruthy();
    skus.add(variant.sku!);
    for (const property of group.variesBy ?? []) {
      const field = property.split('/').at(-1) as keyof JsonLdProduct;
      expect(String(variant[field] ?? '').trim()).toBeTruthy();
    }
    expect(variant.offers?.['@type']).toBe('Offer');
    expect(variant.offers?.price).toMatch(/^\d+\.\d{2}$/);
    expect(variant.offers?.priceCurrency).toBe('USD');
    expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(
      variant.offers?.availability,
    );
  }
  expect(skus.size).toBe(group.hasVariant?.length);
}

describe('the server-rendered tool page', { timeout: 120_000 }, () => {
  it('describes a tool with sizes as a ProductGroup, one Product and Offer per size', async () => {
    const tool = await sizedTool(0, 4);
    const html = await (await fetch(`${HOSTING_URL}/tool/${tool._id}`)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)];
    const groups = blocks
      .map((block) => JSON.parse(block[1]!) as JsonLdGroup)
      .filter((data) => data['@type'] === 'ProductGroup');
    expect(groups).toHaveLength(1);
    expectGoogleProductGroup(groups[0]!);
    expect(
      groups[0]!.hasVariant!.map((v) => [v.size, v.offers?.price, v.offers?.availability]),
    ).toEqual([
      ['13 mm', '10.00', 'https://schema.org/OutOfStock'],
      ['17 mm', '25.00', 'https://schema.org/InStock'],
    ]);
  });
});
