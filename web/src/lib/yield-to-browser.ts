/**
 * Lets the browser handle input and paint before the next step: work split with it runs in tasks
 * of its own, none long enough to block the page. In the start chunk (web/vite.config.ts).
 */
export const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve));
