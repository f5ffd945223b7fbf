import { StrictMode } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';

/** The app's own chunk, loaded with the entry but evaluated in a task of its own. */
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
