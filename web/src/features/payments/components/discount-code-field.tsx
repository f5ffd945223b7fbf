import { Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { normalCode, PRICE_TEXT } from '@pedalworks/domain/pricing';
import { FormField } from '@/components/form/form-field';
import { ApiError } from '@/lib/api-client';

/** The server checks the code; its refusal shows under the field, in the domain's words. */
export function DiscountCodeField({
  applied,
  onApply,
  disabled = false,
}: {
  /** The code the shown price has, if any. */
  applied: string | null;
  /** Asks the server with the code; throws its refusal. */
  onApply: (code: string) => Promise<void>;
  disabled?: boolean;
}) {
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const apply = async () => {
    const typed = normalCode(code);
    if (!typed) return;
    setBusy(true);
    setError('');
    try {
      await onApply(typed);
    } catch (refusal) {
      setError(
        refusal instanceof ApiError && [400, 409, 429].includes(refusal.status)
          ? refusal.message
          : PRICE_TEXT.failed,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack
      component="form"
      noValidate
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        void apply();
      }}
    >
      <FormField
        name="discountCode"
        label={PRICE_TEXT.code}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError('');
        }}
        error={error || undefined}
        touched
        helperText={applied ? PRICE_TEXT.applied(applied) : ' '}
        autoComplete="off"
        disabled={disabled}
        inputProps={{ spellCheck: false, autoCapitalize: 'characters' }}
      />
      {/* Level with the input, under the label. */}
      <Box sx={{ pt: 3.5 }}>
        <Button
          type="submit"
          variant="outlined"
          disabled={disabled || busy || normalCode(code) === ''}
        >
          {PRICE_TEXT.apply}
        </Button>
      </Box>
    </Stack>
  );
}
