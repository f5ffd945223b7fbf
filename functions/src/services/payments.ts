import { COLLECTIONS, CURRENCY } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { API_ERROR } from '@pedalworks/domain/messages';
import type { TimelineActor } from '@pedalworks/domain/timeline';
import type { Order, PaymentIntentResponse } from '@pedalworks/domain/types';
import { FieldValue } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { HttpError } from '../api/errors';
import { actorOf, type Caller } from '../api/middleware/auth';
import { db } from '../lib/admin';
import { stripeClient } from '../stripe/client';
import { existing, toDocument } from './documents';
import { recordOrderTransition } from './timeline';

const orders = () => db().collection(COLLECTIONS.orders);
const payments = () => db().collection(COLLECTIONS.payments);

/** The Stripe client, or a 503 that says card payments are not set up. */
export function requireStripe(): Stripe {
  const stripe = stripeClient();
  if (!stripe) throw new HttpError(503, API_ERROR.paymentsNotConfigured);
  return stripe;
}

/** Only its customer pays for an order (admins included). */
async function ownOrder(caller: Caller, orderId: string): Promise<Order> {
  const order = toDocument<Order>(existing(await orders().doc(orderId).get()));
  if (order.uid !== caller.uid) throw new HttpError(403, API_ERROR.forbidden);
  return order;
}

/**
 * A card payment intent for the caller's own unpaid order. The amount is the stored order's
 * price in cents, never anything the client sent, and the idempotency key names the order and
 * the amount, so asking again returns the same payment intent instead of a second charge.
 */
export async function createPaymentIntent(
  caller: Caller,
  orderId: string,
): Promise<PaymentIntentResponse> {
  const stripe = requireStripe();
  const order = await ownOrder(caller, orderId);
  if (order.paid) throw new HttpError(409, API_ERROR.orderPaid);
  const amount = toCents(order.price);
  const intent = await stripe.paymentIntents.create(
    {
      amount,
      currency: CURRENCY,
      allowed_payment_method_types: ['card'],
      description: `${order.toolName} x ${order.orderedQuantity}`,
      receipt_email: order.email,
      metadata: { orderId, uid: caller.uid },
    },
    { idempotencyKey: `pi-${orderId}-${amount}` },
  );
  if (intent.status === 'succeeded') {
    // Paid already, but the webhook has not landed yet: record it now rather than charge twice.
    await recordPayment(intent, actorOf(caller));
    throw new HttpError(409, API_ERROR.orderPaid);
  }
  if (!intent.client_secret) throw new Error(`payment intent ${intent.id} has no client secret`);
  return { clientSecret: intent.client_secret };
}

/** What recording a payment intent did. */
export type PaymentOutcome =
  'paid' | 'already-paid' | 'paid-by-another-payment' | 'not-succeeded' | 'no-order' | 'mismatch';

/**
 * Marks the order named by a payment intent's metadata paid, with the intent's id as its
 * transactionId, if Stripe says the intent succeeded for exactly the order's amount. Runs in a
 * transaction, so any number of concurrent or repeated calls mark an order paid once; the same
 * transaction puts 'paid' on the order's timeline (`by` the caller or Stripe's webhook) and
 * queues the receipt.
 */
export async function recordPayment(
  intent: Stripe.PaymentIntent,
  by: TimelineActor,
): Promise<PaymentOutcome> {
  if (intent.status !== 'succeeded') return 'not-succeeded';
  const orderId = intent.metadata?.orderId;
  if (!orderId) return 'no-order';
  const orderRef = orders().doc(orderId);
  return db().runTransaction(async (transaction) => {
    const snapshot = await transaction.get(orderRef);
    if (!snapshot.exists) return 'no-order';
    const order = snapshot.data() as Order;
    if (order.paid) {
      return order.transactionId === intent.id ? 'already-paid' : 'paid-by-another-payment';
    }
    if (
      intent.currency !== CURRENCY ||
      intent.amount !== toCents(order.price) ||
      intent.metadata.uid !== order.uid
    ) {
      return 'mismatch';
    }
    transaction.update(orderRef, { paid: true, transactionId: intent.id });
    transaction.create(payments().doc(intent.id), {
      orderId,
      uid: order.uid,
      amount: intent.amount,
      currency: intent.currency,
      createdAt: FieldValue.serverTimestamp(),
    });
    recordOrderTransition(
      transaction,
      orderRef,
      { ...order, _id: orderId, transactionId: intent.id },
      { type: 'paid', by, details: { transactionId: intent.id }, mail: 'paid' },
    );
    return 'paid';
  });
}

/**
 * PATCH /order/{id}: the browser says its payment went through. Nothing is taken on trust:
 * the payment intent is fetched from Stripe and must have succeeded for this very order.
 */
export async function confirmOrderPayment(
  caller: Caller,
  orderId: string,
  paymentIntentId: string,
): Promise<Pick<Order, '_id' | 'paid' | 'transactionId'>> {
  const stripe = requireStripe();
  const order = await ownOrder(caller, orderId);
  if (order.paid && order.transactionId === paymentIntentId) {
    return { _id: orderId, paid: true, transactionId: paymentIntentId };
  }
  const intent = await stripe.paymentIntents.retrieve(paymentIntentId).catch((error: unknown) => {
    if ((error as { statusCode?: number }).statusCode === 404) {
      throw new HttpError(409, API_ERROR.paymentNotConfirmed);
    }
    throw error;
  });
  if (intent.metadata?.orderId !== orderId) throw new HttpError(409, API_ERROR.paymentNotConfirmed);
  const outcome = await recordPayment(intent, actorOf(caller));
  if (outcome === 'paid' || outcome === 'already-paid') {
    return { _id: orderId, paid: true, transactionId: intent.id };
  }
  if (outcome === 'paid-by-another-payment') throw new HttpError(409, API_ERROR.orderPaid);
  if (outcome === 'no-order') throw new HttpError(404, API_ERROR.notFound);
  throw new HttpError(409, API_ERROR.paymentNotConfirmed);
}
