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

export const testStripe = () =>
  new Stripe(process.env.STRIPE_SECRET_KEY || STRIPE_DOUBLE_SECRET_KEY, {
    host: STRIPE_DOUBLE_HOST,
    port: STRIPE_DOUBLE_PORT,
    protocol: 'http',
  });

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

/** Calls one of the Stripe API double's own controls (not Stripe's API). */
async function controlDouble(path: string, params: Record<string, string>) {
  const response = await fetch(`${STRIPE_DOUBLE_URL}/_double/${path}`, {
    method: 'POST',
    body: new URLSearchParams(params),
  });
  if (!response.ok) throw new Error(`Stripe API double ${path}: ${await response.text()}`);
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

/** The bank settles an order's payment that was processing: it succeeds (and is announced). */
export const settlePayments = (orderId: string) => controlDouble('settle', { order: orderId });

/**
 * Time passes for an order's refunds of payments made with the refund-failing test card
 * (TEST_PAYMENT_METHODS.refundFails): they fail, and charge.refund.updated is announced.
 */
export const failRefunds = (orderId: string) => controlDouble('fail_refunds', { order: orderId });

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
