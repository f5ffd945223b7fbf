import { Button, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { Dialog } from '@/components/ui/dialog';

/** The form mounts only while open, so that each opening starts afresh. */
export function FormDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {open && <DialogContent sx={{ pt: 1 }}>{children}</DialogContent>}
    </Dialog>
  );
}

/** The last row of a dialog's grid form (FormikGridForm): Cancel, then its submit button. */
export function FormDialogActions({
  cancel,
  submit,
  submitting,
  onCancel,
}: {
  cancel: string;
  submit: string;
  submitting: boolean;
  onCancel: () => void;
}) {
  return (
    <Grid size={12}>
      <DialogActions sx={{ px: 0 }}>
        <Button onClick={onCancel}>{cancel}</Button>
        <Button type="submit" variant="contained" disabled={submitting}>
          {submit}
        </Button>
      </DialogActions>
    </Grid>
  );
}
