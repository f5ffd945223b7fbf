/**
 * Order helpers shared by the API and browser suites: the expiry sweep run on demand (the
 * emulator-only `expireOrdersNow` function, which `npm start` calls every minute) and time moved
 * on for one order by back-dating its hold.
 */
import { ORDER_SWEEP_URL } from '../../scripts/lib/emulator-config';
import { TEST_PAYMENT_METHODS } from '../doubles/stripe-api';
import { testStripe } from '../doubles/stripe-events';
import { adminDb, api, type TestUser } from './emulators';

/** Runs the expiry sweep once, as Cloud Scheduler does in production. */
export async function runSweep(): Promise<{ status: number; expired: number }> {
  const response = await fetch(ORDER_SWEEP_URL, { method: 'POST' });
  const body = (await response.json().catch(() => ({}))) as { expired?: number };
  return { status: response.status, expired: body.expired ?? 0 };
}

/** Moves time on for one order: its hold ended a minute ago (it was placed a hold earlier). */
export async function endHold(orderId: string): Promise<void> {
  const now = Date.now();
  await adminDb()
    .collection('orders')
    .doc(orderId)
    .update({ createdAt: new Date(now - 2 * 60 * 60_000), holdUntil: new Date(now - 60_000) });
}

/**
 * An order placed and paid the way the shop does it (POST /order, its payment intent, the card
 * confirmed at the Stripe double, PATCH /order/{id}), so that the engine records and counts it;
 * answers the order's id. Throws on any refusal.
 */
export async function placeAndPay(
  customer: TestUser,
  toolId: string,
  orderedQuantity: number,
): Promise<string> {
  const token = await customer.token();
  const placed = await api('POST', '/order', {
    token,
    body: { toolId, orderedQuantity, phone: '+1 555 0100', address: '1 Test Lane' },
  });
  if (placed.status !== 201) throw new Error(`POST /order answered ${placed.status}`);
  const { _id: orderId } = (await placed.json()) as { _id: string };
  const created = await api('POST', '/create-payment-intent', { token, body: { order: orderId } });
  const { clientSecret } = (await created.json()) as { clientSecret: string };
  const intent = clientSecret.split('_secret_')[0]!;
  await testStripe().paymentIntents.confirm(intent, { payment_method: TEST_PAYMENT_METHODS.visa });
  const paid = await api('PATCH', `/order/${orderId}`, {
    token,
    body: { order: orderId, transectionId: intent },
  });
  if (paid.status !== 200) throw new Error(`PATCH /order answered ${paid.status}`);
  return orderId;
}
