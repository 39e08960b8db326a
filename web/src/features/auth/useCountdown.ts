import { useCallback, useEffect, useRef, useState } from 'react';

/** Whole seconds left until a deadline set by `start(seconds)`; 0 when none runs. */
export function useCountdown() {
  const deadline = useRef(0);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    // Counted from the deadline, not by decrements, so a throttled background tab stays right.
    const id = setInterval(() => {
      setSecondsLeft(Math.max(0, Math.ceil((deadline.current - Date.now()) / 1000)));
    }, 1000);
    return () => clearInterval(id);
  }, [running]);

  const start = useCallback((seconds: number) => {
    deadline.current = Date.now() + seconds * 1000;
    setSecondsLeft(Math.max(0, Math.ceil(seconds)));
  }, []);

  const stop = useCallback(() => {
    deadline.current = 0;
    setSecondsLeft(0);
  }, []);

  return { secondsLeft, start, stop };
}
