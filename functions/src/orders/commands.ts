/** The order commands the API's routes call; each decides through the engine (engine.ts). */
import { TEXT_FIELD_MAX_LENGTH } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { canShip, canWriteOff, specFields } from '@pedalworks/domain/orders';
import { hasRight } from '@pedalworks/domain/roles';
import { DEFAULT_COUNTRY, SHIPPING_TEXT, paidCents, zoneFor } from '@pedalworks/domain/pricing';
import { orderSchema } from '@pedalworks/domain/schemas';
import { SHIPMENT_TEXT } from '@pedalworks/domain/shipment';
import { isReturnStatus, refundableCents } from '@pedalworks/domain/returns';
import type { Order, OrderInput, Shipment, SpecOrder, Tool } from '@pedalworks/domain/types';
import { stockOf, unitPriceOf, variantOf } from '@pedalworks/domain/variants';
import { HttpError } from '../lib/errors';
import { actorOf, type Caller } from '../lib/caller';
import type { PageRequest } from '../lib/page';
import { existing, page } from '../services/documents';
import { listZones } from '../services/pricing';
import { expireDueHolds, expireOrder, sweepExpiredOrders } from './expiry';
import { recordOrderTransition } from '../services/timeline';
import { transact } from '../lib/admin';
import { applyTransition, placeHeldOrder, runTransition, type StaffAct } from './engine';
import { recordStaffChange } from '../services/audit';
import { assertRight } from '../lib/rights';
import {
  answer,
  answerOf,
  customerOrdersPage,
  ordersCollection as orders,
  storedOrder,
  type StoredOrder,
} from './stored';
import { endCheckoutForChange } from './record';
import { oweRefund, owedRefundRef, settleOwedRefund } from './refunds';
import { requireStripe } from './stripe';

/** The stored order `id`, or a 404. */
const readOrder = async (id: string): Promise<StoredOrder> =>
  storedOrder(existing(await orders().doc(id).get()))!;

const newestFirst = () => orders().orderBy('createdAt', 'desc');

/**
 * Refused, it ends the customer's and the tool's due holds and, if that freed anything, tries
 * once more: an ended hold never refuses an order, and an order that fits costs no expiry queries.
 */
export async function placeOrder(caller: Caller, input: OrderInput): Promise<SpecOrder> {
  const customer = {
    uid: caller.uid,
    email: caller.email,
    name: caller.name,
    emailVerified: caller.emailVerified,
  };
  // The order carries the account's name: bounded like every stored text (as the rules did).
  if (customer.name.length > TEXT_FIELD_MAX_LENGTH) {
    throw new HttpError(400, API_ERROR.accountNameTooLong);
  }
  const placement = {
    input: { ...input, country: await destinationOf(caller, input.country) },
    customer,
    validate: async (tool: Tool) => {
      const variant = variantOf(tool, input.variantId);
      const bounds = orderSchema(
        tool.minimumOrder,
        stockOf(tool, variant),
        unitPriceOf(tool, variant),
      );
      return { ...placement.input, ...(await bounds.validate(input)) };
    },
  };
  const order = await placeHeldOrder(placement).catch(async (error: unknown) => {
    if ((await expireDueHolds({ uid: caller.uid, toolId: input.toolId })) === 0) throw error;
    return placeHeldOrder(placement);
  });
  return answerOf(order);
}

/** The country asked for, else the customer's last order's, else home; none covers it: 409. */
async function destinationOf(caller: Caller, asked: string | undefined): Promise<string> {
  const last = asked
    ? undefined
    : await orders().where('uid', '==', caller.uid).orderBy('createdAt', 'desc').limit(1).get();
  const country = asked ?? (last?.docs[0]?.get('country') as string | undefined) ?? DEFAULT_COUNTRY;
  const zones = await listZones();
  if (zones.length > 0 && !zoneFor(zones, country)) {
    throw new HttpError(409, SHIPPING_TEXT.noZone);
  }
  return country;
}

/** An order for its owner or a role that reads orders. */
function readableBy(caller: Caller, order: Order): Order {
  if (order.uid !== caller.uid) assertRight(caller, 'readOrders');
  return order;
}

export async function getOrder(caller: Caller, id: string): Promise<SpecOrder> {
  const read = await readOrder(id);
  readableBy(caller, read);
  if (!(await expireOrder(id, new Date(), read))) return answerOf(read);
  return answer(await orders().doc(id).get());
}

/** Whose orders a listing asks for: an email, a customer's uid, or neither. */
export interface OrdersOf {
  email?: string | undefined;
  uid?: string | undefined;
}

