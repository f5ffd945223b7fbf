/**
 * Test-side Stripe: the real SDK pointed at the Stripe API test double, and webhook deliveries
 * signed the way Stripe signs them (stripe.webhooks.generateTestHeaderString).
 */
import { randomBytes } from 'node:crypto';
import Stripe from 'stripe';
import { buildOrder } from '@pedalworks/domain/orders';
import type { Order, Tool } from '@pedalworks/domain/types';
import { functionUrl } from '../../scripts/lib/emulator-config';
import { adminDb, type TestUser } from '../support/emulators';
import {
  STRIPE_DOUBLE_SECRET_KEY,
  STRIPE_DOUBLE_WEBHOOK_SECRET,
} from '../../scripts/lib/stripe-test-env';
import { STRIPE_DOUBLE_HOST, STRIPE_DOUBLE_PORT } from './stripe-api';

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
export function stripeEvent(type: string, object: unknown) {
  return {
    id: `evt_${randomBytes(12).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
}

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

export async function readOrder(orderId: string): Promise<Order> {
  const snapshot = await adminDb().collection('orders').doc(orderId).get();
  return { ...snapshot.data(), _id: snapshot.id } as Order;
}
