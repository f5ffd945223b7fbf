import { ORDER_HOLD_MINUTES, SHIPPED } from './constants';
import { orderPrice } from './format';
import type { Customer, Order, OrderInput, OrderStatus, SpecFields, Tool } from './types';
import { unitPriceOf, variantOf } from './variants';

/** The states of an order whose return was requested, in their order (returns.ts). */
export const RETURN_STATUSES = [
  'returnRequested',
  'returnApproved',
  'returnDeclined',
  'returnReceived',
  'returned',
] as const satisfies readonly OrderStatus[];

/**
 * The order document a customer places: price from the tool or its variant (input.variantId,
 * whose option and value it keeps), held (unpaid, not shipped).
 */
export function buildOrder(
  tool: Tool,
  input: OrderInput,
  customer: Customer,
): Omit<Order, '_id' | 'createdAt'> {
  const variant = variantOf(tool, input.variantId);
  const unitPrice = unitPriceOf(tool, variant);
  return {
    toolId: tool._id,
    img: tool.img,
    toolName: tool.name,
    unitPrice,
    price: orderPrice(unitPrice, input.orderedQuantity),
    ...(variant && tool.option
      ? { variantId: variant.id, optionName: tool.option.name, variantValue: variant.value }
      : {}),
    email: customer.email,
    uid: customer.uid,
    name: customer.name,
    userName: customer.name,
    address: input.address.trim(),
    phone: input.phone.trim(),
    orderedQuantity: input.orderedQuantity,
    ...(input.country ? { country: input.country } : {}),
    transactionId: null,
    status: 'held',
  };
}

export const ORDER_STATUSES = [
  'held',
  'paid',
  'shipped',
  'expired',
  'cancelled',
  'refunded',
  ...RETURN_STATUSES,
] as const satisfies readonly OrderStatus[];

/** What happens to an order: docs/orders.md says who causes each event and what it does. */
export type OrderEvent =
  | 'pay'
  | 'ship'
  | 'expire'
  | 'cancel'
  | 'refund'
  | 'delete'
  | 'attachIntent'
  | 'partialRefund'
  | 'refundFailed'
  | 'writeOff'
  | 'dispute'
  | 'requestReturn'
  | 'approveReturn'
  | 'declineReturn'
  | 'receiveReturn';

/** Where each event takes an order from each state; an event missing here is refused. */
export const ORDER_TRANSITIONS: Record<
  OrderStatus,
  Partial<Record<OrderEvent, OrderStatus | 'deleted'>>
> = {
  held: {
    pay: 'paid',
    expire: 'expired',
    cancel: 'cancelled',
    delete: 'deleted',
    attachIntent: 'held',
  },
  expired: { pay: 'paid', delete: 'deleted' },
  paid: {
    ship: 'shipped',
    refund: 'refunded',
    partialRefund: 'paid',
    refundFailed: 'paid',
    writeOff: 'refunded',
    dispute: 'paid',
  },
  shipped: {
    refund: 'refunded',
    partialRefund: 'shipped',
    refundFailed: 'shipped',
    writeOff: 'refunded',
    dispute: 'shipped',
    requestReturn: 'returnRequested',
  },
  cancelled: {},
  refunded: { partialRefund: 'refunded', refundFailed: 'refunded', dispute: 'refunded' },
  returnRequested: {
    approveReturn: 'returnApproved',
    declineReturn: 'returnDeclined',
    refund: 'refunded',
    partialRefund: 'returnRequested',
    refundFailed: 'returnRequested',
    dispute: 'returnRequested',
  },
  returnApproved: {
    receiveReturn: 'returnReceived',
    refund: 'refunded',
    partialRefund: 'returnApproved',
    refundFailed: 'returnApproved',
    dispute: 'returnApproved',
  },
  returnDeclined: {
    refund: 'refunded',
    partialRefund: 'returnDeclined',
    refundFailed: 'returnDeclined',
    dispute: 'returnDeclined',
  },
  returnReceived: {
    refund: 'refunded',
    partialRefund: 'returned',
    refundFailed: 'returnReceived',
    dispute: 'returnReceived',
  },
  returned: {
    refund: 'refunded',
    partialRefund: 'returned',
    refundFailed: 'returned',
    dispute: 'returned',
  },
};