/** A customer gets only their own orders; a role that reads orders those of the email or uid, or all. */
export async function listOrders(
  caller: Caller,
  of: OrdersOf,
  request: PageRequest,
): Promise<SpecOrder[]> {
  const asked = of.email?.trim().toLowerCase();
  const staff = hasRight(caller.role, 'readOrders');
  if (
    (asked !== undefined && asked !== caller.email) ||
    (of.uid !== undefined && of.uid !== caller.uid)
  ) {
    assertRight(caller, 'readOrders');
  }
  if (staff && of.uid === undefined) {
    await sweepExpiredOrders();
    const query = asked ? newestFirst().where('email', '==', asked) : newestFirst();
    return (await page(orders(), query, request)).map(answer);
  }
  // One customer's page: the orders on it whose hold has ended are expired first (lazy expiry).
  const docs = await customerOrdersPage(of.uid ?? caller.uid, request);
  const now = new Date();
  const answers = await Promise.all(
    docs.map(async (doc) =>
      (await expireOrder(doc.id, now, storedOrder(doc)))
        ? answer(await orders().doc(doc.id).get())
        : answer(doc),
    ),
  );
  return answers;
}

/** Every order, newest first, a page at a time (admins). */
export async function listAllOrders(request: PageRequest): Promise<SpecOrder[]> {
  await sweepExpiredOrders();
  const docs = await page(orders(), newestFirst(), request);
  return docs.map(answer);
}

/**
 * Its open checkout is ended first, so that it can never be charged (paid already: 409); should
 * a checkout have been opened meanwhile, round again.
 */
async function endUnpaid(
  id: string,
  event: 'delete' | 'cancel',
  check: (order: Order) => 'go' | 'done',
  /** The order as the caller has just read it, if it has. */
  read?: Order,
  act?: StaffAct,
): Promise<number> {
  const ended = new Set<string>();
  for (let round = 0; round < 5; round += 1) {
    const order = round === 0 && read ? read : await readOrder(id);
    if (check(order) === 'done') return 0;
    const checkoutId = order.checkoutId;
    if (checkoutId && !ended.has(checkoutId)) {
      await endCheckoutForChange(checkoutId);
      ended.add(checkoutId);
    }
    let again = false;
    const { to } = await runTransition(
      id,
      (current) => {
        again = false;
        if (!current) throw new HttpError(404, API_ERROR.notFound);
        if (check(current) === 'done') return null;
        if (current.checkoutId && !ended.has(current.checkoutId)) {
          again = true;
          return null;
        }
        return { event, ...(act ? { act } : {}) };
      },
      order.toolId,
    );
    if (!again) return to ? 1 : 0;
  }
  throw new HttpError(409, API_ERROR.transitionRefused);
}

/** Why an order that is neither held nor expired cannot be deleted or cancelled. */
function refusal(order: Order): HttpError {
  const status = order.status;
  if (status === 'paid' || status === 'refunding' || status === 'refunded') {
    return new HttpError(409, API_ERROR.orderPaid);
  }
  if (status === 'shipped') return new HttpError(409, API_ERROR.orderShipped);
  return new HttpError(409, API_ERROR.transitionRefused);
}

export async function deleteOrder(caller: Caller, id: string): Promise<{ deletedCount: number }> {
  const read = await readOrder(id);
  const expired = await expireOrder(id, new Date(), read);
  const deletedCount = await endUnpaid(
    id,
    'delete',
    (order) => {
      if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
      const status = order.status;
      if (status !== 'held' && status !== 'expired') throw refusal(order);
      return 'go';
    },
    expired ? undefined : read,
  );
  return { deletedCount };
}

/** Staff cancel a held order: its stock comes back; `modifiedCount` 0 if it already was. */
export async function cancelOrder(caller: Caller, id: string): Promise<{ modifiedCount: number }> {
  const modifiedCount = await endUnpaid(
    id,
    'cancel',
    (order) => {
      const status = order.status;
      if (status === 'cancelled') return 'done';
      if (status === 'expired') throw new HttpError(409, API_ERROR.orderExpired);
      if (status !== 'held') throw refusal(order);
      return 'go';
    },
    undefined,
    { caller, action: 'order.cancel' },
  );
  return { modifiedCount };
}

/**
 * The refund is owed in a transaction first (owedRefunds/cancel-{id}: two admins at once owe it
 * once); Stripe not answering leaves it owed and retried (503).
 */
