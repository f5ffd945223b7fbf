/** Returns of shipped orders, as transitions of the engine (docs/orders.md, 'Returns'). */
import { COLLECTIONS } from '@pedalworks/domain/constants';
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
import { logStockMove, stockUpdate } from '../services/tool-stock';
import {
  applyTransition,
  auditTransition,
  ordersCollection,
  runTransition,
  storedOrder,
} from './engine';
import { oweRefund, owedRefundRef, settleOwedRefund } from './refunds';
import { requireStripe } from './stripe';

const readOrder = async (id: string): Promise<SpecOrder> =>
  withSpecFields(toDocument<Order>(existing(await ordersCollection().doc(id).get())));

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

/** Deciding it the same way again does nothing (modifiedCount 0). */
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
    const action = event === 'approveReturn' ? 'return.approve' : 'return.decline';
    return { event, patch, by: actorOf(caller), act: { caller, action } };
  });
  return { modifiedCount: to ? 1 : 0 };
}

export const approveReturn = (caller: Caller, id: string) =>
  decideReturn(caller, id, 'approveReturn');

export const declineReturn = (caller: Caller, id: string, reason: string) =>
  decideReturn(caller, id, 'declineReturn', { returnDeclineReason: reason });

/** Repeated, it moves no stock and owes nothing again; only the owed refund is tried again. */
export async function receiveReturn(
  caller: Caller,
  id: string,
  input: { amount: number; restock: boolean; reason: string },
): Promise<{ modifiedCount: number }> {
  requireStripe();
  const first = toDocument<Order>(existing(await ordersCollection().doc(id).get()));
  const orderRef = ordersCollection().doc(id);
  const toolRef = db().collection(COLLECTIONS.tools).doc(first.toolId);
  const owedId = `return-${id}`;
  const { modifiedCount } = await serialized(toolStockKey(first.toolId), () =>
    transact(async (transaction) => {
      const [snapshot, owed] = await Promise.all([
        transaction.get(orderRef),
        transaction.get(owedRefundRef(owedId)),
      ]);
      const current = storedOrder(snapshot);
      if (!current) throw new HttpError(404, API_ERROR.notFound);
      if (current.returnRefundCents !== undefined && current.status !== 'returnApproved') {
        return { modifiedCount: 0 };
      }
      if (current.status !== 'returnApproved') {
        throw new HttpError(409, API_ERROR.returnNotApproved);
      }
      const left = refundableCents(current);
      if (input.amount > left) {
        throw new HttpError(400, VALIDATION.refundAmountTooLarge(formatPrice(left / 100)));
      }
      const tool = input.restock ? await transaction.get(toolRef) : undefined;
      // A tool deleted, or a size removed, since: nothing goes back, and the order says so.
      const restock =
        tool !== undefined &&
        stockUpdate(tool, current.variantId, current.orderedQuantity) !== undefined;
      const patch = {
        returnRefundCents: input.amount,
        returnRestock: restock,
        returnRefundReason: input.reason,
      };
      const to = await applyTransition(
        transaction,
        current,
        'receiveReturn',
        patch,
        actorOf(caller),
      );
      auditTransition(
        transaction,
        { caller, action: 'return.receive', reason: input.reason },
        current,
        patch,
        to,
      );
      if (!owed.exists && current.transactionId) {
        oweRefund(transaction, owedId, {
          paymentIntentId: current.transactionId,
          amount: input.amount,
          orderId: id,
          notice: null,
        });
      }
      if (restock) {
        logStockMove(transaction, tool, {
          variantId: current.variantId,
          delta: current.orderedQuantity,
          reason: RETURN_TEXT.restockReason(id),
          by: caller.uid,
        });
      }
      return { modifiedCount: 1 };
    }),
  );
  await settleOwedRefund(owedId);
  return { modifiedCount };
}
