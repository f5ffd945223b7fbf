import { StrictMode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/**
 * The app: its own chunk with everything it imports but MUI's styling engine (MUI's components,
 * the router, the data cache, the shell), loaded with the entry but evaluated in a task of its
 * own (see src/main.tsx).
 */
export async function createApp() {
  const router = await createAppRouter();
  return (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
}
