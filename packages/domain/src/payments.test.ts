import { describe, expect, it } from 'vitest';
import { PAYMENT_TEXT, paymentErrorText } from './payments';

describe('paymentErrorText', () => {
  it.each([
    [{ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' }, 'declined'],
    [{ type: 'card_error', code: 'card_declined', decline_code: 'lost_card' }, 'declined'],
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'test_mode_live_card' },
      'declined',
    ],
    [
      { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' },
      'insufficientFunds',
    ],
    [{ type: 'card_error', code: 'expired_card' }, 'expiredCard'],
    [{ type: 'card_error', code: 'incorrect_cvc' }, 'incorrectCvc'],
    [{ type: 'card_error', code: 'processing_error' }, 'processingError'],
    [
      { type: 'invalid_request_error', code: 'payment_intent_authentication_failure' },
      'authenticationFailed',
    ],
    [{ type: 'card_error', code: 'card_velocity_exceeded' }, 'declined'],
    [{ type: 'invalid_request_error', code: 'payment_intent_unexpected_state' }, 'failed'],
    [{ type: 'api_error' }, 'failed'],
    [{}, 'failed'],
  ] as const)('words %o as PAYMENT_TEXT.%s', (error, text) => {
    expect(paymentErrorText(error)).toBe(PAYMENT_TEXT[text]);
  });
});
