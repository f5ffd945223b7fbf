import CssBaseline from '@mui/material/CssBaseline';
// Material's own ThemeProvider also bundles the CSS-variables provider, which this theme does not
// use (createTheme without cssVariables): the system's provider is what it renders for it.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider } from '@/lib/session';
import { Toaster } from '@/lib/toast';
import { shopTheme } from '@/theme/theme';

/**
 * What every page has, the data cache of the REST reads included (one per app, so a prerender
 * shares nothing between pages), and the toasts (loaded after the first render). Firebase comes
 * with the pages that use it (see src/app/router.tsx): Auth with sign-in and the signed-in
 * pages, Firestore with routes/firestore-layout.
 */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={shopTheme()}>
        <CssBaseline />
        <SessionProvider>{children}</SessionProvider>
        <Toaster />
      </ThemeProvider>
    </QueryClientProvider>
  );
}
