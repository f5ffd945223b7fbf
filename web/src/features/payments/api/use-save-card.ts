import type {
  StripeElements,
  StripeExpressCheckoutElementConfirmEvent,
  StripePaymentElementChangeEvent,
} from '@stripe/stripe-js';
import { useState } from 'react';

/**
 * 'Save this card for next time' (off by default), for a payment whose intent the server owns:
 * `tellServer` sets or clears the intent's setup_future_usage. Only a new card typed in the
 * Payment Element may be saved (not a saved one, another method or a wallet).
 */
export function useSaveCard(tellServer: (save: boolean) => Promise<void>) {
  /** A new card is typed (not a saved one, nor another method): it may be saved. */
  const [newCard, setNewCard] = useState(true);
  const [saveCard, setSaveCard] = useState(false);
  /** What the server last set on the intent (nothing to begin with). */
  const [savedChoice, setSavedChoice] = useState(false);

  /**
   * Before confirming: tells the server the choice when it changed, and has Elements read the
   * intent again (its mandate text changes). Answers whether to save, or null when the server
   * could not be told.
   */
  async function apply(
    elements: StripeElements,
    wallet: StripeExpressCheckoutElementConfirmEvent | undefined,
  ): Promise<boolean | null> {
    const save = !wallet && newCard && saveCard;
    if (save === savedChoice) return save;
    const told = await tellServer(save).then(
      () => true,
      (failure: unknown) => (console.error(failure), false),
    );
    if (!told) return null;
    setSavedChoice(save);
    await elements.fetchUpdates();
    return save;
  }

  const onChange = (event: StripePaymentElementChangeEvent) =>
    setNewCard(event.value.type === 'card' && !event.value.payment_method);

  return { newCard, saveCard, setSaveCard, apply, onChange };
}
