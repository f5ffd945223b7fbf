/**
 * Order helpers shared by the API and browser suites: the expiry sweep run on demand (the
 * emulator-only `expireOrdersNow` function, which `npm start` calls every minute) and time moved
 * on for one order by back-dating its hold.
 */
import { ORDER_SWEEP_URL } from '../../scripts/lib/emulator-config';
import { adminDb } from './emulators';

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
