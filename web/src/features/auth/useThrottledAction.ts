import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Runs one action at a time and at most once per `intervalMs` (family-catalog-payment.md §9
 * throttles): `pending` while it runs, `busy` until the interval since its start is over too.
 */
export function useThrottledAction(intervalMs: number) {
  const [pending, setPending] = useState(false);
  const [coolingDown, setCoolingDown] = useState(false);
  const running = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (action: () => Promise<void>) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      const startedAt = Date.now();
      try {
        await action();
      } finally {
        setPending(false);
        const rest = intervalMs - (Date.now() - startedAt);
        if (rest > 0) {
          setCoolingDown(true);
          timer.current = setTimeout(() => {
            running.current = false;
            setCoolingDown(false);
          }, rest);
        } else {
          running.current = false;
        }
      }
    },
    [intervalMs],
  );

  return { run, pending, busy: pending || coolingDown };
}
