import { useState } from 'react';

/** True from the first time `open` is true: a lazily loaded menu stays mounted to animate closed. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened;
}
