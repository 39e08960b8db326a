import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * §5 Leaving: while `text` is set, leaving for another page of the app asks first (the page
 * shows `blocker` in its confirmation modal), and closing or reloading the tab makes the browser
 * ask (browsers show their own words there).
 */
export function useLeavePrompt(text: string | null) {
  const blocker = useBlocker(({ currentLocation, nextLocation }) => text !== null && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (text === null) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need returnValue set to ask.
      event.returnValue = text;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [text]);

  // Nothing to ask any more (the set was submitted meanwhile): let the waiting navigation go.
  useEffect(() => {
    if (blocker.state === 'blocked' && text === null) blocker.proceed();
  }, [blocker, text]);

  return blocker;
}
