import { CssBaseline, ThemeProvider } from '@mui/material';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { AuthProvider, FirebaseAppProvider, FirestoreProvider } from 'reactfire';
import { TOAST_AUTO_HIDE_MS } from '@pedalworks/domain/constants';
import { auth, firebaseApp, firestore } from '@/lib/firebase';
import { theme } from '@/theme/theme';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <FirebaseAppProvider firebaseApp={firebaseApp}>
      <AuthProvider sdk={auth}>
        <FirestoreProvider sdk={firestore}>
          <ThemeProvider theme={theme}>
            <CssBaseline />
            <SnackbarProvider
              autoHideDuration={TOAST_AUTO_HIDE_MS}
              anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
            >
              {children}
            </SnackbarProvider>
          </ThemeProvider>
        </FirestoreProvider>
      </AuthProvider>
    </FirebaseAppProvider>
  );
}
