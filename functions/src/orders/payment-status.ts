import type Stripe from 'stripe';
import { specFields } from '@pedalworks/domain/orders';
import type { Order, PaymentStatusResponse, StripeErrorCodes } from '@pedalworks/domain/types';
import { actorOf, type Caller } from '../lib/caller';
import { readOwnOrder, recordPayment } from './record';
import { requireStripe } from './stripe';

/** The domain's paid: a refunded or returned order was paid too, and is never paid again. */
const isPaid = (order: Order) => specFields(order).paid;

/** For the page back from 3-D Secure or a bank, whose query we do not trust: Stripe is asked. */
export async function paymentStatus(
  caller: Caller,
  orderId: string,
): Promise<PaymentStatusResponse> {
  const order = await readOwnOrder(caller, orderId);
  if (isPaid(order))
    return { status: 'succeeded', transactionId: order.transactionId, error: null };
  if (!order.paymentIntentId) return { status: 'unpaid', transactionId: null, error: null };
  const intent = await requireStripe().paymentIntents.retrieve(order.paymentIntentId);
  if (intent.status === 'succeeded') {
    await recordPayment(intent, actorOf(caller));
    const now = await readOwnOrder(caller, orderId);
    return isPaid(now) && now.transactionId === intent.id
      ? { status: 'succeeded', transactionId: intent.id, error: null }
      : { status: 'failed', transactionId: null, error: null };
  }
  if (intent.status === 'processing')
    return { status: 'processing', transactionId: null, error: null };
  if (intent.status === 'requires_action') {
    return { status: 'requires_action', transactionId: null, error: null };
  }
  const error = paymentErrorOf(intent);
  if (!error) return { status: 'unpaid', transactionId: null, error: null };
  return { status: 'failed', transactionId: null, error };
}

/** Codes, which the domain turns into words (paymentErrorText); null when nothing was refused. */
export function paymentErrorOf(intent: Stripe.PaymentIntent): StripeErrorCodes | null {
  const last = intent.last_payment_error;
  if (!last) return null;
  return { type: last.type, code: last.code, decline_code: last.decline_code };
}
