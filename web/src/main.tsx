import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '@/config/prerender';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/** Starts the app in steps, each a task of its own (docs/performance.md, 'Work in steps'). */
async function start() {
  await yieldToBrowser();
  const { shopTheme } = await import('@/theme/theme');
  await yieldToBrowser();
  shopTheme();
  await yieldToBrowser();
  const { createApp } = await import('@/app/start');
  await yieldToBrowser();
  const app = await createApp();
  // React takes over a prerendered page or replaces the shell, as a transition that yields to the
  // browser between components.
  const container = document.getElementById('root')!;
  startTransition(() => {
    if (container.hasAttribute(PRERENDERED_ATTRIBUTE)) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

// Not a top-level await: with one, the bundler splits the entry into many small chunks.
void start();
