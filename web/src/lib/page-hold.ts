import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/**
 * Holds the live page around it still: answers the function that lets it go again. A live list
 * (usePagedQuery, useMyOrders) keeps showing the rows it showed while a hold lasts, so that a
 * dialog opened from a row is not closed by new documents pushing that row to the next page.
 */
export type HoldPage = () => () => void;

export const PageHold = createContext<HoldPage | undefined>(undefined);

/** Holds the live page around the caller, if any, while `held` is true. */
export function useHoldPage(held: boolean) {
  const hold = useContext(PageHold);
  useEffect(() => (held && hold ? hold() : undefined), [held, hold]);
}

/**
 * What a live list shows of its `current` value: the value itself, or, while held, the one it
 * showed when the hold began; the newest shows once every hold is let go. (A dialog holds from
 * its effect, which runs after this layout effect of the rendering that showed it.)
 */
export function useHeld<T>(current: T): { shown: T; hold: HoldPage } {
  const latest = useRef(current);
  useLayoutEffect(() => {
    latest.current = current;
  });
  const holds = useRef(0);
  const [held, setHeld] = useState<{ value: T }>();
  const hold: HoldPage = useCallback(() => {
    holds.current += 1;
    if (holds.current === 1) setHeld({ value: latest.current });
    let released = false;
    return () => {
      if (released) return;
      released = true;
      holds.current -= 1;
      if (holds.current === 0) setHeld(undefined);
    };
  }, []);
  return { shown: held ? held.value : current, hold };
}
