import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { createAppRouter } from '@/app/router';
import { PRERENDERED_ATTRIBUTE } from '@/config/prerender';

/** Lets the browser handle input and paint before the next step. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));

async function start() {
  // Evaluating the modules is one task; making the router (reading the location, matching the
  // routes, loading the page's lazy modules) is another, so neither blocks the page for long.
  await yieldToBrowser();
  const router = await createAppRouter();
  const app = (
    <StrictMode>
      <AppProvider>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // The public pages come prerendered (src/prerender.tsx): React takes over their markup.
  // Other pages come with a prerendered shell, which React replaces. As a transition, the first
  // render yields to the browser between components instead of blocking it in one long task.
  const container = document.getElementById('root')!;
  startTransition(() => {
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// Not a top-level await: with one, the bundler splits the entry into many small chunks.
void start();
