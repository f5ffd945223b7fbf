/**
 * Returns of shipped orders (domain returns.ts), as transitions of the engine (engine.ts): the
 * customer's request, the admins' approval, decline and receipt; the receipt's refund goes
 * through Stripe under one idempotency key per order (return-refund-{orderId}) and is recorded
 * like any refund (payments.ts recordRefunds), which moves the order to returned or refunded.
 */
import { FieldValue } from 'firebase-admin/firestore';
import { COLLECTIONS, STOCK_LOG_SUBCOLLECTION } from '@pedalworks/domain/constants';
import { formatPrice } from '@pedalworks/domain/format';
import { API_ERROR, VALIDATION } from '@pedalworks/domain/form-messages';
import { withSpecFields } from '@pedalworks/domain/orders';
import { RETURN_TEXT, refundableCents, returnRefusal } from '@pedalworks/domain/returns';
import type { Order, OrderStatus, ReturnReason, SpecOrder } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';
import { actorOf, type Caller } from '../lib/caller';
import { db, transact } from '../lib/admin';
import { serialized, toolStockKey } from '../lib/key-queue';
import { existing, toDocument } from '../services/documents';
import { applyTransition, ordersCollection, runTransition, storedOrder } from './engine';
import { recordIntentRefunds } from './checkout';
import { refundPart, requireStripe, retrieveIntent } from './stripe';

const readOrder = async (id: string): Promise<SpecOrder> =>
  withSpecFields(toDocument<Order>(existing(await ordersCollection().doc(id).get())));

/**
 * The customer asks to return their shipped order: within RETURN_DAYS of shipping, once per
 * order, with a reason from the list and an optional comment. Anyone else's order is a 403.
 */
export async function requestReturn(
  caller: Caller,
  id: string,
  input: { reason: ReturnReason; comment: string },
): Promise<SpecOrder> {
  await runTransition(id, (order) => {
    if (!order) throw new HttpError(404, API_ERROR.notFound);
    if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
    const refusal = returnRefusal(order);
    if (refusal) throw new HttpError(409, refusal);
    return {
      event: 'requestReturn',
      patch: { returnReason: input.reason, returnComment: input.comment },
      by: actorOf(caller),
    };
  });
  return readOrder(id);
}

/**
 * An admin decides a requested return: approve, or decline with a reason. Deciding it the same
 * way again does nothing (modifiedCount 0); any other state is a 409.
 */
async function decideReturn(
  caller: Caller,
  id: string,
  event: 'approveReturn' | 'declineReturn',
  patch: Record<string, unknown> = {},
): Promise<{ modifiedCount: number }> {
  const done: OrderStatus = event === 'approveReturn' ? 'returnApproved' : 'returnDeclined';
  const { to } = await runTransition(id, (order) => {
    if (!order) throw new HttpError(404, API_ERROR.notFound);
    if (order.status === done) return null;
    if (order.status !== 'returnRequested') throw new HttpError(409, API_ERROR.returnNotRequested);
    return { event, patch, by: actorOf(caller) };
  });
  return { modifiedCount: to ? 1 : 0 };
}

export const approveReturn = (caller: Caller, id: string) =>
  decideReturn(caller, id, 'approveReturn');

export const declineReturn = (caller: Caller, id: string, reason: string) =>
  decideReturn(caller, id, 'declineReturn', { returnDeclineReason: reason });

/**
 * The returned parcel arrived: in one transaction the order becomes returnReceived with the
 * refund it gets (1 cent to what is left to refund) and, if the admin says so, its units go
 * back into stock with a stock log entry; then the refund is made at Stripe (key
 * return-refund-{orderId}) and recorded, which makes it returned or refunded. Repeated, it
 * makes no second move or refund: a received order only has its refund retried.
 */
export async function receiveReturn(
  caller: Caller,
  id: string,
  input: { amount: number; restock: boolean },
): Promise<{ modifiedCount: number }> {
  requireStripe();
  const first = toDocument<Order>(existing(await ordersCollection().doc(id).get()));
  const orderRef = ordersCollection().doc(id);
  const toolRef = db().collection(COLLECTIONS.tools).doc(first.toolId);
  const { modifiedCount, order } = await serialized(toolStockKey(first.toolId), () =>
    transact(async (transaction) => {
      const current = storedOrder(await transaction.get(orderRef));
      if (!current) throw new HttpError(404, API_ERROR.notFound);
      if (current.returnRefundCents !== undefined && current.status !== 'returnApproved') {
        return { modifiedCount: 0, order: current };
      }
      if (current.status !== 'returnApproved') {
        throw new HttpError(409, API_ERROR.returnNotApproved);
      }
      const left = refundableCents(current);
      if (input.amount > left) {
        throw new HttpError(400, VALIDATION.refundAmountTooLarge(formatPrice(left / 100)));
      }
      const tool = input.restock ? await transaction.get(toolRef) : undefined;
      const patch = { returnRefundCents: input.amount, returnRestock: input.restock };
      await applyTransition(transaction, current, 'receiveReturn', patch, actorOf(caller));
      if (tool?.exists) {
        const delta = current.orderedQuantity;
        const after = ((tool.get('availableQuantity') as number | undefined) ?? 0) + delta;
        transaction.update(toolRef, { availableQuantity: FieldValue.increment(delta) });
        transaction.create(toolRef.collection(STOCK_LOG_SUBCOLLECTION).doc(), {
          delta,
          reason: RETURN_TEXT.restockReason(id),
          by: caller.uid,
          at: FieldValue.serverTimestamp(),
          after,
        });
      }
      return { modifiedCount: 1, order: { ...current, ...patch } };
    }),
  );
  const intentId = order.transactionId;
  if (order.status !== 'refunded' && intentId && order.returnRefundCents) {
    await refundPart(intentId, order.returnRefundCents, `return-refund-${id}`, { orderId: id });
    await recordIntentRefunds(await retrieveIntent(intentId));
  }
  return { modifiedCount };
}
