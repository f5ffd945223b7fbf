import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { onRequest } from 'firebase-functions/v2/https';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import {
  API_MAX_INSTANCES,
  API_TIMEOUT_SECONDS,
  COLLECTIONS,
  MAIL_FUNCTION_TIMEOUT_SECONDS,
  WEBHOOK_MAX_INSTANCES,
} from '@pedalworks/domain/constants';
import { API_ERROR } from '@pedalworks/domain/form-messages';
import { createApp } from './api/app';
import { deliverMail, retryPendingMail, smtpUrl } from './services/mail-delivery';
import { deleteUnconfirmedSignups } from './services/newsletter';
import { deleteUnconfirmedWaits } from './services/stock-waits';
import { endOwedCheckouts, retryOwedRefunds, sweepExpiredOrders } from './orders';
import { stripeSecretKey, stripeWebhookSecret } from './lib/stripe';
import { handleStripeWebhook } from './webhooks/stripe';

const region = 'us-central1';

export const api = onRequest(
  {
    region,
    secrets: [stripeSecretKey, smtpUrl],
    timeoutSeconds: API_TIMEOUT_SECONDS,
    maxInstances: API_MAX_INSTANCES,
  },
  createApp(),
);

export const stripeWebhook = onRequest(
  {
    region,
    secrets: [stripeSecretKey, stripeWebhookSecret],
    maxInstances: WEBHOOK_MAX_INSTANCES,
  },
  handleStripeWebhook,
);

/** Ends the holds that are due, every minute (Cloud Scheduler). */
export const expireOrders = onSchedule(
  // Paged and bounded (orders/expiry.ts): a backlog ends within the timeout, over several runs.
  { region, schedule: 'every 1 minutes', secrets: [stripeSecretKey], timeoutSeconds: 300 },
  async () => {
    const { expired } = await sweepExpiredOrders();
    if (expired > 0) console.log(`expired ${expired} orders`);
  },
);

/** Refunds and checkout ends the shop owes and Stripe has not taken yet, every 5 minutes. */
export const retryRefunds = onSchedule(
  { region, schedule: 'every 5 minutes', secrets: [stripeSecretKey], maxInstances: 1 },
  async () => {
    const { done, owed } = await retryOwedRefunds();
    if (done + owed > 0) console.log(`owed refunds: ${done} made, ${owed} still owed`);
    const { ended, ending } = await endOwedCheckouts();
    if (ended + ending > 0) console.log(`owed checkout ends: ${ended} made, ${ending} still owed`);
  },
);

/** Its timeout stays under the claim's lease, so that a live sender is never taken over. */
export const deliverQueuedMail = onDocumentCreated(
  {
    region,
    document: `${COLLECTIONS.mail}/{mailId}`,
    secrets: [smtpUrl],
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
  },
  async (event) => {
    await deliverMail(event.params.mailId);
  },
);

/** Unconfirmed newsletter sign-ups are deleted after NEWSLETTER_CONFIRM_DAYS (daily). */
export const newsletterSweep = onSchedule({ region, schedule: 'every 24 hours' }, async () => {
  await deleteUnconfirmedSignups();
  await deleteUnconfirmedWaits();
});

/** The emulator runs no schedules: there, mailSweep stands in. */
export const retryMail = onSchedule(
  {
    region,
    schedule: 'every 5 minutes',
    secrets: [smtpUrl],
    timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS,
    maxInstances: 1,
  },
  async () => {
    await retryPendingMail();
  },
);

/** The emulator runs no schedules: `npm start` and the tests run the order sweeps here. */
export const expireOrdersNow =
  process.env.FUNCTIONS_EMULATOR === 'true'
    ? onRequest({ region, secrets: [stripeSecretKey] }, async (req, res) => {
        const expiry = await sweepExpiredOrders();
        const refunds = await retryOwedRefunds({ force: req.query.force === '1' });
        res.json({ ...expiry, refunds, checkouts: await endOwedCheckouts() });
      })
    : undefined;

/** retryMail on demand for the emulator (npm start and the tests); deployed, it answers 404. */
export const mailSweep = onRequest(
  { region, secrets: [smtpUrl], timeoutSeconds: MAIL_FUNCTION_TIMEOUT_SECONDS },
  async (req, res) => {
    if (process.env.FUNCTIONS_EMULATOR !== 'true' || req.method !== 'POST') {
      res.status(404).json({ message: API_ERROR.notFound });
      return;
    }
    const mail = await retryPendingMail({ force: req.query.force === '1' });
    res.json({ ...mail, newsletterDeleted: await deleteUnconfirmedSignups() });
  },
);

export { onToolWritten } from './triggers/tools';
export { countStockWaits } from './triggers/stock-waits';
