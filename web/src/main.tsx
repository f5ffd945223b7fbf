import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';

async function start() {
  const router = await createAppRouter();
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // The public pages come prerendered (src/prerender.tsx): React takes over their markup.
  const container = document.getElementById('root')!;
  if (container.hasChildNodes()) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

// Not a top-level await: with one, the bundler splits the entry into many small chunks.
void start();
