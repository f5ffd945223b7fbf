import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import type Stripe from 'stripe';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import {
  intentIdOf,
  recordCheckoutPayment,
  recordIntentRefunds,
  recordDispute,
  recordPayment,
  retrieveCharge,
  retrieveDispute,
  retrieveIntent,
  retrieveRefund,
} from '../orders';
import { stripeClient, stripeWebhookSecret } from '../lib/stripe';

/**
 * Stripe's webhook: the signature is checked on the raw body, and the object an event names is
 * fetched again from Stripe, since an event may be stale, repeated or out of order
 * (docs/orders.md lists the events). A failure answers 500 so that Stripe retries.
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
    if (event.type === 'payment_intent.succeeded') {
      const intent = await retrieveIntent(event.data.object.id);
      const outcome = intent.metadata?.checkoutId
        ? await recordCheckoutPayment(intent, 'stripe')
        : await recordPayment(intent, 'stripe');
      if (outcome !== 'paid' && outcome !== 'already-paid' && outcome !== 'recorded') {
        console.warn(`Stripe event ${event.id}: payment intent ${intent.id} ${outcome}`);
      }
    } else if (event.type === 'charge.refunded') {
      const intentId = intentIdOf((await retrieveCharge(event.data.object.id)).payment_intent);
      const intent = intentId ? await retrieveIntent(intentId) : undefined;
      if (intent) await recordIntentRefunds(intent);
    } else if (event.type === 'charge.refund.updated') {
      const intentId = intentIdOf((await retrieveRefund(event.data.object.id)).payment_intent);
      if (intentId) await recordIntentRefunds(await retrieveIntent(intentId));
    } else if (event.type === 'charge.dispute.created' || event.type === 'charge.dispute.closed') {
      await recordDispute(await retrieveDispute(event.data.object.id));
    }
    res.json({ received: true });
  } catch (error) {
    console.error(`Stripe event ${event.id} failed: ${(error as Error).message}`);
    res.status(500).json({ message: API_ERROR.internal });
  }
}
