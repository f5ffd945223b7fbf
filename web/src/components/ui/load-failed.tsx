import { Alert } from '@mui/material';
import { LIST_TEXT } from '@pedalworks/domain/lists';

/** What a list says when it could not be read, instead of looking empty. */
export function LoadFailed() {
  return <Alert severity="error">{LIST_TEXT.loadFailed}</Alert>;
}
