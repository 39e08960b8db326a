import { useLayoutEffect, useSyncExternalStore } from 'react';

/**
 * Whether the side bar and header are hidden: the problem-set player uses the whole window for
 * students, and for staff while Full Screen is on. One flag, owned by the page that sets it.
 */
let hidden = false;
const listeners = new Set<() => void>();

function setHidden(value: boolean): void {
  if (hidden === value) return;
  hidden = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useShellChromeHidden(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hidden,
    () => hidden,
  );
}

/**
 * Hides the shell's side bar and header while the calling page is mounted and `hide` is true;
 * before the browser paints the page, so the page never shows a frame with them and then moves.
 */
export function useHideShellChrome(hide: boolean): void {
  useLayoutEffect(() => {
    setHidden(hide);
    return () => setHidden(false);
  }, [hide]);
}
