/**
 * Telling a customer once that a payment, or one order's part of a shared payment, was refunded
 * because its order could no longer take it (gone, cancelled, refunded, paid otherwise, or
 * expired with its tools sold meanwhile): one mail ('payment-refunded') and, while the order
 * exists, one 'refunded' event on its timeline, both keyed by the payment intent (and the order,
 * for a part), in one transaction, so that retried webhooks and repeated calls tell it once.
 */
import type Stripe from 'stripe';
import { COLLECTIONS } from '@pedalworks/domain/constants';
import { paymentRefundedMail, receiptLineLabel } from '@pedalworks/domain/mail';
import { db, transact } from '../lib/admin';
import { queueMail, shopUrl } from '../services/mail';
import { appendEvent } from '../services/timeline';
import { ordersCollection, storedOrder } from './engine';

export interface RefundNotice {
  paymentId: string;
  /** The order the payment (or part) was for; it may be gone. */
  orderId: string;
  /** Set for one part of a checkout's payment. */
  part: boolean;
  email: string;
  name: string;
  /** What it paid for: 'Hex key set × 2'. */
  what: string;
  /** Dollars. */
  amount: number;
}

/** The id of the notice's mail: one per payment, or per order of a shared payment. */
export const refundNoticeId = (notice: Pick<RefundNotice, 'paymentId' | 'orderId' | 'part'>) =>
  notice.part
    ? `payment-refunded-${notice.paymentId}-${notice.orderId}`
    : `payment-refunded-${notice.paymentId}`;

/** Queues the notice's mail and timeline event unless they were queued before. */
export async function noticeRefundedPayment(notice: RefundNotice): Promise<void> {
  const id = refundNoticeId(notice);
  const mailRef = db().collection(COLLECTIONS.mail).doc(id);
  const orderRef = ordersCollection().doc(notice.orderId);
  await transact(async (transaction) => {
    const [mail, order] = await Promise.all([transaction.get(mailRef), transaction.get(orderRef)]);
    if (mail.exists) return;
    const stored = storedOrder(order);
    queueMail(transaction, {
      id,
      to: stored?.email ?? notice.email,
      message: paymentRefundedMail({
        name: stored ? stored.userName || stored.name : notice.name,
        what: notice.what,
        amount: notice.amount,
        paymentId: notice.paymentId,
        at: new Date(),
        shopUrl: shopUrl.value(),
      }),
      ...(stored ? { orderId: notice.orderId } : {}),
      kind: 'payment-refunded',
    });
    if (stored) {
      appendEvent(
        transaction,
        orderRef,
        {
          type: 'refunded',
          by: 'system',
          details: { amount: notice.amount, transactionId: notice.paymentId },
        },
        id,
      );
    }
  });
}

/**
 * The notice of a single order's payment that recordPayment refunded in full (its order gone,
 * cancelled, refunded, paid otherwise, or expired and sold out): told from the order while it
 * exists, else from what the intent says (its receipt e-mail and description).
 */
export async function noticeRefundedIntent(intent: Stripe.PaymentIntent): Promise<void> {
  const orderId = intent.metadata?.orderId;
  if (!orderId) return;
  const order = storedOrder(await ordersCollection().doc(orderId).get());
  const email = order?.email ?? intent.receipt_email;
  if (!email) return;
  await noticeRefundedPayment({
    paymentId: intent.id,
    orderId,
    part: false,
    email,
    name: order ? order.userName || order.name : email,
    what: order
      ? receiptLineLabel({ toolName: order.toolName, quantity: order.orderedQuantity })
      : (intent.description ?? ''),
    amount: intent.amount / 100,
  });
}
