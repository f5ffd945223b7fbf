/** Returns are states of the one order engine, not a machine of their own (docs/orders.md). */
import { DAY_MS, RETURN_DAYS } from './constants';
import { API_ERROR } from './form-messages';
import { RETURN_STATUSES } from './orders';
import { paidCents } from './pricing';
import type { Order, OrderStatus, ReturnReason } from './types';

export const RETURN_REASON_LABELS = {
  wrongSize: 'Wrong size',
  damaged: 'Damaged',
  notAsDescribed: 'Not as described',
  changedMind: 'Changed my mind',
} as const satisfies Record<ReturnReason, string>;

export const RETURN_REASONS = Object.keys(RETURN_REASON_LABELS) as ReturnReason[];

export const RETURN_TEXT = {
  request: 'Request a return',
  dialogTitle: (tool: string) => `Return ${tool}`,
  window: `You can return an order up to ${RETURN_DAYS} days after it shipped.`,
  reason: 'Reason',
  comment: 'Comment (optional)',
  send: 'Send request',
  close: 'Close',
  requested: 'Your return request is sent',
  approve: 'Approve return',
  approved: 'The return is approved',
  decline: 'Decline return',
  declineReason: 'Why is it declined?',
  declined: 'The return is declined',
  receive: 'Mark received',
  receiveTitle: (tool: string) => `The returned ${tool} arrived`,
  refundAmount: 'Refund (dollars)',
  restock: 'Put the units back into stock',
  received: 'The return is received and refunded',
  failed: 'Sorry, the return could not be changed',
  filter: 'Return requested',
  allOrders: 'All orders',
  filterLabel: 'Show',
  status: {
    returnRequested: 'Return requested',
    returnApproved: 'Return approved',
    returnDeclined: 'Return declined',
    returnReceived: 'Return received',
    returned: 'Returned',
  } satisfies Record<(typeof RETURN_STATUSES)[number], string>,
  reasonOf: (reason: string) => `Reason: ${reason}`,
  /** The stock log's reason for a received return's units. */
  restockReason: (orderId: string) => `Return of order ${orderId}`,
  /** What the approval mail tells the customer to do. */
  instructions: [
    'Pack the tool in its original packaging if you still have it, with a note of your order number.',
    'Send the parcel to: Pedalworks Returns, 12 Spoke Street, Portland, OR 97201.',
    'When it arrives we check it and refund you; you will get an e-mail at each step.',
  ],
} as const;

export const isReturnStatus = (status: OrderStatus) =>
  (RETURN_STATUSES as readonly OrderStatus[]).includes(status);

const shippedDate = (shippedAt: unknown): Date | undefined => {
  if (shippedAt instanceof Date) return shippedAt;
  const toDate = (shippedAt as { toDate?: () => Date } | null | undefined)?.toDate;
  if (typeof toDate === 'function') return toDate.call(shippedAt);
  return typeof shippedAt === 'string' ? new Date(shippedAt) : undefined;
};

export function returnDeadline(order: Pick<Order, 'shippedAt'>): Date | undefined {
  const shipped = shippedDate(order.shippedAt);
  return shipped ? new Date(shipped.getTime() + RETURN_DAYS * DAY_MS) : undefined;
}

/** Why its customer may not ask to return the order now (the API's text), or null if they may. */
export function returnRefusal(
  order: Pick<Order, 'status' | 'shippedAt'>,
  now = new Date(),
): string | null {
  if (isReturnStatus(order.status)) return API_ERROR.returnAlreadyRequested;
  if (order.status !== 'shipped') return API_ERROR.returnNotShipped;
  const deadline = returnDeadline(order);
  if (!deadline || deadline < now) return API_ERROR.returnWindowClosed;
  return null;
}

/** What is left to refund of what the order paid (its share of a discount and shipping too), in cents. */
export const refundableCents = (
  order: Pick<Order, 'price' | 'discountCents' | 'shippingCents' | 'refundedAmount'>,
) => Math.max(0, paidCents(order) - (order.refundedAmount ?? 0));
