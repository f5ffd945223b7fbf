/**
 * The admins' figures against the real emulators: after a scripted life of orders (placed by
 * the API and by the web app's own writes, paid, shipped, refunded in full and in part,
 * expired, cancelled, deleted), the counter documents equal a recount of the orders
 * themselves, and a repeated trigger counts nothing twice.
 */
import { FieldPath } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import {
  SALES_DOC,
  monthKey,
  recountSales,
  salesIdRange,
  sumSalesDocs,
  withoutZeros,
  type SalesFigures,
} from '@pedalworks/domain/sales';
import type { Order } from '@pedalworks/domain/types';
import { deliverWebhook, stripeEvent, testStripe } from '../../tests/doubles/stripe-events';
import { adminDb, api, createTool, createUser, type TestUser } from '../../tests/support/emulators';
import {
  chargeOf,
  endHold,
  heldOrder,
  paidOrder,
  readOrder,
  sweep,
  REFUND,
} from './support/orders';

/** The counters as stored (every shard, and the unsharded documents of before), summed. */
async function storedFigures(): Promise<SalesFigures> {
  const sales = await adminDb().collection('sales').get();
  return withoutZeros(sumSalesDocs(sales.docs.map((doc) => doc.data())));
}

/** The recount of every order in the database. */
async function recount(): Promise<SalesFigures> {
  const orders = await adminDb().collection('orders').get();
  return recountSales(orders.docs.map((doc) => doc.data() as Order));
}

/** JSON with every object's keys sorted, so two figures compare whatever their key order. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );

/**
 * Counters and recount agree. Other suites change orders meanwhile and the trigger counts the
 * web app's writes a moment later, so the two are compared until they agree (a real miscount
 * never does).
 */
async function expectCountersMatchRecount(): Promise<void> {
  await expect
    .poll(
      async () => {
        const [stored, counted] = [canonical(await storedFigures()), canonical(await recount())];
        return stored === counted ? 'equal' : { stored, counted };
      },
      { timeout: 60_000, interval: 500 },
    )
    .toBe('equal');
}

const adminCall = async (admin: TestUser, method: string, path: string, body?: unknown) =>
  api(method, path, { token: await admin.token(), body });

describe('sales counters', { timeout: 180_000 }, () => {
  it('equal a recount of the orders after orders, payments, shipping, refunds, expiries, cancels and deletes', async () => {
    const admin = await createUser({ admin: true });
    const [first, second, third, fourth] = await Promise.all([
      createUser(),
      createUser(),
      createUser(),
      createUser(),
    ]);
    const tool = await createTool({ availableQuantity: 100, minimumOrder: 1, price: 10 });

    // Paid, then shipped by the API.
    const shipped = await paidOrder(first!, tool);
    expect((await adminCall(admin, 'PUT', `/manageorder/${shipped.order._id}`)).status).toBe(200);
    // Paid, then shipped by an admin twice at once: counted once.
    const shippedTwice = await paidOrder(first!, tool);
    await Promise.all([
      adminCall(admin, 'PUT', `/manageorder/${shippedTwice.order._id}`),
      adminCall(admin, 'PUT', `/manageorder/${shippedTwice.order._id}`),
    ]);
    // Paid, then cancelled and refunded in full by an admin.
    const refunded = await paidOrder(second!, tool);
    expect(
      (await adminCall(admin, 'POST', `/manageorder/${refunded.order._id}/refund`, REFUND)).status,
    ).toBe(200);
    // Paid, then refunded in part from the Stripe Dashboard.
    const partly = await paidOrder(second!, tool);
    await testStripe().refunds.create({ payment_intent: partly.intent, amount: 300 });
    expect(
      (await deliverWebhook(stripeEvent('charge.refunded', await chargeOf(partly.intent)))).status,
    ).toBe(200);
    // Held, then expired by the sweep.
    const expired = await heldOrder(third!, tool);
    await endHold(expired._id);
    await sweep();
    // Held, then cancelled by an admin; held, then deleted by its customer through the API.
    const cancelled = await heldOrder(third!, tool);
    expect((await adminCall(admin, 'POST', `/manageorder/${cancelled._id}/cancel`)).status).toBe(
      200,
    );
    const deleted = await heldOrder(third!, tool);
    const gone = await api('DELETE', `/order/${deleted._id}`, { token: await third!.token() });
    expect(gone.status).toBe(200);
    // Placed by the web app (POST /order), one of them deleted again (DELETE /order/{id}).
    const webOrders = [await heldOrder(fourth!, tool, 2), await heldOrder(fourth!, tool, 2)];
    const removed = await api('DELETE', `/order/${webOrders[1]!._id}`, {
      token: await fourth!.token(),
    });
    expect(removed.status).toBe(200);

    expect(await readOrder(shipped.order._id)).toMatchObject({ status: 'shipped' });
    expect(await readOrder(refunded.order._id)).toMatchObject({ status: 'refunded' });
    expect(await readOrder(partly.order._id)).toMatchObject({ refundedAmount: 300 });
    expect(await readOrder(expired._id)).toMatchObject({ status: 'expired' });

    // This tool's sales this month: the four paid orders but the one refunded in full.
    const month = monthKey(new Date());
    await expect
      .poll(async () => {
        const [first, last] = salesIdRange(SALES_DOC.month(month), SALES_DOC.month(month));
        const shards = await adminDb()
          .collection('sales')
          .where(FieldPath.documentId(), '>=', first)
          .where(FieldPath.documentId(), '<=', last)
          .get();
        const figures = sumSalesDocs(shards.docs.map((doc) => doc.data()));
        return figures.months[month]?.[tool._id];
      })
      .toEqual({ name: tool.name, quantity: 3 });
    await expectCountersMatchRecount();
  });
});
