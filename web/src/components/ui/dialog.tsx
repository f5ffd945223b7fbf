import { Dialog as MuiDialog, type DialogProps } from '@mui/material';
import { useHoldPage } from '@/lib/page-hold';

/** Holds its live page still while open: rows pushed off the page would unmount and close it. */
export function Dialog(props: DialogProps) {
  useHoldPage(props.open);
  return <MuiDialog {...props} />;
}
