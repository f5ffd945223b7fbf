import type Stripe from 'stripe';
import type { Order, PaymentStatusResponse, StripeErrorCodes } from '@pedalworks/domain/types';
import { actorOf, type Caller } from '../lib/caller';
import { readOwnOrder, recordPayment } from './record';
import { requireStripe } from './stripe';

const isPaid = (order: Order) => ['paid', 'shipped'].includes(order.status);

/**
 * The caller's order's payment as the shop and Stripe know it, for the page a customer comes
 * back to from 3-D Secure or a bank (return_url), whose query says nothing we trust. The order's
 * own payment intent is read from Stripe; one that succeeded is recorded at once, as PATCH
 * /order/{id} does (the webhook may land later; either way it is recorded once).
 */
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

/**
 * Why Stripe refused an intent's last attempt, as codes the domain turns into words
 * (paymentErrorText); null when nothing was refused.
 */
export function paymentErrorOf(intent: Stripe.PaymentIntent): StripeErrorCodes | null {
  const last = intent.last_payment_error;
  if (!last) return null;
  return { type: last.type, code: last.code, decline_code: last.decline_code };
}
