import { CssBaseline, ThemeProvider } from '@mui/material';
import { styled } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useState, type ReactNode } from 'react';
import { TOAST_AUTO_HIDE_MS } from '@pedalworks/domain/constants';
import { createQueryClient } from '@/lib/react-query';
import { theme, TOASTS_BELOW_APP_BAR } from '@/theme/theme';

/**
 * Toasts in the theme's colours, dark enough for white text (WCAG AA 4.5:1): notistack's own
 * green, blue and orange are not.
 */
const Toast = styled(MaterialDesignContent)(({ theme: { palette } }) => ({
  '&.notistack-MuiContent-success': { backgroundColor: palette.success.dark },
  '&.notistack-MuiContent-error': { backgroundColor: palette.error.dark },
  '&.notistack-MuiContent-info': { backgroundColor: palette.info.dark },
  '&.notistack-MuiContent-warning': { backgroundColor: palette.warning.main },
}));
const TOASTS = { success: Toast, error: Toast, info: Toast, warning: Toast };

/**
 * What every page has, the data cache of the REST reads included (one per app, so a prerender
 * shares nothing between pages). Firebase comes with the pages that use it (see
 * src/app/router.tsx): Auth with sign-in and the signed-in pages, Firestore with
 * routes/firestore-layout.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <SnackbarProvider
          autoHideDuration={TOAST_AUTO_HIDE_MS}
          anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
          classes={{ containerAnchorOriginTopRight: TOASTS_BELOW_APP_BAR }}
          Components={TOASTS}
        >
          {children}
        </SnackbarProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
