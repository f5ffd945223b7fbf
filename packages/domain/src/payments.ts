import { TEXT } from './messages';
import type { PaymentProblemKind, StripeErrorCodes } from './types';

/** What the payment pages tell a customer, whatever Stripe answered. */
export const PAYMENT_TEXT = {
  paymentDetails: 'Payment details',
  declined: 'Your card was declined. Please try another card or payment method.',
  insufficientFunds: 'Your card has insufficient funds. Please try another card.',
  expiredCard: 'Your card has expired. Please try another card.',
  incorrectCvc: "Your card's security code is incorrect. Please check it and try again.",
  processingError: 'Your bank could not process the payment. Please try again in a little while.',
  authenticationFailed:
    'Your payment could not be authenticated. Please try again or choose another payment method.',
  failed: 'Your payment did not go through. Please try again or choose another payment method.',
  notPaid: 'This order is not paid yet.',
  checking: 'Checking your payment…',
  resultTitle: 'Payment result',
  tryAgain: 'Try again',
  saveCard: 'Save this card for next time',
  paymentMethods: 'Payment methods',
  noPaymentMethods: 'You have no saved cards.',
  paymentMethodsFailed: 'Your saved cards could not be shown.',
  savedCard: (brand: string, last4: string) =>
    `${brand.charAt(0).toUpperCase()}${brand.slice(1)} •••• ${last4}`,
  expires: (month: number, year: number) =>
    `Expires ${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`,
  remove: 'Remove',
  removeCard: (card: string) => `Remove ${card}`,
  cardRemoved: (card: string) => `${card} is removed`,
  cardRemoveFailed: 'Sorry, failed to remove the card',
} as const;

/** Pay all (one payment for the cart's unpaid orders) and the receipt page. */
export const CHECKOUT_TEXT = {
  // No sum here: the checkout adds shipping and takes off a code, and shows what is charged.
  payAll: (count: number) => `Pay all (${count})`,
  heading: 'Pay all',
  yourOrders: 'Your unpaid orders',
  payTotal: (total: string) => `Pay ${total}`,
  outcome: {
    pending: 'Waiting for the payment',
    paid: TEXT.paid,
    refunded: 'Refunded: this order could no longer be paid',
  },
  resultTitle: 'Pay all: result',
  allPaid: 'Your payment went through. A receipt is on its way by e-mail.',
  waiting: 'We are waiting for Stripe to confirm your payment…',
  backToOrders: 'Back to My Orders',
  notFound: 'This payment was not found.',
  canceled:
    'This payment was stopped because one of its orders can no longer be paid (it expired, was deleted or cancelled, or was paid on another page). Nothing was charged.',
  startAgain: 'Start again',
  receipt: 'Receipt',
  receiptTitle: 'Receipt',
  paidOn: (when: string) => `Paid on ${when}`,
  card: (last4: string) => `Card •••• ${last4}`,
  refundedPart: 'Refunded',
  print: 'Print or save as PDF',
  paymentId: 'Payment',
} as const;

/** The admins' Payment problems section (COLLECTIONS.paymentProblems). */
export const PAYMENT_PROBLEMS_TEXT = {
  heading: 'Payment problems',
  intro:
    'Money the shop could not match or return as it should. A mismatched payment was refunded in full; a failed or stuck refund means the buyer still has not got the money back: the shop retries a stuck one, or refund from the Stripe Dashboard and contact them; a refund made in the Dashboard beyond what the orders paid is not on any order.',
  none: 'No payment problems.',
  table: 'Payment problems',
  columns: ['When', 'Problem', 'Order', 'Amount', 'Stripe'],
  kinds: {
    mismatch: 'Payment did not match its order: refunded',
    'refund-failed': 'Refund failed: money not returned',
    'refund-stuck': 'Refund owed: Stripe keeps refusing it, still retrying',
    'unallocated-refund': 'Refund beyond what its orders paid',
  } satisfies Record<PaymentProblemKind, string>,
} as const;

/** Card decline codes (Stripe's `decline_code` or `code`) that have their own words. */
const BY_CODE: Record<string, string> = {
  insufficient_funds: PAYMENT_TEXT.insufficientFunds,
  expired_card: PAYMENT_TEXT.expiredCard,
  incorrect_cvc: PAYMENT_TEXT.incorrectCvc,
  processing_error: PAYMENT_TEXT.processingError,
  payment_intent_authentication_failure: PAYMENT_TEXT.authenticationFailed,
};

/** By code only: Stripe's own message changes, and some of it is meant for developers. */
export function paymentErrorText(error: StripeErrorCodes): string {
  const known = BY_CODE[error.decline_code ?? ''] ?? BY_CODE[error.code ?? ''];
  if (known) return known;
  if (error.type === 'card_error' || error.code === 'card_declined') return PAYMENT_TEXT.declined;
  return PAYMENT_TEXT.failed;
}
