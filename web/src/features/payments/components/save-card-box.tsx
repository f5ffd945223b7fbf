import { Checkbox, FormControlLabel } from '@mui/material';
import { PAYMENT_TEXT } from '@pedalworks/domain/payments';
import type { useSaveCard } from '../api/use-save-card';

/** The 'Save this card for next time' box, shown while a new card is typed. */
export function SaveCardBox({
  choice,
  disabled,
}: {
  choice: ReturnType<typeof useSaveCard>;
  disabled: boolean;
}) {
  if (!choice.newCard) return null;
  return (
    <FormControlLabel
      control={
        <Checkbox
          checked={choice.saveCard}
          disabled={disabled}
          onChange={(event) => choice.setSaveCard(event.target.checked)}
        />
      }
      label={PAYMENT_TEXT.saveCard}
    />
  );
}