export function nextStatus(
  status: OrderStatus,
  event: OrderEvent,
): OrderStatus | 'deleted' | undefined {
  return ORDER_TRANSITIONS[status][event];
}

type StatusFields = Pick<Order, 'status' | 'shippedAt'> & Pick<Partial<Order>, 'writtenOff'>;

/** States in which the order's payment was taken (the spec's `paid`), refunded or not. */
const PAID_STATES: readonly OrderStatus[] = ['paid', 'shipped', 'refunded', ...RETURN_STATUSES];

/**
 * The spec's `paid` and `pandingChange` ('shipped' once shipped), which the API answers and the
 * screens show: derived from `status` (and `shippedAt` for a refund after shipping), never
 * stored, so that the order's state lives in one field.
 */
export function specFields(order: StatusFields): SpecFields {
  return {
    paid: PAID_STATES.includes(order.status),
    pandingChange: order.status === 'shipped' || order.shippedAt ? SHIPPED : null,
  };
}

/** An order as the spec's API answers it: its stored fields and the derived spec fields. */
export function withSpecFields<T extends StatusFields>(order: T): T & SpecFields {
  return { ...order, ...specFields(order) };
}

/**
 * The states whose order makes its customer a 'Verified buyer' (reviews): its money is kept,
 * all of it or, after a partial refund of a return (returned), part. A full refund (refunded)
 * takes it away (firestore.rules mirrors this list).
 */
export const BUYER_STATUSES = [
  'paid',
  'shipped',
  ...RETURN_STATUSES,
] as const satisfies readonly OrderStatus[];

/**
 * Whether the order's quantity is out of the tool's stock: held (reserved), paid or shipped
 * (sold), refunded after shipping (the goods are gone), and written off without restocking.
 * Expired, cancelled and refunded unshipped orders gave it back, and so did a write-off that
 * restocked. A return's states hold it too: units come back only when the admin who receives
 * the parcel restocks them, by a logged stock move.
 */
export function holdsStock(order: StatusFields): boolean {
  if (order.status === 'refunded') {
    return order.writtenOff ? !order.writtenOff.restock : Boolean(order.shippedAt);
  }
  if ((RETURN_STATUSES as readonly OrderStatus[]).includes(order.status)) return true;
  return order.status === 'held' || order.status === 'paid' || order.status === 'shipped';
}

/** Stripe dispute statuses after which an order may be shipped. */
const SETTLED_DISPUTES = ['won', 'warning_closed'];

/** A paid order ships unless its payment is disputed and the dispute is not won. */
export function canShip(order: StatusFields & Pick<Order, 'dispute'>): boolean {
  return (
    order.status === 'paid' && (!order.dispute || SETTLED_DISPUTES.includes(order.dispute.status))
  );
}

/**
 * Whether an admin may write the order off (event writeOff): its payment's dispute was lost, so
 * the buyer has the money back, and it is still paid or shipped.
 */
export function canWriteOff(order: StatusFields & Pick<Order, 'dispute'>): boolean {
  return (
    (order.status === 'paid' || order.status === 'shipped') && order.dispute?.status === 'lost'
  );
}

/** When a held order's hold ends: holdUntil once the server has set it, else from createdAt. */
export function holdDeadline(
  holdUntil: Date | undefined,
  createdAt: Date | undefined,
  holdMinutes = ORDER_HOLD_MINUTES,
): Date | undefined {
  if (holdUntil) return holdUntil;
  return createdAt ? new Date(createdAt.getTime() + holdMinutes * 60_000) : undefined;
}

/**
 * The state of an order stored before `status` was its only state (scripts/migrate-orders.ts):
 * a valid `status` wins; otherwise unpaid is held, paid is paid, or shipped once pandingChange
 * says so.
 */
export function legacyStatus(order: {
  status?: unknown;
  paid?: unknown;
  pandingChange?: unknown;
}): OrderStatus {
  if ((ORDER_STATUSES as readonly unknown[]).includes(order.status)) {
    return order.status as OrderStatus;
  }
  if (order.paid !== true) return 'held';
  return order.pandingChange === SHIPPED ? 'shipped' : 'paid';
}
