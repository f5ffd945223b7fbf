import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { TOAST_AUTO_HIDE_MS } from '@pedalworks/domain/constants';
import { theme, TOASTS_BELOW_APP_BAR } from '@/theme/theme';

/**
 * What every page has. Firebase comes with the pages that use it (see src/app/router.tsx):
 * Auth with sign-in and the signed-in pages, Firestore with routes/firestore-layout.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <SnackbarProvider
        autoHideDuration={TOAST_AUTO_HIDE_MS}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_APP_BAR }}
      >
        {children}
      </SnackbarProvider>
    </ThemeProvider>
  );
}
