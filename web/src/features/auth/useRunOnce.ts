import { useEffect, useRef } from 'react';

/** Runs an effect once per mount, also under StrictMode's double mount (sign-in links are single requests). */
export function useRunOnce(effect: () => void) {
  const done = useRef(false);
  const latest = useRef(effect);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    latest.current();
  }, []);
}
