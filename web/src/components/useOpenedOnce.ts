import { useState } from 'react';

/**
 * True from the first time `open` is true on: a dialog whose code loads lazily is mounted when
 * first opened and stays mounted, so that it can play its closing transition.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
