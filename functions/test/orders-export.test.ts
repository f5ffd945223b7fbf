/**
 * GET /manageorder.csv against the real emulators: the orders of a range of UTC days, every
 * field quoted as RFC 4180 asks and formulas made inert, read a page at a time; bad ranges and
 * non-admins refused.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROLE_TEXT } from '@pedalworks/domain/roles';
import { buildOrder } from '@pedalworks/domain/orders';
import { SALES_TEXT, csvLine } from '@pedalworks/domain/sales';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import { exportOrdersCsv } from '../src/orders/export';
import { forceOrder } from './support/orders';

let admin: TestUser;
let customer: TestUser;
/** A year no other suite places orders in, with a day of its own per run. */
const year = 2000 + Math.floor(Math.random() * 15);
const day = (d: number) => `${year}-03-${String(d).padStart(2, '0')}`;
const ids: Record<string, string> = {};

/** Stores an order placed at `at`, counted in the admins' figures (cancelled: it holds nothing). */
async function orderAt(name: string, at: string, fields: Record<string, unknown> = {}) {
  const tool = await createTool({ minimumOrder: 1, price: 12.5, name: `Tool ${name}` });
  const ref = adminDb()
    .collection('orders')
    .doc(`csv-${randomUUID().slice(0, 8)}-${name}`);
  const input = { toolId: tool._id, orderedQuantity: 2, phone: '+1 555 0100', address: 'a' };
  await forceOrder(ref.id, {
    ...buildOrder(tool, input, customer),
    status: 'cancelled',
    createdAt: new Date(at),
    ...fields,
  });
  ids[name] = ref.id;
}

const csvOf = async (from: string, to: string, token?: string) =>
  api('GET', `/manageorder.csv?from=${from}&to=${to}`, token ? { token } : {});

beforeAll(async () => {
  [admin, customer] = await Promise.all([createUser({ admin: true }), createUser()]);
  await orderAt('before', `${day(1)}T23:59:59.999Z`);
  await orderAt('first', `${day(2)}T00:00:00.000Z`);
  await orderAt('formulas', `${day(2)}T12:00:00.000Z`, {
    address: '=HYPERLINK("http://evil.example","Click")',
    name: '+SUM(1,2)',
    userName: '@cmd',
    phone: '-2+3',
    toolName: 'Chain, "quoted"\nand broken',
  });
  // Its shares of a discount and shipping, in cents (the CSV shows dollars).
  await orderAt('last', `${day(3)}T23:59:59.999Z`, { discountCents: 250, shippingCents: 133 });
  await orderAt('after', `${day(4)}T00:00:00.000Z`);
}, 60_000);

describe('GET /manageorder.csv', () => {
  it('answers the orders placed from the first to the last day (UTC), in order, as CSV', async () => {
    const response = await csvOf(day(2), day(3), await admin.token());
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${SALES_TEXT.csvFileName(day(2), day(3))}"`,
    );
    // Read as bytes: fetch's text() would drop the byte order mark this checks.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text.startsWith(`\uFEFF${csvLine(SALES_TEXT.csvColumns)}`)).toBe(true);
    const rows = text.slice(1).split('\r\n').slice(1, -1);
    // Three orders, one line each (the tool name's line break stays inside its quotes).
    expect(rows).toHaveLength(3);
    expect(rows[0]!.startsWith(`${ids.first},${day(2)}T00:00:00.000Z,cancelled,`)).toBe(true);
    // A phone number's '+' would start a formula too: it is made inert like any other.
    expect(rows[0]).toContain(
      `,2,12.5,25,0,0,0,${customer.name},${customer.email},"'+1 555 0100",a,,`,
    );
    expect(rows[2]!.startsWith(`${ids.last},${day(3)}T23:59:59.999Z,`)).toBe(true);
    // Total, Discount, Shipping, Refunded.
    expect(rows[2]).toContain(',2,12.5,25,2.5,1.33,0,');
    expect(text).not.toContain(ids.before);
    expect(text).not.toContain(ids.after);
  });

  it('makes formulas inert and quotes commas, quotes and line breaks', async () => {
    const text = await (await csvOf(day(2), day(2), await admin.token())).text();
    const row = text.slice(text.indexOf(ids.formulas!));
    expect(row).toContain(',"Chain, ""quoted""\nand broken",');
    expect(row).toContain(`,"'@cmd",${customer.email},"'-2+3",`);
    expect(row).toContain(`,"'=HYPERLINK(""http://evil.example"",""Click"")",`);
    // Nothing else in the row starts a cell with a formula character.
    const cells = row
      .split('\r\n')[0]!
      .replace(/"[^"]*(""[^"]*)*"/g, 'Q')
      .split(',');
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('reads a page at a time: every order once, in order, whatever the page size', async () => {
    const chunks: string[] = [];
    const count = await exportOrdersCsv(
      { from: day(1), to: day(4) },
      async (chunk) => {
        chunks.push(chunk);
      },
      2,
    );
    expect(count).toBe(5);
    // The header, then pages of two, two and one orders.
    expect(chunks).toHaveLength(4);
    const all = chunks.join('');
    const order = ['before', 'first', 'formulas', 'last', 'after'].map((name) =>
      all.indexOf(ids[name]!),
    );
    expect(order.every((index) => index > 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  it('refuses a bad range with 400 naming the field, and anyone but an admin', async () => {
    const token = await admin.token();
    const cases: [string, string, string, string][] = [
      ['', day(3), SALES_TEXT.invalidFrom, 'from'],
      [day(2), '', SALES_TEXT.invalidTo, 'to'],
      [`${year}-02-30`, day(3), SALES_TEXT.invalidFrom, 'from'],
      [day(2), '03/03/2020', SALES_TEXT.invalidTo, 'to'],
      [day(3), day(2), SALES_TEXT.toBeforeFrom, 'to'],
      [`${year - 2}-01-01`, day(3), SALES_TEXT.rangeTooLong, 'to'],
    ];
    for (const [from, to, message, field] of cases) {
      const response = await csvOf(from, to, token);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ message, field });
    }
    const repeated = await api(
      'GET',
      `/manageorder.csv?from=${day(2)}&from=${day(3)}&to=${day(3)}`,
      {
        token,
      },
    );
    expect(repeated.status).toBe(400);
    const forCustomer = await csvOf(day(2), day(3), await customer.token());
    expect(forCustomer.status).toBe(403);
    expect(await forCustomer.json()).toEqual({ message: ROLE_TEXT.missingRight('readSales') });
    expect((await csvOf(day(2), day(3))).status).toBe(401);
  });
});
