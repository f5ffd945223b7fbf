/** The only code that talks to Stripe about an order's money; it decides nothing about orders. */
import type Stripe from 'stripe';
import { CURRENCY } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
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

/** Paid first at Stripe: answers the intent, whose payment the caller records. */
export async function cancelAtStripe(
  intentId: string,
): Promise<'canceled' | 'processing' | Stripe.PaymentIntent> {
  const stripe = requireStripe();
  try {
    await stripe.paymentIntents.cancel(intentId);
    return 'canceled';
  } catch (error) {
    if ((error as { code?: string }).code !== 'payment_intent_unexpected_state') throw error;
    const intent = await stripe.paymentIntents.retrieve(intentId);
    if (intent.status === 'canceled') return 'canceled';
    if (intent.status === 'processing') return 'processing';
    if (intent.status === 'succeeded') return intent;
    throw error;
  }
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

/** A checkout's one intent; its metadata names the checkout, the customer and the orders. */
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

/** `metadata` names our record of the refund, which outlives Stripe's 24-hour idempotency keys. */
export async function createRefund(
  intentId: string,
  amount: number,
  metadata: Record<string, string>,
  key: string,
): Promise<Stripe.Refund | null> {
  try {
    return await requireStripe().refunds.create(
      { payment_intent: intentId, amount, metadata },
      { idempotencyKey: key },
    );
  } catch (error) {
    if ((error as { code?: string }).code === 'charge_already_refunded') return null;
    throw error;
  }
}

/** The charge of a paid intent, if Stripe has one. */
export async function chargeOf(intent: Stripe.PaymentIntent): Promise<Stripe.Charge | null> {
  const chargeId = intentIdOf(intent.latest_charge as string | { id: string } | null);
  return chargeId ? retrieveCharge(chargeId) : null;
}

export const disputesOf = async (chargeId: string) =>
  (await requireStripe().disputes.list({ charge: chargeId, limit: 100 })).data;
