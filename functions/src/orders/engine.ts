/**
 * The order engine's core: the one place where an order changes state. Every transition runs
 * inside a Firestore transaction that checks it is allowed from the order's current `status`
 * (ORDER_TRANSITIONS of the domain) and writes, in the same transaction, what it does to the
 * tool's stock, to the customer's open-order counter, to the admins' figures (sales-counters.ts),
 * to the order's timeline and to the customer's mail. No
 * client writes an order, a tool's stock or the counter (firestore.rules): routes, webhooks and
 * sweeps call this folder (functions/src/orders) alone.
 */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MAX_OPEN_ORDERS,
  PLACEMENT_GROUP_MAX,
  UNVERIFIED_MAX_UNITS,
  UNVERIFIED_MAX_UNITS_PER_TOOL,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { buildOrder, holdsStock, nextStatus, type OrderEvent } from '@pedalworks/domain/orders';
import type { Customer, Order, OrderInput, OrderStatus, Tool } from '@pedalworks/domain/types';
import { RETURN_REASON_LABELS } from '@pedalworks/domain/returns';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import { movedStock, stockOf, variantOf, variantRefusal } from '@pedalworks/domain/variants';
import { HttpError } from '../lib/errors';
import { grouped, serialized, toolStockKey } from '../lib/key-queue';
import { db, transact } from '../lib/admin';
import { countOrderChange, readCounted } from '../services/sales-counters';
import { availableOf, stockUpdate } from '../services/tool-stock';
import { recordOrderTransition, type OrderTransitionRecord } from '../services/timeline';
import { holdUntilFrom, isDue, ordersCollection, storedOrder, type StoredOrder } from './stored';

export {
  deadlineOf,
  holdUntilFrom,
  isDue,
  orderHoldMinutes,
  ordersCollection,
  storedOrder,
  type StoredOrder,
} from './stored';

const tools = () => db().collection(COLLECTIONS.tools);
const openOrders = () => db().collection(COLLECTIONS.openOrders);

/** The facts an event records beside `status` (when it was paid or shipped). */
function fieldsOf(event: OrderEvent): Record<string, unknown> {
  // paidAt: the day of the sale in the admins' figures (sales-counters.ts); shippedAt: a refund
  // after shipping leaves the goods gone (holdsStock).
  if (event === 'pay') return { paidAt: Timestamp.now() };
  if (event === 'ship') return { shippedAt: Timestamp.now() };
  return {};
}

/**
 * Applies `event` to `order` inside `transaction`: refuses it (409) unless ORDER_TRANSITIONS
 * allows it from the order's state; moves the tool's stock when the order starts or stops
 * holding it (taking it needs enough stock, else 409 out of stock; a deleted tool gets nothing
 * back); decrements the customer's open-order counter when the order stops being held; then
 * writes the order (or deletes it) with `patch`. Reads
 * come first, as transactions require: call it before any write of your own.
 */
export async function applyTransition(
  transaction: Transaction,
  order: StoredOrder,
  event: OrderEvent,
  patch: Record<string, unknown> = {},
  by: TimelineActor = 'system',
  /** What tells this event apart when it may happen again (a partial refund: Stripe's refund id). */
  key?: string,
): Promise<OrderStatus | 'deleted'> {
  const from = order.status;
  const to = nextStatus(from, event);
  if (!to) throw new HttpError(409, API_ERROR.transitionRefused);
  const orderRef = ordersCollection().doc(order._id);
  const fields = { ...fieldsOf(event), ...patch };
  const after = to === 'deleted' ? undefined : { ...order, ...fields, status: to };
  const heldBefore = holdsStock(order);
  const heldAfter = after !== undefined && holdsStock(after);

  // Reads, at once: the transaction holds its locks until it commits.
  const toolRef = tools().doc(order.toolId);
  const counterRef = openOrders().doc(order.uid);
  const leavesHold = from === 'held' && to !== 'held';
  const [tool, counter, counted] = await Promise.all([
    heldBefore !== heldAfter ? transaction.get(toolRef) : undefined,
    leavesHold ? transaction.get(counterRef) : undefined,
    readCounted(transaction, order._id),
  ]);
  if (heldAfter && !heldBefore && availableOf(tool, order.variantId) < order.orderedQuantity) {
    throw new HttpError(409, API_ERROR.outOfStock);
  }

  // Writes.
  const delta = heldAfter ? -order.orderedQuantity : order.orderedQuantity;
  const stock = tool && stockUpdate(tool, order.variantId, delta);
  if (stock) transaction.update(toolRef, stock);
  if (counter) {
    const count = Math.max(0, ((counter.data()?.count as number | undefined) ?? 0) - 1);
    transaction.set(counterRef, { count, orderId: order._id });
  }
  if (to === 'deleted') transaction.delete(orderRef);
  else transaction.update(orderRef, { ...fields, status: to });
  countOrderChange(transaction, order._id, counted, after);
  const record = timelineRecord(event, { ...order, ...fields }, by, key);
  if (record) recordOrderTransition(transaction, orderRef, order, record);
  return to;
}

