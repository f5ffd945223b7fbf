import { createContext, useContext, useEffect } from 'react';

/**
 * Holds the live page around it still: answers the function that lets it go again. A live list
 * (usePagedQuery) keeps showing the rows it showed while a hold lasts, so that a dialog opened
 * from a row is not closed by new documents pushing that row to the next page.
 */
export type HoldPage = () => () => void;

export const PageHold = createContext<HoldPage | undefined>(undefined);

/** Holds the live page around the caller, if any, while `held` is true. */
export function useHoldPage(held: boolean) {
  const hold = useContext(PageHold);
  useEffect(() => (held && hold ? hold() : undefined), [held, hold]);
}
