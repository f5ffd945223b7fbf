import { onRequest } from 'firebase-functions/v2/https';
import { createApp } from './api/app';
import { stripeSecretKey, stripeWebhookSecret } from './stripe/client';
import { handleStripeWebhook } from './stripe/webhook';

export const api = onRequest({ region: 'us-central1', secrets: [stripeSecretKey] }, createApp());

export const stripeWebhook = onRequest(
  { region: 'us-central1', secrets: [stripeSecretKey, stripeWebhookSecret] },
  handleStripeWebhook,
);

export { syncToolSearch } from './triggers/tools';
