import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { createApp } from './api/app';
import { sweepExpiredOrders } from './services/order-expiry';
import { stampHold } from './services/order-lifecycle';
import { stripeSecretKey, stripeWebhookSecret } from './stripe/client';
import { handleStripeWebhook } from './stripe/webhook';

const region = 'us-central1';

export const api = onRequest({ region, secrets: [stripeSecretKey] }, createApp());

export const stripeWebhook = onRequest(
  { region, secrets: [stripeSecretKey, stripeWebhookSecret] },
  handleStripeWebhook,
);

/** Orders the web app places get their holdUntil from the server (the client cannot know it). */
export const stampOrderHold = onDocumentCreated(
  { region, document: `${COLLECTIONS.orders}/{orderId}` },
  async (event) => stampHold(event.params.orderId),
);

/** Ends the holds that are due, every minute (Cloud Scheduler). */
export const expireOrders = onSchedule(
  { region, schedule: 'every 1 minutes', secrets: [stripeSecretKey] },
  async () => {
    const { expired } = await sweepExpiredOrders();
    if (expired > 0) console.log(`expired ${expired} orders`);
  },
);

/**
 * The emulator runs no schedules: there, this HTTP function runs the same sweep, and
 * `npm start` calls it every minute (the tests call it too). It exists only in the emulator:
 * a deploy never sees it (the emulator alone sets FUNCTIONS_EMULATOR, discovery included).
 */
export const expireOrdersNow =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onRequest({ region, secrets: [stripeSecretKey] }, async (_req, res) => {
        res.json(await sweepExpiredOrders());
      })
    : undefined;
