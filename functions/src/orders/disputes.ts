import type Stripe from 'stripe';
import { runTransition } from './engine';
import { checkoutOf } from './stored';
import { intentIdOf, retrieveIntent } from './stripe';

/**
 * Records a dispute's current status (asked of Stripe) on every order its payment paid: a
 * disputed order can not be shipped, and a lost one can be written off. Keyed by the dispute's
 * id and status, so any number of deliveries in any order record each change once.
 */
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
