import {
  Button,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { DASHBOARD_TEXT, TEXT } from '@pedalworks/domain/messages';
import { Dialog } from './dialog';

interface ConfirmDeleteDialogProps {
  open: boolean;
  question: string;
  warning: string;
  onCancel: () => void;
  onConfirm: () => Promise<void>;
  /** The confirming button (Delete by default) and the dismissing one (Cancel by default). */
  confirmLabel?: string;
  dismissLabel?: string;
  /** A choice that goes with the confirmation (a checkbox), under the question. */
  children?: ReactNode;
}

/** The 'Are you sure?' in front of every deletion or cancellation that can not be undone. */
export function ConfirmDeleteDialog({
  open,
  question,
  warning,
  onCancel,
  onConfirm,
  confirmLabel = DASHBOARD_TEXT.delete,
  dismissLabel = DASHBOARD_TEXT.cancel,
  children,
}: ConfirmDeleteDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{TEXT.areYouSure}</DialogTitle>
      <DialogContent>
        <DialogContentText>{question}</DialogContentText>
        {children}
        <DialogContentText sx={{ color: 'error.main', mt: 1 }}>{warning}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{dismissLabel}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => void confirm()}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
