import { TextField } from '@mui/material';
import { useState, type ComponentProps } from 'react';
import { ValidationError } from 'yup';
import { reasonField } from '@pedalworks/domain/role-schemas';
import { ROLE_TEXT, STAFF_REASON_MAX_LENGTH } from '@pedalworks/domain/roles';
import { ConfirmDeleteDialog } from '@/components/ui/confirm-dialog';

type ReasonDialogProps = Omit<ComponentProps<typeof ConfirmDeleteDialog>, 'onConfirm'> & {
  /** Called with the reason once the domain's schema takes it. */
  onConfirm: (reason: string) => Promise<void>;
};

/** The confirmation of a refund or a write-off, which the staff member must give a reason for. */
export function ReasonDialog({ onConfirm, onCancel, children, ...props }: ReasonDialogProps) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const reset = () => {
    setReason('');
    setError(null);
  };
  const confirm = async () => {
    let valid: string;
    try {
      valid = await reasonField().validate(reason);
    } catch (invalid) {
      if (!(invalid instanceof ValidationError)) throw invalid;
      setError(invalid.message);
      return;
    }
    await onConfirm(valid);
    reset();
  };
  return (
    <ConfirmDeleteDialog
      {...props}
      onCancel={() => {
        reset();
        onCancel();
      }}
      onConfirm={confirm}
    >
      {children}
      <TextField
        label={ROLE_TEXT.reason}
        name="reason"
        required
        fullWidth
        multiline
        margin="normal"
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error !== null}
        helperText={error ?? `${reason.length}/${STAFF_REASON_MAX_LENGTH}`}
      />
    </ConfirmDeleteDialog>
  );
}
