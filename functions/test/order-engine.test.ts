/**
 * The order engine under abuse and faults: throwaway (unverified) accounts hold few units, and
 * holds end everywhere it matters with the expiry sweep off (the emulator runs no schedule;
 * these tests never call the sweep, except to prove that it is safe to run twice).
 */
import { describe, expect, it } from 'vitest';
import { UNVERIFIED_MAX_UNITS, UNVERIFIED_MAX_UNITS_PER_TOOL } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Tool } from '@pedalworks/domain/types';
import { HOSTING_URL } from '../../scripts/lib/emulator-config';
import { api, createTool, createUser } from '../../tests/support/emulators';
import { runSweep } from '../../tests/support/orders';
import { endHold, heldOrder, placeOrderVia, readOrder, stockOf } from './support/orders';

const readTool = async (id: string) => (await (await api('GET', `/tool/${id}`)).json()) as Tool;

describe('holding caps of unverified accounts', { timeout: 120_000 }, () => {
  it('refuse more units of a tool, and in all, with the domain text; verifying lifts them', async () => {
    const throwaway = await createUser({ emailVerified: false });
    const [a, b, c] = await Promise.all(
      [1, 2, 3].map(() => createTool({ availableQuantity: 20, minimumOrder: 1 })),
    );
    expect(UNVERIFIED_MAX_UNITS).toBe(2 * UNVERIFIED_MAX_UNITS_PER_TOOL);

    // The whole stock in one order, then one unit past the per-tool cap: refused, nothing held.
    const whole = await placeOrderVia(throwaway, a!._id, 20);
    expect(whole.status).toBe(409);
    expect(await whole.json()).toEqual({ message: API_ERROR.unverifiedToolCap });
    const first = await heldOrder(throwaway, a!, UNVERIFIED_MAX_UNITS_PER_TOOL);
    const more = await placeOrderVia(throwaway, a!._id, 1);
    expect(await more.json()).toEqual({ message: API_ERROR.unverifiedToolCap });
    await heldOrder(throwaway, b!, UNVERIFIED_MAX_UNITS_PER_TOOL);
    const total = await placeOrderVia(throwaway, c!._id, 1);
    expect(total.status).toBe(409);
    expect(await total.json()).toEqual({ message: API_ERROR.unverifiedTotalCap });
    expect(await stockOf(a!._id)).toBe(20 - UNVERIFIED_MAX_UNITS_PER_TOOL);
    expect(await stockOf(c!._id)).toBe(20);

    // An ended hold no longer counts, with the sweep off; reading the tool ends it.
    await endHold(first._id);
    await heldOrder(throwaway, a!, UNVERIFIED_MAX_UNITS_PER_TOOL);
    expect((await readTool(a!._id)).availableQuantity).toBe(20 - UNVERIFIED_MAX_UNITS_PER_TOOL);
    expect((await readOrder(first._id))?.status).toBe('expired');

    // A verified account has no holding caps.
    const verified = await createUser();
    await heldOrder(verified, c!, 20);
  });
});

describe('expiry with the sweep off', { timeout: 120_000 }, () => {
  it('reading a tool ends its due holds: the stock shows back and the order is expired', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1 });
    const order = await heldOrder(customer, tool, 6);
    expect((await readTool(tool._id)).availableQuantity).toBe(4);
    await endHold(order._id);
    expect((await readTool(tool._id)).availableQuantity).toBe(10);
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
  });

  it("the tool's page, rendered by the server, ends its due holds as the API does", async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 10, minimumOrder: 1 });
    const order = await heldOrder(customer, tool, 6);
    await endHold(order._id);
    const page = await fetch(`${HOSTING_URL}/tool/${tool._id}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<strong>10<\/strong>/);
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    expect(await stockOf(tool._id)).toBe(10);
  });

  it("placing an order ends the tool's due holds of other customers first", async () => {
    const [holder, buyer] = await Promise.all([createUser(), createUser()]);
    const tool = await createTool({ availableQuantity: 5, minimumOrder: 1 });
    const order = await heldOrder(holder, tool, 5);
    expect((await placeOrderVia(buyer, tool._id, 5)).status).toBe(409);
    await endHold(order._id);
    await heldOrder(buyer, tool, 5);
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    expect(await stockOf(tool._id)).toBe(0);
  });

  it('the sweep, run twice at once, expires each due hold once', async () => {
    const customer = await createUser();
    const tool = await createTool({ availableQuantity: 9, minimumOrder: 1 });
    const orders = [];
    for (let i = 0; i < 3; i += 1) orders.push(await heldOrder(customer, tool, 3));
    await Promise.all(orders.map((order) => endHold(order._id)));
    const [one, two] = await Promise.all([runSweep(), runSweep()]);
    expect([one.status, two.status]).toEqual([200, 200]);
    for (const order of orders) {
      expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    }
    expect(await stockOf(tool._id)).toBe(9);
  });
});
