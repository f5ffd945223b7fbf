/**
 * Test-side Stripe: the real SDK pointed at the Stripe API test double, and webhook deliveries
 * signed the way Stripe signs them (stripe.webhooks.generateTestHeaderString).
 */
import Stripe from 'stripe';
import { buildOrder, withSpecFields } from '@pedalworks/domain/orders';
import type { Order, SpecOrder, Tool } from '@pedalworks/domain/types';
import { functionUrl } from '../../scripts/lib/emulator-config';
import { adminDb, type TestUser } from '../support/emulators';
import {
  STRIPE_DOUBLE_SECRET_KEY,
  STRIPE_DOUBLE_WEBHOOK_SECRET,
} from '../../scripts/lib/stripe-test-env';
import {
  STRIPE_DOUBLE_HOST,
  STRIPE_DOUBLE_PORT,
  STRIPE_DOUBLE_URL,
  stripeEvent as doubleEvent,
} from './stripe-api';

export const WEBHOOK_URL = functionUrl('stripeWebhook');

/** What the functions emulator uses (scripts/test.ts passes it on). */
export const webhookSecret = () =>
  process.env.STRIPE_WEBHOOK_SECRET || STRIPE_DOUBLE_WEBHOOK_SECRET;

/** Where the double listens: the SDK's options, and the STRIPE_API_* of functions/.env.test. */
const DOUBLE_API = {
  host: STRIPE_DOUBLE_HOST,
  port: STRIPE_DOUBLE_PORT,
  protocol: 'http',
} as const;

export const testStripe = () =>
  new Stripe(process.env.STRIPE_SECRET_KEY || STRIPE_DOUBLE_SECRET_KEY, DOUBLE_API);

/**
 * Points the functions' own Stripe client (functions/src/lib/stripe.ts), run in this test's
 * process, at the double, as functions/.env.test points the emulator's.
 */
export function useStripeDoubleHere(): void {
  process.env.STRIPE_SECRET_KEY ||= STRIPE_DOUBLE_SECRET_KEY;
  for (const [name, value] of Object.entries(DOUBLE_API)) {
    process.env[`STRIPE_API_${name.toUpperCase()}`] = String(value);
  }
}

/** An event as Stripe sends it, carrying a snapshot of the payment intent. */
export function paymentIntentEvent(type: string, intent: Stripe.PaymentIntent) {
  return stripeEvent(type, intent);
}

/** An event as Stripe sends it, carrying a snapshot of any object (charge, dispute...). */
export const stripeEvent = (type: string, object: unknown) =>
  doubleEvent(type, object, Stripe.API_VERSION);

/** POSTs an event to the webhook function, signed with `secret` (or unsigned with null). */
export function deliverWebhook(event: unknown, secret: string | null = webhookSecret()) {
  const payload = JSON.stringify(event);
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (secret !== null) {
    headers['Stripe-Signature'] = testStripe().webhooks.generateTestHeaderString({
      payload,
      secret,
    });
  }
  return fetch(WEBHOOK_URL, { method: 'POST', headers, body: payload });
}

