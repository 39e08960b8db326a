import type { OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { TadaDocumentNode } from 'gql.tada';
import { useEffect, useState } from 'react';
import { drawnFromCache, noteDrawnFromCache, takeDrawnAnswer } from './drawnPage';
import { firstAnswerKey } from './graphql/firstPageQuery';

/** Apollo's options of a drawn page's query; `fetchPolicy` is the one of every visit after the first render. */
export type DrawnQueryOptions<Result, Variables extends OperationVariables> = useQuery.Options<Result, Variables> & {
  fetchPolicy: WatchQueryFetchPolicy;
};

/** What the query gives: its answer whole (or none yet), as the pages read it. */
export type DrawnQueryResult<Result, Variables extends OperationVariables> = useQuery.Result<Result, Variables, 'empty' | 'complete'>;

/**
 * Apollo's `useQuery` on a page the server draws (decision 0148): the app's first render after the
 * drawing reads the answer the drawing was made with from the cache it carries, instead of asking
 * again as the app starts, which would render the page a second time with the same data (on a
 * phone, one long task). Every later visit, and other variables, use `options.fetchPolicy`. While
 * drawing, it notes that the page was drawn from this answer.
 */
export function useDrawnQuery<Result, Variables extends OperationVariables>(
  query: TadaDocumentNode<Result, Variables>,
  options: DrawnQueryOptions<Result, Variables>,
): DrawnQueryResult<Result, Variables> {
  const key = firstAnswerKey(query, options.variables);
  noteDrawnFromCache(key);
  const [drawnWith] = useState(() => (drawnFromCache(key) ? key : null));
  useEffect(() => {
    if (drawnWith !== null) takeDrawnAnswer(drawnWith);
  }, [drawnWith]);
  const fetchPolicy = drawnWith === key ? 'cache-first' : options.fetchPolicy;
  // The overloads of useQuery choose by the options' literal type; these are the general ones.
  return useQuery(query, { ...options, fetchPolicy } as useQuery.Options<Result, Variables>) as DrawnQueryResult<Result, Variables>;
}
