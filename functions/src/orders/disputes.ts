import type Stripe from 'stripe';
import { runTransition } from './engine';
import { checkoutOf } from './stored';
import { intentIdOf, retrieveIntent } from './stripe';

/** Keyed by dispute id and status: deliveries in any number and order record each change once. */
export async function recordDispute(dispute: Stripe.Dispute): Promise<void> {
  const intentId = intentIdOf(dispute.payment_intent);
  if (!intentId) return;
  const checkout = await checkoutOf(await retrieveIntent(intentId));
  for (const orderId of checkout?.orderIds ?? []) {
    await runTransition(orderId, (order) => {
      if (!order || order.transactionId !== intentId) return null;
      if (order.dispute?.id === dispute.id && order.dispute.status === dispute.status) return null;
      return {
        event: 'dispute',
        patch: { dispute: { id: dispute.id, status: dispute.status } },
        by: 'stripe',
      };
    });
  }
}
