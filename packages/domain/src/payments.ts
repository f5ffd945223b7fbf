import { PAYMENT_TEXT } from './messages';
import type { StripeErrorCodes } from './types';

/** Card decline codes (Stripe's `decline_code` or `code`) that have their own words. */
const BY_CODE: Record<string, string> = {
  insufficient_funds: PAYMENT_TEXT.insufficientFunds,
  expired_card: PAYMENT_TEXT.expiredCard,
  incorrect_cvc: PAYMENT_TEXT.incorrectCvc,
  processing_error: PAYMENT_TEXT.processingError,
  payment_intent_authentication_failure: PAYMENT_TEXT.authenticationFailed,
};

/**
 * What the customer is told about a payment Stripe refused, from the error's codes (Stripe.js's
 * `error` or a payment intent's `last_payment_error`): a decline, a failed 3-D Secure or bank
 * authentication, or, for anything else, that it did not go through. Stripe's own message is
 * never shown: its words change and some are meant for developers.
 */
export function paymentErrorText(error: StripeErrorCodes): string {
  const known = BY_CODE[error.decline_code ?? ''] ?? BY_CODE[error.code ?? ''];
  if (known) return known;
  if (error.type === 'card_error' || error.code === 'card_declined') return PAYMENT_TEXT.declined;
  return PAYMENT_TEXT.failed;
}
