import type Stripe from 'stripe';
import { withDispute } from '@pedalworks/domain/orders';
import { runTransition } from './engine';
import { checkoutOf } from './stored';
import { intentIdOf, retrieveIntent } from './stripe';

/** Merged by dispute id inside the order's transaction: an older read never undoes a newer one. */
export async function recordDispute(dispute: Stripe.Dispute): Promise<void> {
  const intentId = intentIdOf(dispute.payment_intent);
  if (!intentId) return;
  const checkout = await checkoutOf(await retrieveIntent(intentId));
  for (const orderId of checkout?.orderIds ?? []) {
    await runTransition(orderId, (order) => {
      if (!order || order.transactionId !== intentId) return null;
      const patch = withDispute(order, { id: dispute.id, status: dispute.status });
      return patch ? { event: 'dispute', patch, by: 'stripe' } : null;
    });
  }
}
