import { useState } from 'react';

/** True once `open` has been: a lazily loaded menu stays mounted to animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
