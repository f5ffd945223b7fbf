import { SHIPPED } from './constants';
import { orderPrice } from './format';
import type { Customer, Order, OrderInput, Tool } from './types';

/**
 * Stock is moved by the same write that creates or deletes an order: the tool's
 * availableQuantity goes down (or back up) by the order's quantity and the tool's
 * STOCK_ORDER_FIELD names that order, so firestore.rules can check the pair with
 * getAfter(). The API does the same in a transaction.
 */
export const STOCK_ORDER_FIELD = 'stockOrderId';

/** The order document a customer places: price from the tool, unpaid, not shipped. */
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
  };
}

export type OrderState = 'unpaid' | 'paid' | 'shipped';

export function orderState(order: Pick<Order, 'paid' | 'pandingChange'>): OrderState {
  if (!order.paid) return 'unpaid';
  return order.pandingChange === SHIPPED ? 'shipped' : 'paid';
}
