import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { PRERENDERED_ATTRIBUTE } from '@/config/prerender';
import { yieldToBrowser } from '@/lib/yield-to-browser';

/**
 * Starts the app in steps, each a task of its own, so that none blocks the page for long:
 * React DOM is evaluated with this module; then MUI's styling engine with the shop's theme
 * module (src/theme/theme.ts); then the theme is made; then the app's modules
 * (src/app/start.tsx); then the router (reading the location, matching the routes, loading the
 * page's lazy modules); then the first render. All of these chunks are fetched with this one.
 */
async function start() {
  await yieldToBrowser();
  const { shopTheme } = await import('@/theme/theme');
  await yieldToBrowser();
  shopTheme();
  await yieldToBrowser();
  const { createApp } = await import('@/app/start');
  await yieldToBrowser();
  const app = await createApp();
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
