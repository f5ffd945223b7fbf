/**
 * The version of a customer's orders (orderVersions/{uid}) against the emulators: My Orders
 * listens to it instead of its page of orders, so every change of the customer's orders must
 * raise it, once, in the change's own transaction. Placing, paying, deleting and expiring here;
 * a group of placements in group-commit.test.ts, shipping and tracking corrections in
 * tracking.test.ts, what GET /order tells of it in orders.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, Tool } from '@pedalworks/domain/types';
import { api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import {
  endHold,
  heldOrder,
  intentOf,
  patchPaid,
  payAtStripe,
  readOrder,
  sweep,
  versionOf,
} from './support/orders';

let tool: Tool;
beforeAll(async () => {
  tool = await createTool({ name: 'Cone Wrench', availableQuantity: 1000, minimumOrder: 1 });
});

/** A new customer with one held order: their orders version is 1. */
async function placed(): Promise<{ customer: TestUser; order: Order }> {
  const customer = await createUser();
  expect(await versionOf(customer.uid)).toBe(0);
  const order = await heldOrder(customer, tool);
  expect(await versionOf(customer.uid)).toBe(1);
  return { customer, order };
}

describe('each change of the orders raises their version by one', { timeout: 120_000 }, () => {
  it('placing, attaching a payment intent (the order stores it) and paying', async () => {
    const { customer, order } = await placed();
    const intent = await intentOf(customer, order._id);
    expect(await versionOf(customer.uid)).toBe(2);
    // Asked again, the same intent: the order does not change.
    expect(await intentOf(customer, order._id)).toBe(intent);
    expect(await versionOf(customer.uid)).toBe(2);
    await payAtStripe(intent);
    expect((await patchPaid(customer, order._id, intent)).status).toBe(200);
    expect(await readOrder(order._id)).toMatchObject({ status: 'paid' });
    expect(await versionOf(customer.uid)).toBe(3);
  });

  it('deleting an order', async () => {
    const { customer, order } = await placed();
    const response = await api('DELETE', `/order/${order._id}`, {
      token: await customer.token(),
    });
    expect(await response.json()).toEqual({ deletedCount: 1 });
    expect(await readOrder(order._id)).toBeUndefined();
    expect(await versionOf(customer.uid)).toBe(2);
  });

  it("an expiry (the sweep); another customer's version stays", async () => {
    const [{ customer, order }, other] = await Promise.all([placed(), placed()]);
    await endHold(order._id);
    await sweep();
    expect(await readOrder(order._id)).toMatchObject({ status: 'expired' });
    expect(await versionOf(customer.uid)).toBe(2);
    expect(await versionOf(other.customer.uid)).toBe(1);
  });
});