/** Calls one of the Stripe API double's own controls (not Stripe's API); answers its JSON. */
async function controlDouble<T = unknown>(
  path: string,
  params: Record<string, string>,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  const query = new URLSearchParams(params);
  const response =
    method === 'GET'
      ? await fetch(`${STRIPE_DOUBLE_URL}/_double/${path}?${query}`)
      : await fetch(`${STRIPE_DOUBLE_URL}/_double/${path}`, { method, body: query });
  if (!response.ok) throw new Error(`Stripe API double ${path}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * Makes the Stripe API double deliver the events of one order's payments to the webhook
 * function itself, signed with the secret the functions use, as Stripe would once the
 * endpoint is set up in its Dashboard. Other orders' payments stay quiet, so tests that
 * deliver events themselves are not disturbed.
 */
export const forwardWebhooks = (orderId: string) =>
  controlDouble('webhook_endpoints', {
    url: WEBHOOK_URL,
    secret: webhookSecret(),
    order: orderId,
    api_version: Stripe.API_VERSION,
  });

/** The bank settles an order's payment that was processing: it succeeds, or fails (announced). */
export const settlePayments = (orderId: string, outcome: 'succeed' | 'fail' = 'succeed') =>
  controlDouble('settle', { order: orderId, outcome });

/**
 * Time passes for an order's refunds of payments made with the refund-failing test card
 * (TEST_PAYMENT_METHODS.refundFails): they fail, and charge.refund.updated is announced.
 */
export const failRefunds = (orderId: string) => controlDouble('fail_refunds', { order: orderId });

/** That refund fails later, whatever card paid: charge.refund.updated (status failed). */
export const failRefund = (refundId: string) => controlDouble('fail_refunds', { refund: refundId });

/** Every succeeded refund of the intent fails later, whatever card paid (as failRefund). */
export const failRefundsOf = (intentId: string) =>
  controlDouble('fail_refunds', { payment_intent: intentId });

/**
 * A refund made in Stripe's Dashboard: no metadata, the whole charge or `amount` (cents) of it;
 * the double announces charge.refunded.
 */
export const refundFromDashboard = (intentId: string, amount?: number) =>
  testStripe().refunds.create({
    payment_intent: intentId,
    ...(amount === undefined ? {} : { amount }),
  });

/**
 * The card holder disputes the intent's charge (all of it, or `amount` cents), whatever card
 * paid: a dispute needing a response, announced as charge.dispute.created.
 */
export const openDispute = (intentId: string, amount?: number) =>
  controlDouble<Stripe.Dispute>('disputes', {
    payment_intent: intentId,
    ...(amount === undefined ? {} : { amount: String(amount) }),
  });

/**
 * The dispute ends as Stripe's test mode ends it: won (the winning evidence) or lost (the shop
 * accepts it); announced as charge.dispute.closed.
 */
export const closeDispute = (disputeId: string, outcome: 'won' | 'lost') =>
  outcome === 'won'
    ? testStripe().disputes.update(disputeId, {
        evidence: { uncategorized_text: 'winning_evidence' },
      })
    : testStripe().disputes.close(disputeId);

/**
 * Every event the double made about the intent so far (whether or not a registered endpoint got
 * it), in the order they happened, each with its own `id` and a snapshot of its object as it
 * was then. Deliver each as often and in whatever order a test likes with deliverWebhook.
 */
export const eventsFor = async (intentId: string): Promise<Stripe.Event[]> =>
  (
    await controlDouble<{ data: Stripe.Event[] }>(
      'events',
      { payment_intent: intentId, api_version: Stripe.API_VERSION },
      'GET',
    )
  ).data;

/**
 * Moves the double's clock on by `seconds`: after 24 hours (86 400) it has forgotten every
 * idempotency key used before, as Stripe does. The clock is the whole run's.
 */
export const advanceStripeClock = (seconds: number) =>
  controlDouble('advance_clock', { seconds: String(seconds) });

/**
 * The next `count` requests to `path` (e.g. '/v1/refunds'; POST unless `method` says) answer
 * Stripe's 500 api_error, or close the connection unanswered ('network'). Each HTTP request
 * counts, the SDK's own retries too (the functions' client tries a call 3 times; a reset
 * connection is tried once more at once besides), and so do those of tests running beside: the
 * run has one double.
 */
export const failNextStripeRequests = (
  path: string,
  count: number,
  kind: 'error' | 'network' = 'error',
  method = 'POST',
) => controlDouble('fail_next', { path, count: String(count), kind, method });

/** An unpaid order of `customer` for `tool`, as the web app places it (stock not moved). */
export async function createUnpaidOrder(
  customer: TestUser,
  tool: Tool,
  orderedQuantity = tool.minimumOrder,
): Promise<Order> {
  const order = buildOrder(
    tool,
    { toolId: tool._id, orderedQuantity, address: '1 Test Lane', phone: '555 0100' },
    customer,
  );
  const ref = adminDb().collection('orders').doc();
  await ref.set({ ...order, createdAt: new Date() });
  return { ...order, _id: ref.id };
}

/** An order as stored, with the spec's paid and pandingChange derived from its status. */
export async function readOrder(orderId: string): Promise<SpecOrder> {
  const snapshot = await adminDb().collection('orders').doc(orderId).get();
  return withSpecFields({ ...snapshot.data(), _id: snapshot.id } as Order);
}
