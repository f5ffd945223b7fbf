/**
 * The order engine's Stripe adapter: the only code that talks to Stripe about an order's money
 * (create, retrieve, cancel a payment intent; refund it in full; list its refunds; read a
 * dispute or a charge). It decides nothing about orders. Without a secret key every call is a
 * 503 with the domain's text, never a success.
 */
import type Stripe from 'stripe';
import { CURRENCY } from '@pedalworks/domain/constants';
import { toCents } from '@pedalworks/domain/format';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import type { Order } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';
import { stripeClient } from '../lib/stripe';

/** The Stripe client, or a 503 that says card payments are not set up. */
export function requireStripe(): Stripe {
  const stripe = stripeClient();
  if (!stripe) throw new HttpError(503, API_ERROR.paymentsNotConfigured);
  return stripe;
}

export const retrieveIntent = (intentId: string) =>
  requireStripe().paymentIntents.retrieve(intentId);

/**
 * The order's one card payment intent for its stored price (idempotency key pi-{orderId}: two
 * first calls at once get the same intent).
 */
export const createIntent = (orderId: string, order: Order) =>
  requireStripe().paymentIntents.create(
    {
      amount: toCents(order.price),
      currency: CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: `${order.toolName} x ${order.orderedQuantity}`,
      receipt_email: order.email,
      metadata: { orderId, uid: order.uid },
    },
    { idempotencyKey: `pi-${orderId}` },
  );

/**
 * Cancels a payment intent so that it can never be paid: answers 'canceled', or the intent
 * itself when Stripe says it succeeded first (the caller records that payment).
 */
export async function cancelAtStripe(intentId: string): Promise<'canceled' | Stripe.PaymentIntent> {
  const stripe = requireStripe();
  try {
    await stripe.paymentIntents.cancel(intentId);
    return 'canceled';
  } catch (error) {
    if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'canceled') return 'canceled';
    if (intent.status === 'succeeded') return intent;
    throw error;
  }
}

/** Refunds a payment intent in full, once whatever the retries (idempotency key refund-{pi}). */
export async function refundInFull(intentId: string): Promise<void> {
  await requireStripe()
    .refunds.create({ payment_intent: intentId }, { idempotencyKey: `refund-${intentId}` })
    .catch((error: unknown) => {
      // Refunded already (say from the Dashboard, or after the key's 24 hours): nothing to do.
      if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
    });
}

/** Every refund Stripe holds for a payment intent (failed and canceled ones included). */
export const refundsOf = async (intentId: string) =>
  (await requireStripe().refunds.list({ payment_intent: intentId, limit: 100 })).data;

export const retrieveRefund = (refundId: string) => requireStripe().refunds.retrieve(refundId);

export const retrieveDispute = (disputeId: string) => requireStripe().disputes.retrieve(disputeId);

export const retrieveCharge = (chargeId: string) => requireStripe().charges.retrieve(chargeId);

/** The payment intent's id a charge, dispute or refund names (expanded or not). */
export const intentIdOf = (value: string | { id: string } | null | undefined) =>
  typeof value === 'string' ? value : value?.id;

/** What a checkout's payment intent is made of (checkout.ts decides it, from stored orders). */
export interface CheckoutIntentInput {
  checkoutId: string;
  uid: string;
  email: string;
  orderIds: string[];
  /** The sum of the orders' stored prices, in cents. */
  amount: number;
  description: string;
  /** The customer's Stripe Customer: their saved cards may pay it. */
  customer: string;
}

/**
 * A checkout's one payment intent, for several orders (idempotency key checkout-{id}: the same
 * set of orders gets the same intent). Its metadata names the checkout and its orders.
 */
export const createCheckoutIntent = (input: CheckoutIntentInput) =>
  requireStripe().paymentIntents.create(
    {
      amount: input.amount,
      currency: CURRENCY,
      automatic_payment_methods: { enabled: true },
      description: input.description,
      receipt_email: input.email,
      customer: input.customer,
      metadata: {
        checkoutId: input.checkoutId,
        uid: input.uid,
        orderIds: input.orderIds.join(','),
      },
    },
    { idempotencyKey: `checkout-${input.checkoutId}` },
  );

/**
 * Refunds one part of a payment intent (`amount` cents), once whatever the retries: the caller
 * gives the part its own idempotency key (checkout-{checkoutId}-{orderId}); the refund's
 * metadata names the order, so that the refunds of a shared intent are told apart.
 */
export async function refundPart(
  intentId: string,
  amount: number,
  key: string,
  metadata: Record<string, string>,
): Promise<void> {
  await requireStripe()
    .refunds.create({ payment_intent: intentId, amount, metadata }, { idempotencyKey: key })
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== 'charge_already_refunded') throw error;
    });
}

/** The last four digits of the card that paid an intent, when a card did (its charge says). */
export async function cardLast4(intent: Stripe.PaymentIntent): Promise<string | null> {
  const chargeId = intentIdOf(intent.latest_charge as string | { id: string } | null);
  if (!chargeId) return null;
  const charge = await retrieveCharge(chargeId);
  return charge.payment_method_details?.card?.last4 ?? null;
}
