import type {
  StripeElements,
  StripeExpressCheckoutElementConfirmEvent,
  StripePaymentElementChangeEvent,
} from '@stripe/stripe-js';
import { useState } from 'react';

/** `tellServer` sets or clears the intent's setup_future_usage, as the server owns the intent. */
export function useSaveCard(tellServer: (save: boolean) => Promise<void>) {
  /** A new card is typed (not a saved one, nor another method): it may be saved. */
  const [newCard, setNewCard] = useState(true);
  const [saveCard, setSaveCard] = useState(false);
  /** What the server last set on the intent (nothing to begin with). */
  const [savedChoice, setSavedChoice] = useState(false);

  /**
   * Tells the server a changed choice, and Elements read the intent again (its mandate text
   * changes); null when the server could not be told.
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
