import { Dialog as MuiDialog, type DialogProps } from '@mui/material';
import { useHoldPage } from '@/lib/page-hold';

/**
 * MUI's Dialog that, while open, holds still the live page it was opened from (see PageHold):
 * rows pushed off the page by new documents would unmount it and close it.
 */
export function Dialog(props: DialogProps) {
  useHoldPage(props.open);
  return <MuiDialog {...props} />;
}
