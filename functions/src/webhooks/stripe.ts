import { Timestamp } from 'firebase-admin/firestore';
import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { COLLECTIONS, STRIPE_EVENT_KEEP_DAYS } from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import {
  intentIdOf,
  recordDispute,
  recordFailedPayment,
  recordPayment,
  recordRefunds,
  retrieveCharge,
  retrieveDispute,
  retrieveIntent,
  retrieveRefund,
} from '../orders';
import { db } from '../lib/admin';
import { stripeClient, stripeWebhookSecret } from '../lib/stripe';

const handledEvents = () => db().collection(COLLECTIONS.stripeEvents);

/** Hands the object an event names, fetched again from Stripe, to the order engine. */
async function handle(event: Stripe.Event): Promise<void> {
  if (event.type === 'payment_intent.succeeded') {
    const intent = await retrieveIntent(event.data.object.id);
    const outcome = await recordPayment(intent, 'stripe');
    if (outcome !== 'recorded') console.warn(`Stripe event ${event.id}: ${intent.id} ${outcome}`);
  } else if (event.type === 'payment_intent.payment_failed') {
    await recordFailedPayment(await retrieveIntent(event.data.object.id));
  } else if (event.type === 'charge.refunded') {
    const intentId = intentIdOf((await retrieveCharge(event.data.object.id)).payment_intent);
    if (intentId) await recordRefunds(await retrieveIntent(intentId));
  } else if (event.type === 'charge.refund.updated') {
    const intentId = intentIdOf((await retrieveRefund(event.data.object.id)).payment_intent);
    if (intentId) await recordRefunds(await retrieveIntent(intentId));
  } else if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
    await recordDispute(await retrieveDispute(event.data.object.id));
  }
}

/**
 * The object an event names is fetched again, since an event may be stale, repeated or out of
 * order; a failure answers 500 so that Stripe retries.
 */
export async function handleStripeWebhook(req: Request, res: Response): Promise<void> {
  if (req.method !== 'POST') {
    res.status(405).json({ message: API_ERROR.methodNotAllowed });
    return;
  }
  const stripe = stripeClient();
  const secret = stripeWebhookSecret.value();
  if (!stripe || !secret) {
    res.status(503).json({ message: API_ERROR.paymentsNotConfigured });
    return;
  }
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(req.rawBody, req.get('stripe-signature') ?? '', secret);
  } catch {
    res.status(400).json({ message: API_ERROR.invalidSignature });
    return;
  }
  try {
    const handled = handledEvents().doc(event.id);
    if (!(await handled.get()).exists) {
      await handle(event);
      const keepUntil = Date.now() + STRIPE_EVENT_KEEP_DAYS * 24 * 60 * 60_000;
      await handled.set({ type: event.type, expireAt: Timestamp.fromMillis(keepUntil) });
    }
    res.json({ received: true });
  } catch (error) {
    console.error(`Stripe event ${event.id} failed: ${(error as Error).message}`);
    res.status(500).json({ message: API_ERROR.internal });
  }
}
