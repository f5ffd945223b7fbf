import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, SHIPPED } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/messages';
import { buildOrder, STOCK_ORDER_FIELD } from '@pedalworks/domain/orders';
import { orderSchema } from '@pedalworks/domain/schemas';
import type { Order, OrderInput, Tool } from '@pedalworks/domain/types';
import { HttpError } from '../api/errors';
import { actorOf, type Caller } from '../api/middleware/auth';
import type { PageRequest } from '../api/params';
import { db } from '../lib/admin';
import { existing, page, toDocument } from './documents';
import { recordOrderTransition } from './timeline';
import { displayName } from './users';

const orders = () => db().collection(COLLECTIONS.orders);
const tools = () => db().collection(COLLECTIONS.tools);
const newestFirst = () => orders().orderBy('createdAt', 'desc');

/**
 * Places an order in one transaction: reads the tool, checks the quantity against its
 * minimumOrder and stock, creates the order priced from the tool and takes the stock, marking
 * the tool with the order's id like the web app's batch does.
 */
export async function placeOrder(caller: Caller, input: OrderInput): Promise<Order> {
  const toolRef = tools().doc(input.toolId);
  const orderRef = orders().doc();
  const customer = { uid: caller.uid, email: caller.email, name: await displayName(caller) };
  await db().runTransaction(async (transaction) => {
    const tool = toDocument<Tool>(existing(await transaction.get(toolRef)));
    if (tool.availableQuantity < tool.minimumOrder) {
      throw new HttpError(409, API_ERROR.outOfStock);
    }
    const valid = await orderSchema(tool.minimumOrder, tool.availableQuantity).validate(input);
    const order = buildOrder(tool, { ...input, ...valid }, customer);
    transaction.create(orderRef, { ...order, createdAt: FieldValue.serverTimestamp() });
    transaction.update(toolRef, {
      availableQuantity: tool.availableQuantity - valid.orderedQuantity,
      [STOCK_ORDER_FIELD]: orderRef.id,
    });
    recordOrderTransition(
      transaction,
      orderRef,
      { ...order, _id: orderRef.id },
      { type: 'placed', by: actorOf(caller), details: {}, mail: 'placed' },
    );
  });
  return toDocument<Order>(await orderRef.get());
}

/** An order for its owner or an admin. */
function readableBy(caller: Caller, order: Order): Order {
  if (order.uid !== caller.uid && !caller.admin) throw new HttpError(403, API_ERROR.forbidden);
  return order;
}

export async function getOrder(caller: Caller, id: string): Promise<Order> {
  return readableBy(caller, toDocument<Order>(existing(await orders().doc(id).get())));
}

/**
 * A customer's orders, newest first: the caller's own, whatever email is asked for, unless the
 * caller is an admin (then the orders of that email, or every order without one).
 */
export async function listOrders(
  caller: Caller,
  email: string | undefined,
  request: PageRequest,
): Promise<Order[]> {
  const asked = email?.trim().toLowerCase();
  if (!caller.admin && asked !== undefined && asked !== caller.email) {
    throw new HttpError(403, API_ERROR.forbidden);
  }
  let query = newestFirst();
  if (!caller.admin) query = query.where('uid', '==', caller.uid);
  else if (asked) query = query.where('email', '==', asked);
  const docs = await page(orders(), query, request);
  return docs.map((doc) => toDocument<Order>(doc));
}

/** Every order, newest first, a page at a time (admins). */
export async function listAllOrders(request: PageRequest): Promise<Order[]> {
  const docs = await page(orders(), newestFirst(), request);
  return docs.map((doc) => toDocument<Order>(doc));
}

/** The owner deletes an unpaid order; its quantity goes back to the tool, if it still exists. */
export async function deleteOrder(caller: Caller, id: string): Promise<{ deletedCount: number }> {
  const orderRef = orders().doc(id);
  await db().runTransaction(async (transaction) => {
    const order = toDocument<Order>(existing(await transaction.get(orderRef)));
    if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
    if (order.paid) throw new HttpError(409, API_ERROR.orderPaid);
    const toolRef = tools().doc(order.toolId);
    const tool = await transaction.get(toolRef);
    if (tool.exists) {
      transaction.update(toolRef, {
        availableQuantity: FieldValue.increment(order.orderedQuantity),
        [STOCK_ORDER_FIELD]: id,
      });
    }
    transaction.delete(orderRef);
  });
  return { deletedCount: 1 };
}

/**
 * Admins mark a paid order shipped; `modifiedCount` is 0 when it already was. The same
 * transaction puts 'shipped' by the admin on the timeline and queues the customer's mail.
 */
export async function markShipped(caller: Caller, id: string): Promise<{ modifiedCount: number }> {
  const ref = orders().doc(id);
  return db().runTransaction(async (transaction) => {
    const order = toDocument<Order>(existing(await transaction.get(ref)));
    if (!order.paid) throw new HttpError(409, API_ERROR.orderNotPaid);
    if (order.pandingChange === SHIPPED) return { modifiedCount: 0 };
    transaction.update(ref, { pandingChange: SHIPPED });
    recordOrderTransition(transaction, ref, order, {
      type: 'shipped',
      by: actorOf(caller),
      details: {},
      mail: 'shipped',
    });
    return { modifiedCount: 1 };
  });
}
