import { styled } from '@mui/material/styles';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { TOAST_AUTO_HIDE_MS } from '@pedalworks/domain/constants';
import { TOASTS_BELOW_APP_BAR } from '@/theme/theme';

/** The theme's colours, dark enough for white text (WCAG AA): notistack's own are not. */
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.dark },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.main },
}));
const TOASTS = { success: Toast, error: Toast, info: Toast, warning: Toast };

function ToastContainer({ onMount }: { onMount: () => void }) {
  useEffect(onMount, [onMount]);
  return (
    <SnackbarProvider
      autoHideDuration={TOAST_AUTO_HIDE_MS}
      anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
      classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_APP_BAR }}
      Components={TOASTS}
    />
  );
}

/** The container, from its own lazy chunk (see ./toast.tsx). */
export function renderToastContainer(onMount: () => void) {
  return <ToastContainer onMount={onMount} />;
}
