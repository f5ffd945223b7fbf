import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Holds the live page still until the function it answers is called (docs/web-app.md). */
export type HoldPage = () => () => void;

export const PageHold = createContext<HoldPage | undefined>(undefined);

/** Holds the live page around the caller, if any, while `held` is true. */
export function useHoldPage(held: boolean) {
  const hold = useContext(PageHold);
  useEffect(() => (held && hold ? hold() : undefined), [held, hold]);
}

/**
 * While held, the value shown when the hold began (a dialog holds from its effect, which runs
 * after this layout effect of the render that showed it).
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
