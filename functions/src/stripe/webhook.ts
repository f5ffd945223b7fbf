import type { Request } from 'firebase-functions/v2/https';
import type { Response } from 'express';
import { API_ERROR } from '@pedalworks/domain/messages';
import type Stripe from 'stripe';
import { recordPayment } from '../services/payments';
import { stripeClient, stripeWebhookSecret } from './client';

/**
 * Stripe's webhook. The signature is checked on the raw body; on payment_intent.succeeded the
 * payment intent is fetched again (the event may be stale or out of order) and its order marked
 * paid once. Other events are acknowledged; a failure answers 500 so that Stripe retries.
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
      const intent = await stripe.paymentIntents.retrieve(event.data.object.id);
      const outcome = await recordPayment(intent, 'stripe');
      if (outcome !== 'paid' && outcome !== 'already-paid') {
        console.warn(`Stripe event ${event.id}: payment intent ${intent.id} ${outcome}`);
      }
    }
    res.json({ received: true });
  } catch (error) {
    console.error(`Stripe event ${event.id} failed: ${(error as Error).message}`);
    res.status(500).json({ message: API_ERROR.internal });
  }
}