/**
 * The timeline event (and customer mail) of a transition, recorded in its transaction. Placing
 * and paying record their own (placeHeldOrder and recordPayment, which know more);
 * a deletion leaves no order to hold a timeline; a refund that failed is recorded per refund by
 * recordRefunds (refunds.ts). Partial refunds and a dispute's changes may happen many times:
 * each is keyed by what it records.
 */
function timelineRecord(
  event: OrderEvent,
  after: StoredOrder,
  by: TimelineActor,
  key: string | undefined,
): (OrderTransitionRecord & { id?: string }) | undefined {
  const refunded =
    typeof after.refundedAmount === 'number' ? after.refundedAmount / 100 : undefined;
  switch (event) {
    case 'ship':
      return {
        type: 'shipped',
        by,
        details: { ...after.shipment },
        mail: 'shipped',
        mailData: { shipment: after.shipment },
      };
    case 'expire':
      return { type: 'expired', by, details: {}, mail: 'expired' };
    case 'cancel':
      return { type: 'cancelled', by, details: {}, mail: 'cancelled' };
    case 'refund':
      return {
        type: 'refunded',
        by,
        details: { amount: refunded ?? after.price },
        mail: 'refunded',
        mailData: { refundAmount: refunded ?? after.price },
      };
    case 'partialRefund':
      return {
        type: 'refunded',
        by,
        details: { amount: refunded },
        mail: 'refunded',
        mailData: { refundAmount: refunded },
        key: key ?? String(after.refundedAmount),
      };
    case 'requestReturn': {
      const reason = after.returnReason ? RETURN_REASON_LABELS[after.returnReason] : undefined;
      return {
        type: 'return-requested',
        by,
        details: { reason, comment: after.returnComment || undefined },
        mail: 'return-requested',
        mailData: { returnReason: reason },
      };
    }
    case 'approveReturn':
      return { type: 'return-approved', by, details: {}, mail: 'return-approved' };
    case 'declineReturn':
      return {
        type: 'return-declined',
        by,
        details: { reason: after.returnDeclineReason },
        mail: 'return-declined',
        mailData: { returnReason: after.returnDeclineReason },
      };
    case 'receiveReturn':
      return {
        type: 'return-received',
        by,
        details: { restocked: after.returnRestock === true },
        mail: 'return-received',
      };
    case 'writeOff':
      // No mail: the buyer has the money back from their bank already.
      return {
        type: 'written-off',
        by,
        details: { restocked: after.writtenOff?.restock === true },
      };
    case 'dispute': {
      const status = after.dispute?.status;
      const closed = status === 'won' || status === 'lost' || status === 'warning_closed';
      return {
        type: closed ? 'dispute-closed' : 'disputed',
        by,
        details: { outcome: status },
        key: `${after.dispute?.id}-${status}`,
      };
    }
    default:
      return undefined;
  }
}

/** What runTransition did: the order before, and its state after (undefined: nothing done). */
export interface TransitionResult {
  before: StoredOrder | undefined;
  to: OrderStatus | 'deleted' | undefined;
}

/**
 * Reads the order in a transaction and asks `decide` what to do: an event (and fields to set),
 * or null for nothing (already done, not due). `decide` may throw an HttpError to refuse.
 * `toolId` (an order's never changes) spares a read when the caller has read the order.
 */
export async function runTransition(
  orderId: string,
  decide: (
    order: StoredOrder | undefined,
  ) => { event: OrderEvent; patch?: Record<string, unknown>; by?: TimelineActor } | null,
  toolId?: string,
): Promise<TransitionResult> {
  const ref = ordersCollection().doc(orderId);
  const run = () =>
    transact(async (transaction) => {
      const before = storedOrder(await transaction.get(ref));
      const step = decide(before);
      if (!step || !before) return { before, to: undefined };
      return {
        before,
        to: await applyTransition(transaction, before, step.event, step.patch, step.by),
      };
    });
  // A transition may move the tool's stock: it waits its turn with the tool's other moves.
  const tool: unknown = toolId ?? (await ref.get()).get('toolId');
  return typeof tool === 'string' ? serialized(toolStockKey(tool), run) : run();
}

/**
 * An unverified account's holding caps (throwaway accounts can not hold the stock): refuses
 * (409, the domain's text) an order that would take it past them, given its unexpired holds.
 * Verified accounts have none.
 */
function checkHoldingCaps(holds: Pick<Order, 'toolId' | 'orderedQuantity'>[], input: OrderInput) {
  const units = (orders: typeof holds) =>
    orders.reduce((sum, order) => sum + order.orderedQuantity, 0);
  const ofTool = units(holds.filter((order) => order.toolId === input.toolId));
  if (ofTool + input.orderedQuantity > UNVERIFIED_MAX_UNITS_PER_TOOL) {
    throw new HttpError(409, API_ERROR.unverifiedToolCap);
  }
  if (units(holds) + input.orderedQuantity > UNVERIFIED_MAX_UNITS) {
    throw new HttpError(409, API_ERROR.unverifiedTotalCap);
  }
}

/** One order to place: what was asked, by whom, and its validation against the tool. */
export interface Placement {
  input: OrderInput;
  customer: Customer;
  validate: (tool: Tool) => Promise<OrderInput>;
}

