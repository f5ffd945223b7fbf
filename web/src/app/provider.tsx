import CssBaseline from '@mui/material/CssBaseline';
// Material's ThemeProvider also bundles the CSS-variables provider, which this theme never uses.
import { ThemeProvider } from '@mui/system';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/lib/react-query';
import { SessionProvider } from '@/lib/session';
import { Toaster } from '@/lib/toast';
import { shopTheme } from '@/theme/theme';

/** One data cache per app, so that a prerender shares nothing between pages. */
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
