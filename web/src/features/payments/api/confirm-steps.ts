import type {
  StripeElements,
  StripeError,
  StripeExpressCheckoutElementConfirmEvent,
} from '@stripe/stripe-js';
import { paymentErrorText } from '@pedalworks/domain/payments';

type Wallet = StripeExpressCheckoutElementConfirmEvent | undefined;

/** The Payment Element checks its own fields without Stripe; a wallet's sheet has done so. */
export async function fieldsComplete(elements: StripeElements, wallet: Wallet): Promise<boolean> {
  if (wallet) return true;
  const { error } = await elements.submit();
  return !error;
}

/** What Stripe refused, in the domain's words ('' for the fields' own errors); a wallet is told. */
export function refusalText(refused: StripeError, wallet: Wallet): string {
  wallet?.paymentFailed();
  return refused.type === 'validation_error' ? '' : paymentErrorText(refused);
}
