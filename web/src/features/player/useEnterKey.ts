import { useEffect, useRef } from 'react';

/** Targets where Enter keeps its own meaning: buttons and links press, text areas break lines. */
const OWN_ENTER = 'textarea, button, a[href], select, [role="button"], [role="tab"], [contenteditable="true"]';

/**
 * §4 Enter submits the problem (the main button) while no modal is open; modals close on Enter
 * themselves. Passes the number of the problem the focus is in (Display All), else null. The
 * scratchpad, when it arrives, keeps Enter while it is open.
 */
export function useEnterKey(active: boolean, onEnter: (problemNumber: number | null) => void) {
  const handler = useRef(onEnter);
  useEffect(() => {
    handler.current = onEnter;
  });
  useEffect(() => {
    if (!active) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.defaultPrevented || event.isComposing || event.repeat) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest(OWN_ENTER) || target?.closest('[role="dialog"]')) return;
      event.preventDefault();
      const number = Number(target?.closest('[data-problem]')?.getAttribute('data-problem'));
      handler.current(Number.isInteger(number) && number > 0 ? number : null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [active]);
}