export async function refundOrder(
  caller: Caller,
  id: string,
  reason: string,
): Promise<{ modifiedCount: number }> {
  requireStripe();
  const owedId = `cancel-${id}`;
  const owes = await transact(async (transaction) => {
    const [snapshot, owed] = await Promise.all([
      transaction.get(orders().doc(id)),
      transaction.get(owedRefundRef(owedId)),
    ]);
    const order = storedOrder(snapshot);
    if (!order) throw new HttpError(404, API_ERROR.notFound);
    if (order.status === 'refunded') return false;
    // Owed already: only the refund is tried again.
    if (order.status === 'refunding') return true;
    if (order.status === 'shipped' || isReturnStatus(order.status)) {
      throw new HttpError(409, API_ERROR.orderShipped);
    }
    if (order.status !== 'paid' || !order.transactionId) {
      throw new HttpError(409, API_ERROR.refundNotPaid);
    }
    const amount = refundableCents(order);
    // A free order owes nothing to anyone; the refund's timeline event says why (engine.ts).
    const free = amount === 0;
    await applyTransition(
      transaction,
      order,
      free ? 'refund' : 'oweRefund',
      free
        ? { refundedAmount: order.refundedAmount ?? 0, refundReason: reason }
        : { refundReason: reason },
      actorOf(caller),
    );
    recordStaffChange(transaction, caller, {
      action: 'order.refund',
      target: orders().doc(id),
      before: { refundReason: order.refundReason ?? null, owedRefundCents: null },
      after: { refundReason: reason, owedRefundCents: amount },
      reason,
    });
    if (free) return 'refunded';
    if (!owed.exists) {
      oweRefund(transaction, owedId, {
        paymentIntentId: order.transactionId,
        amount,
        orderId: id,
        notice: null,
      });
    }
    return true;
  });
  if (owes === 'refunded') return { modifiedCount: 1 };
  if (!owes) return { modifiedCount: 0 };
  if (!(await settleOwedRefund(owedId))) throw new HttpError(503, API_ERROR.refundOwed);
  return { modifiedCount: (await readOrder(id)).status === 'refunded' ? 1 : 0 };
}

/** Shipped already: `modifiedCount` 0 (a correction goes through updateShipment). */
export async function markShipped(
  caller: Caller,
  id: string,
  shipment?: Shipment,
): Promise<{ modifiedCount: number }> {
  const { to } = await runTransition(id, (order) => {
    if (!order) throw new HttpError(404, API_ERROR.notFound);
    if (order.status === 'shipped') return null;
    if (!specFields(order).paid) throw new HttpError(409, API_ERROR.orderNotPaid);
    if (!canShip(order)) {
      throw new HttpError(
        409,
        order.dispute ? API_ERROR.orderDisputed : API_ERROR.transitionRefused,
      );
    }
    return {
      event: 'ship',
      by: actorOf(caller),
      act: { caller, action: 'order.ship' },
      ...(shipment ? { patch: { shipment } } : {}),
    };
  });
  return { modifiedCount: to ? 1 : 0 };
}

const sameShipment = (a: Shipment | null | undefined, b: Shipment | undefined) =>
  a?.carrier === b?.carrier && a?.trackingNumber === b?.trackingNumber;

/** A correction is mailed with the new link: the customer must not keep following the wrong one. */
export async function updateShipment(
  caller: Caller,
  id: string,
  shipment: Shipment | undefined,
): Promise<{ modifiedCount: number }> {
  const ref = orders().doc(id);
  return transact(async (transaction) => {
    const order = storedOrder(await transaction.get(ref));
    if (!order) throw new HttpError(404, API_ERROR.notFound);
    if (order.status !== 'shipped') throw new HttpError(409, SHIPMENT_TEXT.notShipped);
    if (sameShipment(order.shipment, shipment)) return { modifiedCount: 0 };
    const count = (order.trackingUpdates ?? 0) + 1;
    transaction.update(ref, { shipment: shipment ?? null, trackingUpdates: count });
    recordStaffChange(transaction, caller, {
      action: 'order.tracking',
      target: ref,
      before: { shipment: order.shipment ?? null },
      after: { shipment: shipment ?? null },
    });
    recordOrderTransition(transaction, ref, order, {
      type: 'tracking-updated',
      by: actorOf(caller),
      details: { ...shipment },
      mail: 'tracking-updated',
      mailData: { shipment },
      key: String(count),
    });
    return { modifiedCount: 1 };
  });
}

/** A lost dispute's order; `restock` is asked: a shipped order's goods may never come back. */
export async function writeOffOrder(
  caller: Caller,
  id: string,
  { restock, reason }: { restock: boolean; reason: string },
): Promise<{ modifiedCount: number }> {
  const { to } = await runTransition(id, (current) => {
    if (!current) throw new HttpError(404, API_ERROR.notFound);
    if (current.status === 'refunded' && current.writtenOff) return null;
    if (!canWriteOff(current)) throw new HttpError(409, API_ERROR.writeOffRefused);
    // The bank gave the buyer the whole payment back: the figures count it as refunded.
    const patch = { writtenOff: { restock, reason }, refundedAmount: paidCents(current) };
    return {
      event: 'writeOff',
      patch,
      by: actorOf(caller),
      act: { caller, action: 'order.write-off', reason },
    };
  });
  return { modifiedCount: to ? 1 : 0 };
}
