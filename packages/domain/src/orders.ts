import { ORDER_HOLD_MINUTES, SHIPPED } from './constants';
import { orderPrice } from './format';
import type { Customer, Order, OrderInput, OrderStatus, Tool } from './types';

/**
 * Stock is moved by the same write that creates or deletes an order: the tool's
 * availableQuantity goes down (or back up) by the order's quantity and the tool's
 * STOCK_ORDER_FIELD names that order, so firestore.rules can check the pair with
 * getAfter(). The API does the same in a transaction.
 */
export const STOCK_ORDER_FIELD = 'stockOrderId';

/** The order document a customer places: price from the tool, unpaid, not shipped, held. */
export function buildOrder(
  tool: Tool,
  input: OrderInput,
  customer: Customer,
): Omit<Order, '_id' | 'createdAt'> {
  return {
    toolId: tool._id,
    img: tool.img,
    toolName: tool.name,
    unitPrice: tool.price,
    price: orderPrice(tool.price, input.orderedQuantity),
    email: customer.email,
    uid: customer.uid,
    name: customer.name,
    userName: customer.name,
    address: input.address.trim(),
    phone: input.phone.trim(),
    orderedQuantity: input.orderedQuantity,
    paid: false,
    transactionId: null,
    pandingChange: null,
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
] as const satisfies readonly OrderStatus[];

/**
 * What happens to an order. pay: its payment succeeded (on an expired order: a late payment,
 * which takes the stock again if it is still there); ship: an admin ships it; expire: its hold
 * ended unpaid; cancel: an admin cancels it unpaid; refund: its payment is refunded in full;
 * delete: its customer removes it; attachIntent, partialRefund, dispute: recorded on the order,
 * its state unchanged.
 */
export type OrderEvent =
  | 'pay'
  | 'ship'
  | 'expire'
  | 'cancel'
  | 'refund'
  | 'delete'
  | 'attachIntent'
  | 'partialRefund'
  | 'dispute';

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
  paid: { ship: 'shipped', refund: 'refunded', partialRefund: 'paid', dispute: 'paid' },
  shipped: { refund: 'refunded', partialRefund: 'shipped', dispute: 'shipped' },
  cancelled: {},
  refunded: { dispute: 'refunded' },
};

export function nextStatus(
  status: OrderStatus,
  event: OrderEvent,
): OrderStatus | 'deleted' | undefined {
  return ORDER_TRANSITIONS[status][event];
}

type StatusFields = Pick<Order, 'paid' | 'pandingChange'> & { status?: OrderStatus };

/** The order's state; orders placed before `status` existed are read from paid and pandingChange. */
export function statusOf(order: StatusFields): OrderStatus {
  if (order.status && (ORDER_STATUSES as readonly string[]).includes(order.status)) {
    return order.status;
  }
  if (!order.paid) return 'held';
  return order.pandingChange === SHIPPED ? 'shipped' : 'paid';
}

/**
 * Whether the order's quantity is out of the tool's stock: held (reserved), paid or shipped
 * (sold), and refunded after shipping (the goods are gone). Expired, cancelled and refunded
 * unshipped orders gave it back.
 */
export function holdsStock(order: StatusFields): boolean {
  const status = statusOf(order);
  if (status === 'refunded') return order.pandingChange === SHIPPED;
  return status === 'held' || status === 'paid' || status === 'shipped';
}

/** Stripe dispute statuses after which an order may be shipped. */
const SETTLED_DISPUTES = ['won', 'warning_closed'];

/** A paid order ships unless its payment is disputed and the dispute is not won. */
export function canShip(order: StatusFields & Pick<Order, 'dispute'>): boolean {
  return (
    statusOf(order) === 'paid' &&
    (!order.dispute || SETTLED_DISPUTES.includes(order.dispute.status))
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

/** The three states My Orders shows a customer, which decide its buttons (ORDER_TRANSITIONS has the finer ones). */
export type OrderState = 'unpaid' | 'paid' | 'shipped';

export function orderState(order: Pick<Order, 'paid' | 'pandingChange'>): OrderState {
  if (!order.paid) return 'unpaid';
  return order.pandingChange === SHIPPED ? 'shipped' : 'paid';
}
