import type { Firestore } from 'firebase-admin/firestore';
import { COLLECTIONS, DAY_MS, ORDER_EVENTS_SUBCOLLECTION } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { buildOrder } from '@pedalworks/domain/orders';
import type { TimelineEvent } from '@pedalworks/domain/timeline';
import type { Order, OrderStatus } from '@pedalworks/domain/types';
import { countOrderChangeIn } from '../../functions/src/services/sales-counters';
import { SEED_SHIPPED_ORDER, SEED_TOOLS, SEED_USERS } from '../lib/seed-data';

/** Demo shoppers of the demo orders (no accounts: their orders only fill the admin's figures). */
const SHOPPERS = [
  { uid: 'demo-shopper-1', email: 'marta@pedalworks.test', name: 'Marta Kowalska' },
  { uid: 'demo-shopper-2', email: 'jonas@pedalworks.test', name: 'Jonas Berg' },
  { uid: 'demo-shopper-3', email: 'aiko@pedalworks.test', name: 'Aiko Tanaka' },
];

function stateOf(index: number, daysAgo: number): OrderStatus {
  if (index % 11 === 5) return 'refunded';
  if (index % 7 === 3) return 'expired';
  if (index % 13 === 8) return 'cancelled';
  // A few shipped orders whose customer asked to return them (Manage Orders' filter).
  if (index % 17 === 10 && daysAgo > 3) return 'returnRequested';
  return daysAgo > 3 ? 'shipped' : 'paid';
}

/** The demo orders of the last 28 days, each as the server would have left it. */
export function demoOrders(now = new Date()): (Omit<Order, '_id'> & { _id: string })[] {
  const orders: (Omit<Order, '_id'> & { _id: string })[] = [];
  let index = 0;
  for (let daysAgo = 27; daysAgo >= 0; daysAgo -= 1) {
    for (let n = 0; n < 1 + ((daysAgo * 5) % 3); n += 1, index += 1) {
      const tool = SEED_TOOLS[(index * 7) % SEED_TOOLS.length]!;
      // A tool with sizes sells one of those in stock.
      const sizes = tool.option?.variants.filter((variant) => variant.stock > 0) ?? [];
      const variant = sizes[index % Math.max(sizes.length, 1)];
      const shopper = SHOPPERS[index % SHOPPERS.length]!;
      const at = new Date(now.getTime() - daysAgo * DAY_MS - (n + 1) * 3_600_000);
      const status = stateOf(index, daysAgo);
      const base = buildOrder(
        tool,
        {
          toolId: tool._id,
          orderedQuantity: tool.minimumOrder + (index % 3),
          phone: '+1 555 0199',
          address: `${10 + index} Spoke Street, Portland`,
          ...(variant ? { variantId: variant.id } : {}),
        },
        shopper,
      );
      const returning = status === 'returnRequested';
      const paid = status === 'paid' || status === 'shipped' || status === 'refunded' || returning;
      orders.push({
        ...base,
        _id: `demo-order-${String(index).padStart(3, '0')}`,
        status,
        createdAt: new Date(at.getTime() - 10 * 60_000),
        ...(paid
          ? {
              paidAt: at,
              transactionId: `pi_demo_${index}`,
              paymentIntentId: `pi_demo_${index}`,
              ...(status === 'shipped' || returning ? { shippedAt: at } : {}),
              ...(returning ? { returnReason: 'wrongSize' as const, returnComment: '' } : {}),
            }
          : {}),
        ...(status === 'refunded' ? { refundedAmount: toCents(base.price) } : {}),
      });
    }
  }
  return orders;
}

function riderShippedOrder(now = new Date()) {
  const tool = SEED_TOOLS.find((candidate) => candidate._id === SEED_SHIPPED_ORDER.toolId)!;
  const rider = SEED_USERS.find((user) => user.uid === SEED_SHIPPED_ORDER.uid)!;
  const shippedAt = new Date(now.getTime() - DAY_MS);
  const paidAt = new Date(shippedAt.getTime() - DAY_MS);
  const order = {
    ...buildOrder(
      tool,
      {
        toolId: tool._id,
        orderedQuantity: tool.minimumOrder,
        phone: '+1 555 0123',
        address: '7 Cadence Court, Boulder',
      },
      rider,
    ),
    status: 'shipped',
    createdAt: new Date(paidAt.getTime() - 10 * 60_000),
    paidAt,
    shippedAt,
    transactionId: 'pi_demo_rider',
    paymentIntentId: 'pi_demo_rider',
    shipment: SEED_SHIPPED_ORDER.shipment,
  } satisfies Omit<Order, '_id'>;
  const customer = { uid: rider.uid, role: 'customer' } as const;
  const events: Record<string, TimelineEvent> = {
    placed: { type: 'placed', at: order.createdAt, by: customer, details: {} },
    paid: { type: 'paid', at: paidAt, by: 'stripe', details: { transactionId: 'pi_demo_rider' } },
    shipped: {
      type: 'shipped',
      at: shippedAt,
      by: { role: 'admin' },
      details: { ...SEED_SHIPPED_ORDER.shipment },
    },
  };
  return { order, events };
}

/** npm start's, not the test runs': counted into the sales figures by the server's own code. */
export async function seedSales(db: Firestore): Promise<void> {
  const batch = db.batch();
  for (const { _id, ...order } of demoOrders()) {
    batch.set(db.collection(COLLECTIONS.orders).doc(_id), order);
    countOrderChangeIn(batch, db, _id, undefined, order);
  }
  const shipped = riderShippedOrder();
  const shippedRef = db.collection(COLLECTIONS.orders).doc(SEED_SHIPPED_ORDER._id);
  batch.set(shippedRef, shipped.order);
  countOrderChangeIn(batch, db, shippedRef.id, undefined, shipped.order);
  for (const [id, event] of Object.entries(shipped.events)) {
    batch.set(shippedRef.collection(ORDER_EVENTS_SUBCOLLECTION).doc(id), event);
  }
  // Its payment, as a checkout of one order records it: My Orders links to its receipt.
  const line = {
    toolName: shipped.order.toolName,
    quantity: shipped.order.orderedQuantity,
    price: shipped.order.price,
  };
  batch.set(db.collection(COLLECTIONS.checkouts).doc('demo-checkout-rider'), {
    uid: shipped.order.uid,
    email: shipped.order.email,
    name: shipped.order.name,
    orderIds: [shippedRef.id],
    lines: [{ orderId: shippedRef.id, ...line }],
    total: line.price,
    paymentIntentId: shipped.order.transactionId,
    status: 'paid',
    outcomes: { [shippedRef.id]: 'paid' },
    receipt: { lines: [line], refunded: [], total: line.price, last4: '4242' },
    paidAt: shipped.order.paidAt,
  });
  // The low-stock trigger's mail comes from the scarcest tool in stock without sizes: the
  // sold-out tool and size stay sold out, with the demo rider waiting.
  const scarce = SEED_TOOLS.filter((tool) => tool.availableQuantity > 0 && !tool.option).reduce(
    (low, tool) => (tool.availableQuantity < low.availableQuantity ? tool : low),
  );
  batch.update(db.collection(COLLECTIONS.tools).doc(scarce._id), {
    availableQuantity: Math.max(scarce.minimumOrder, 3),
  });
  await batch.commit();
}
