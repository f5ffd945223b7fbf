import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while hydrating: what the server cannot know (the time zone, a prerendered page's filters)
 * renders as in the HTML first, as React does not patch text and attributes that differ then.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