/**
 * Places a held order: checks the customer has fewer than MAX_OPEN_ORDERS open orders (and,
 * unverified, stays within its holding caps), prices it from the tool, takes its stock, counts
 * it and records 'placed' with the order confirmation mail, in one transaction. The hold ends
 * ORDER_HOLD_MINUTES from now. Orders of one tool placed at the same time go in one transaction
 * (group commit, lib/key-queue.ts): the tool's stock and each customer's counter are written
 * once per group.
 */
export function placeHeldOrder(placement: Placement): Promise<StoredOrder> {
  const toolId = placement.input.toolId;
  return grouped(
    toolStockKey(toolId),
    placement,
    (group) => placeGroup(toolId, group),
    PLACEMENT_GROUP_MAX,
  );
}

/**
 * One transaction for orders of one tool, decided in the order they came: each is refused on
 * its own (sold out, over the open-order cap or a holding cap, invalid) against the stock,
 * counters and holds as the orders before it in the group left them.
 */
async function placeGroup(
  toolId: string,
  placements: Placement[],
): Promise<PromiseSettledResult<StoredOrder>[]> {
  const toolRef = tools().doc(toolId);
  return transact(async (transaction) => {
    // Reads: the tool, each customer's open-order counter, an unverified customer's holds.
    const uids = [...new Set(placements.map(({ customer }) => customer.uid))];
    const unverified = new Set(
      placements
        .filter(({ customer }) => customer.emailVerified === false)
        .map((p) => p.customer.uid),
    );
    const now = new Date();
    const [toolSnapshot, counters, holdings] = await Promise.all([
      transaction.get(toolRef),
      Promise.all(uids.map((uid) => transaction.get(openOrders().doc(uid)))),
      Promise.all(
        [...unverified].map((uid) =>
          transaction.get(ordersCollection().where('uid', '==', uid).where('status', '==', 'held')),
        ),
      ),
    ]);
    const counts = new Map(
      uids.map((uid, index) => [uid, (counters[index]!.data()?.count as number | undefined) ?? 0]),
    );
    const holds = new Map(
      [...unverified].map((uid, index) => [
        uid,
        holdings[index]!.docs.map((doc) => storedOrder(doc)!).filter((order) => !isDue(order, now)),
      ]),
    );
    const tool = toolSnapshot.exists
      ? ({ ...toolSnapshot.data(), _id: toolSnapshot.id } as Tool)
      : undefined;
    // The stock as the group's orders before leave it: the tool's, and its option's variants.
    let available = tool?.availableQuantity ?? 0;
    let option = tool?.option ?? null;
    const lastOrder = new Map<string, string>();

    const results: PromiseSettledResult<StoredOrder>[] = [];
    for (const { input, customer, validate } of placements) {
      try {
        if (!tool) throw new HttpError(404, API_ERROR.notFound);
        const refusal = variantRefusal(tool, input.variantId);
        if (refusal) throw new HttpError(400, refusal);
        const current = { ...tool, availableQuantity: available, option };
        const variant = variantOf(current, input.variantId);
        if (stockOf(current, variant) < tool.minimumOrder) {
          throw new HttpError(409, API_ERROR.outOfStock);
        }
        const valid = await validate(current);
        const count = counts.get(customer.uid)!;
        if (count >= MAX_OPEN_ORDERS) throw new HttpError(409, API_ERROR.tooManyOpenOrders);
        const held = holds.get(customer.uid);
        if (held) checkHoldingCaps(held, valid);

        const orderRef = ordersCollection().doc();
        // Stamped with this instance's clock, as holdUntil is: the answer needs no read back.
        const order = {
          ...buildOrder(tool, valid, customer),
          createdAt: Timestamp.fromDate(now),
          holdUntil: holdUntilFrom(now),
        };
        transaction.create(orderRef, order);
        countOrderChange(transaction, orderRef.id, undefined, order);
        recordOrderTransition(
          transaction,
          orderRef,
          { ...order, _id: orderRef.id },
          {
            type: 'placed',
            by: { uid: customer.uid, role: 'customer' },
            details: {},
            mail: 'placed',
          },
        );
        if (variant && option) {
          ({ option, availableQuantity: available } = movedStock(
            option,
            variant.id,
            -valid.orderedQuantity,
          ));
        } else available -= valid.orderedQuantity;
        counts.set(customer.uid, count + 1);
        lastOrder.set(customer.uid, orderRef.id);
        held?.push({ ...order, _id: orderRef.id });
        results.push({ status: 'fulfilled', value: { ...order, _id: orderRef.id } });
      } catch (error) {
        results.push({ status: 'rejected', reason: error });
      }
    }

    // Writes that the group shares: the tool's stock once, each customer's counter once.
    if (lastOrder.size > 0) {
      transaction.update(
        toolRef,
        option ? { option, availableQuantity: available } : { availableQuantity: available },
      );
    }
    for (const [uid, orderId] of lastOrder) {
      transaction.set(openOrders().doc(uid), { count: counts.get(uid), orderId });
    }
    return results;
  });
}
