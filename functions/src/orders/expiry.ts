import { Timestamp } from 'firebase-admin/firestore';
import { ordersCollection, orderHoldMinutes } from './engine';
import { expireOrder } from './payments';

/**
 * The sweep: expires every held order whose hold has ended (stock back, payment intent
 * cancelled), one transaction each, so that a sweep running twice, or racing a payment or a
 * deletion, expires each order once. Cloud Scheduler runs it every minute in production;
 * locally `npm start` calls it on the same cadence, and the API runs it for one customer
 * before it answers their orders. Returns how many orders this run expired.
 */
export async function sweepExpiredOrders(
  options: { now?: Date; uid?: string } = {},
): Promise<{ expired: number }> {
  const now = options.now ?? new Date();
  // Held orders placed at least a hold ago; each is checked against its own holdUntil.
  const cutoff = Timestamp.fromMillis(now.getTime() - orderHoldMinutes.value() * 60_000);
  let query = ordersCollection().where('status', '==', 'held');
  query = options.uid
    ? query.where('uid', '==', options.uid)
    : query.where('createdAt', '<=', cutoff);
  const candidates = await query.get();
  const results = await Promise.all(candidates.docs.map((doc) => expireOrder(doc.id, now)));
  return { expired: results.filter(Boolean).length };
}
