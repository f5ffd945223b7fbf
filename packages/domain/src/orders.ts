import { ORDER_HOLD_MINUTES, SHIPPED } from './constants';
import { orderPrice } from './format';
import type { OrderEvent } from './order-events';
import type { Customer, Order, OrderInput, OrderStatus, SpecFields, Tool } from './types';
import { unitPriceOf, variantOf } from './variants';

/** A return's states, here so that a page showing an order does not load returns.ts. */
export const RETURN_STATUSES = [
  'returnRequested',
  'returnApproved',
  'returnDeclined',
  'returnReceived',
  'returned',
] as const satisfies readonly OrderStatus[];

/** Priced from the tool or its variant, whose option and value the order keeps. */
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
  'refunding',
  'shipped',
  'expired',
  'cancelled',
  'refunded',
  ...RETURN_STATUSES,
] as const satisfies readonly OrderStatus[];

export type { OrderEvent } from './order-events';

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
  },
  expired: { pay: 'paid', delete: 'deleted' },
  paid: {
    ship: 'shipped',
    oweRefund: 'refunding',
    refund: 'refunded',
    partialRefund: 'paid',
    refundFailed: 'paid',
    writeOff: 'refunded',
    dispute: 'paid',
  },
  // Its refund is owed: Stripe has not taken it yet, and the retry sweep makes it.
  refunding: {
    refund: 'refunded',
    partialRefund: 'refunding',
    refundFailed: 'refunding',
    dispute: 'refunding',
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
const PAID_STATES: readonly OrderStatus[] = [
  'paid',
  'refunding',
  'shipped',
  'refunded',
  ...RETURN_STATUSES,
];

/** Derived, never stored, so that the order's state lives in `status` alone. */
export function specFields(order: StatusFields): SpecFields {
  return {
    paid: PAID_STATES.includes(order.status),
    pandingChange: order.status === 'shipped' || order.shippedAt ? SHIPPED : null,
  };
}

export function withSpecFields<T extends StatusFields>(order: T): T & SpecFields {
  return { ...order, ...specFields(order) };
}

/** 'Verified buyer': the shop kept the order's money, or part of it; firestore.rules mirrors it. */
export const BUYER_STATUSES = [
  'paid',
  'shipped',
  ...RETURN_STATUSES,
] as const satisfies readonly OrderStatus[];

/** docs/orders.md's 'holds stock' column; a return's units come back only by a logged restock. */
export function holdsStock(order: StatusFields): boolean {
  if (order.status === 'refunded') {
    return order.writtenOff ? !order.writtenOff.restock : Boolean(order.shippedAt);
  }
  if ((RETURN_STATUSES as readonly OrderStatus[]).includes(order.status)) return true;
  return ['held', 'paid', 'refunding', 'shipped'].includes(order.status);
}

/** Stripe dispute statuses after which an order may be shipped. */
const SETTLED_DISPUTES = ['won', 'warning_closed'];

/** How far a dispute has gone: a status never moves back (a stale read says less). */
const DISPUTE_STAGE: Record<string, number> = {
  warning_needs_response: 0,
  needs_response: 0,
  warning_under_review: 1,
  under_review: 1,
  warning_closed: 2,
  won: 2,
  lost: 2,
};

/** The order's disputes by id; one stored before there could be several is the only one. */
export function disputesOf(order: Pick<Order, 'dispute' | 'disputes'>): Record<string, string> {
  return order.disputes ?? (order.dispute ? { [order.dispute.id]: order.dispute.status } : {});
}

/**
 * The order's disputes with this one's status, or undefined when it says nothing new; `dispute`
 * is the one that decides: a lost one, else one still open, else a settled one.
 */
export function withDispute(
  order: Pick<Order, 'dispute' | 'disputes'>,
  dispute: { id: string; status: string },
): Pick<Order, 'dispute' | 'disputes'> | undefined {
  const disputes = disputesOf(order);
  const known = disputes[dispute.id];
  if (known !== undefined && (DISPUTE_STAGE[known] ?? 0) >= (DISPUTE_STAGE[dispute.status] ?? 0)) {
    return undefined;
  }
  const all = { ...disputes, [dispute.id]: dispute.status };
  const weight = (status: string) =>
    status === 'lost' ? 0 : SETTLED_DISPUTES.includes(status) ? 2 : 1;
  const [id, status] = Object.entries(all).sort(
    ([a, x], [b, y]) => weight(x) - weight(y) || (a < b ? -1 : 1),
  )[0]!;
  return { disputes: all, dispute: { id, status } };
}

/** A paid order ships unless its payment is disputed and the dispute is not won. */
export function canShip(order: StatusFields & Pick<Order, 'dispute'>): boolean {
  return (
    order.status === 'paid' && (!order.dispute || SETTLED_DISPUTES.includes(order.dispute.status))
  );
}

/** A lost dispute gave the buyer the money back, yet the order is still paid or shipped. */
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

/** An order stored before `status` was its only state (scripts/migrate-orders.ts). */
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
