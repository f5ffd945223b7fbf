/** The one place where an order changes state, with all it moves, in one transaction. */
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import {
  COLLECTIONS,
  MAX_OPEN_ORDERS,
  PLACEMENT_GROUP_MAX,
  UNVERIFIED_MAX_UNITS,
  UNVERIFIED_MAX_UNITS_PER_TOOL,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import {
  buildOrder,
  disputesOf,
  holdsStock,
  nextStatus,
  type OrderEvent,
} from '@pedalworks/domain/orders';
import type { Customer, Order, OrderInput, OrderStatus, Tool } from '@pedalworks/domain/types';
import { RETURN_REASON_LABELS, refundableCents } from '@pedalworks/domain/returns';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import { movedStock, stockOf, variantOf, variantRefusal } from '@pedalworks/domain/variants';
import type { AuditAction } from '@pedalworks/domain/roles';
import { HttpError } from '../lib/errors';
import { grouped, serialized, toolStockKey } from '../lib/key-queue';
import { db, transact } from '../lib/admin';
import { countOrderChange, readCounted } from '../services/sales-counters';
import { availableOf, stockUpdate } from '../services/tool-stock';
import { recordOrderTransition, type OrderTransitionRecord } from '../services/timeline';
import { recordStaffChange } from '../services/audit';
import type { Caller } from '../lib/caller';
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

function fieldsOf(event: OrderEvent): Record<string, unknown> {
  // paidAt: the day of the sale in the admins' figures (sales-counters.ts); shippedAt: a refund
  // after shipping leaves the goods gone (holdsStock).
  if (event === 'pay') return { paidAt: Timestamp.now() };
  if (event === 'ship') return { shippedAt: Timestamp.now() };
  return {};
}

/** It reads first, as transactions require: call it before any write of your own. */
export async function applyTransition(
  transaction: Transaction,
  order: StoredOrder,
  event: OrderEvent,
  patch: Record<string, unknown> = {},
  by: TimelineActor = 'system',
  /** Tells this event apart when it may happen again (a partial refund: Stripe's refund id). */
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

  const delta = heldAfter ? -order.orderedQuantity : order.orderedQuantity;
  const stock = tool && stockUpdate(tool, order.variantId, delta);
  if (stock) transaction.update(toolRef, stock);
  // A tool deleted, or a size removed, takes nothing back: the write-off says so.
  if (event === 'writeOff' && tool && !stock) fields.writtenOff = { restock: false };
  if (counter) {
    const count = Math.max(0, ((counter.data()?.count as number | undefined) ?? 0) - 1);
    transaction.set(counterRef, { count, orderId: order._id });
  }
  if (to === 'deleted') transaction.delete(orderRef);
  else transaction.update(orderRef, { ...fields, status: to });
  countOrderChange(transaction, order._id, counted, after);
  const record = timelineRecord(event, order, { ...order, ...fields }, by, key);
  if (record) recordOrderTransition(transaction, orderRef, order, record);
  return to;
}

/**
 * Placing and paying record their own event (they know more), and a failed refund is recorded per
 * refund (refunds.ts); what may happen many times is keyed by what it records.
 */
function timelineRecord(
  event: OrderEvent,
  before: StoredOrder,
  after: StoredOrder,
  by: TimelineActor,
  key: string | undefined,
): (OrderTransitionRecord & { id?: string }) | undefined {
  // What this refund returned, not what the order has had back in all.
  const refunded =
    typeof after.refundedAmount === 'number'
      ? (after.refundedAmount - (before.refundedAmount ?? 0)) / 100
      : undefined;
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
    case 'oweRefund':
      return {
        type: 'refund-owed',
        by,
        details: { amount: refundableCents(after) / 100, reason: after.refundReason },
      };
    case 'refund':
      return {
        type: 'refunded',
        by,
        details: { amount: refunded ?? after.price, reason: after.refundReason },
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
        details: { restocked: after.returnRestock === true, reason: after.returnRefundReason },
        mail: 'return-received',
      };
    case 'writeOff':
      // No mail: the buyer has the money back from their bank already.
      return {
        type: 'written-off',
        by,
        details: {
          restocked: after.writtenOff?.restock === true,
          reason: after.writtenOff?.reason,
        },
      };
    case 'dispute': {
      // The dispute that moved, which need not be the one that decides (after.dispute).
      const was = disputesOf(before);
      const [id, status] =
        Object.entries(disputesOf(after)).find(([each, now]) => was[each] !== now) ?? [];
      const closed = status === 'won' || status === 'lost' || status === 'warning_closed';
      return {
        type: closed ? 'dispute-closed' : 'disputed',
        by,
        details: { outcome: status },
        key: `${id}-${status}`,
      };
    }
    default:
      return undefined;
  }
}

/** A staff member's transition: its audit entry goes in the transition's transaction. */
export interface StaffAct {
  caller: Caller;
  action: AuditAction;
  reason?: string;
}

/** The audit entry of a staff transition: the order's status and patched fields, each side. */
export function auditTransition(
  transaction: Transaction,
  act: StaffAct,
  order: StoredOrder,
  patch: Record<string, unknown>,
  to: OrderStatus | 'deleted',
): void {
  const was = order as unknown as Record<string, unknown>;
  recordStaffChange(transaction, act.caller, {
    action: act.action,
    target: ordersCollection().doc(order._id),
    before: {
      status: order.status,
      ...Object.fromEntries(Object.keys(patch).map((key) => [key, was[key]])),
    },
    after: to === 'deleted' ? null : { status: to, ...patch },
    reason: act.reason ?? null,
  });
}

/** What runTransition did: the order before, and its state after (undefined: nothing done). */
export interface TransitionResult {
  before: StoredOrder | undefined;
  to: OrderStatus | 'deleted' | undefined;
}

/**
 * `decide` answers null for nothing to do (done already, not due) or throws to refuse; `toolId`
 * (an order's never changes) spares a read when the caller has read the order.
 */
export async function runTransition(
  orderId: string,
  decide: (order: StoredOrder | undefined) => {
    event: OrderEvent;
    patch?: Record<string, unknown>;
    by?: TimelineActor;
    act?: StaffAct;
  } | null,
  toolId?: string,
): Promise<TransitionResult> {
  const ref = ordersCollection().doc(orderId);
  const run = () =>
    transact(async (transaction) => {
      const before = storedOrder(await transaction.get(ref));
      const step = decide(before);
      if (!step || !before) return { before, to: undefined };
      const to = await applyTransition(transaction, before, step.event, step.patch, step.by);
      if (step.act) auditTransition(transaction, step.act, before, step.patch ?? {}, to);
      return { before, to };
    });
  // A transition may move the tool's stock: it waits its turn with the tool's other moves.
  const tool: unknown = toolId ?? (await ref.get()).get('toolId');
  return typeof tool === 'string' ? serialized(toolStockKey(tool), run) : run();
}

/** Caps on an unverified account's unexpired holds: throwaway accounts can not hold the stock. */
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
 * Orders of one tool placed at the same time go in one transaction (group commit,
 * lib/key-queue.ts): the tool's stock and each customer's counter are written once per group.
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

/** Each order is refused on its own, against what the orders before it in the group left. */
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
