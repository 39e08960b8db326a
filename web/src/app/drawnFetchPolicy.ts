import type { WatchQueryFetchPolicy } from '@apollo/client';
import { useState } from 'react';
import { answerKey, noteDrawnFromCache, takeDrawnFromCache } from './drawnPage';

/**
 * The fetch policy of an Apollo query on a page the server draws (decision 0148): the app's first
 * render after the drawing reads the answer the drawing was made with from the cache it carries,
 * instead of asking again as the app starts, which would render the page a second time with the
 * same data (on a phone, one long task). Every later visit, and other variables, use `otherwise`.
 * While drawing, it notes that the page was drawn from this answer.
 */
export function useDrawnFetchPolicy(operationName: string, variables: unknown, otherwise: WatchQueryFetchPolicy): WatchQueryFetchPolicy {
  const key = answerKey(operationName, variables);
  noteDrawnFromCache(key);
  const [drawnWith] = useState(() => (takeDrawnFromCache(key) ? key : null));
  return drawnWith === key ? 'cache-first' : otherwise;
}
