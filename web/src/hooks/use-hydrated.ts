import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React takes over a page rendered on the server or at build time, true after (and
 * at once on a page the browser renders itself). What the server cannot know (the visitor's
 * time zone, the URL's filters on a prerendered page) first renders as in the HTML, then as it
 * is: React does not patch text and attributes that differ while it hydrates.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
