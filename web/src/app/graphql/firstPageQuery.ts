import { type DocumentNode, type FieldNode, Kind, visit } from '@0no-co/graphql.web';
import type { ApolloClient, OperationVariables, WatchQueryFetchPolicy } from '@apollo/client';
import type { TadaDocumentNode } from 'gql.tada';
import { useEffect, useState } from 'react';
import { loadedApolloClient } from '../apolloInstance';
import { answerKey, noteMissingAnswer, peekDrawnAnswer, takeDrawnAnswer } from '../drawnPage';
import { requestGraphQL } from './request';

/** What a page reads of a query: as Apollo's `useQuery` gives it. */
export interface QueryState<Result> {
  data: Result | undefined;
  loading: boolean;
  error: unknown;
}

const SKIPPED: QueryState<never> = { data: undefined, loading: false, error: undefined };
const TYPENAME: FieldNode = { kind: Kind.FIELD, name: { kind: Kind.NAME, value: '__typename' } };
const typed = new WeakMap<DocumentNode, DocumentNode>();

/**
 * The document asking for each object's type as well, as Apollo asks: its cache files an answer's
 * objects (and matches its fragments) by type, and takes an answer without them only in part.
 */
export function withTypenames<Result, Variables>(document: TadaDocumentNode<Result, Variables>): TadaDocumentNode<Result, Variables> {
  let result = typed.get(document);
  if (!result) {
    result = visit(document, {
      SelectionSet(node, _key, parent) {
        const root = parent !== undefined && 'kind' in parent && parent.kind === Kind.OPERATION_DEFINITION;
        const asked = node.selections.some((selection) => selection.kind === Kind.FIELD && selection.name.value === '__typename');
        return root || asked ? undefined : { ...node, selections: [...node.selections, TYPENAME] };
      },
    });
    typed.set(document, result);
  }
  return result;
}

/** Names a first-page query's answer among those a drawn page carries (app/drawnPage.ts). */
export function firstAnswerKey(document: DocumentNode, variables: unknown): string {
  const operation = document.definitions.find((definition) => definition.kind === Kind.OPERATION_DEFINITION);
  return answerKey(operation?.name?.value ?? '', variables);
}

/**
 * The answer the page was drawn with, as a loaded state: the first render shows what the drawing
 * showed. While the server draws, a query without its answer yet is noted for it to ask.
 */
function drawnState<Result, Variables extends OperationVariables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): QueryState<Result> | null {
  const key = firstAnswerKey(document, variables);
  const data = peekDrawnAnswer(key);
  if (data === undefined) noteMissingAnswer(key, { document: withTypenames(document), variables });
  return data === undefined ? null : { data: data as Result, loading: false, error: undefined };
}

/** The query's answer in Apollo's cache, when Apollo has loaded and has one: a page shown again shows it at once. */
function cachedState<Result, Variables extends OperationVariables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): QueryState<Result> {
  const cached = loadedApolloClient()?.readQuery({ query: document, variables });
  return { data: cached ?? undefined, loading: true, error: undefined };
}

/** Follows the query in Apollo's cache (answers of other queries and mutations update it); returns what stops it. */
function watch<Result, Variables extends OperationVariables>(
  client: ApolloClient,
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  fetchPolicy: WatchQueryFetchPolicy | undefined,
  onState: (state: QueryState<Result>) => void,
): () => void {
  const subscription = client.watchQuery({ query: document, variables, ...(fetchPolicy ? { fetchPolicy } : {}) }).subscribe({
    next: (result) => onState({ data: (result.data as Result | undefined) ?? undefined, loading: result.loading, error: result.error }),
    error: (error: unknown) => onState({ data: undefined, loading: false, error }),
  });
  return () => subscription.unsubscribe();
}

/**
 * Apollo's `useQuery` for a first page that shows before Apollo has loaded: the first answer comes
 * by the plain request the sign-in pages use (request.ts), then Apollo loads, takes the answer into
 * its cache and follows the query there (no second request), as `useQuery` would. Once Apollo has
 * loaded (a later visit of the page), the query goes through it from the start (cache, then network).
 * `variables` is compared by value; `skip` asks nothing (as `useQuery`'s `skip`).
 */
export function useFirstPageQuery<Result, Variables extends OperationVariables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
  { skip = false }: { skip?: boolean } = {},
): QueryState<Result> {
  const key = JSON.stringify(variables);
  const [state, setState] = useState<QueryState<Result>>(() =>
    skip ? SKIPPED : (drawnState(document, variables) ?? cachedState(document, variables)),
  );

  useEffect(() => {
    if (skip) {
      setState(SKIPPED);
      return;
    }
    const asked = JSON.parse(key) as Variables;
    let stopped = false;
    let stopWatching = () => undefined as void;
    const follow = (client: ApolloClient, fetchPolicy?: WatchQueryFetchPolicy) => {
      stopWatching = watch(client, document, asked, fetchPolicy, setState);
    };
    const client = loadedApolloClient();
    if (client) follow(client);
    else {
      const drawn = takeDrawnAnswer(firstAnswerKey(document, asked)) as Result | undefined;
      (drawn === undefined ? requestGraphQL(withTypenames(document), asked) : Promise.resolve(drawn))
        .then(
          async (data) => {
            if (!stopped) setState({ data, loading: false, error: undefined });
            const { apolloClient } = await import('../apollo');
            // The cache takes the answer even when the page has gone: shown again, it shows it at once.
            const loaded = apolloClient();
            loaded.writeQuery({ query: document, variables: asked, data });
            if (!stopped) follow(loaded, 'cache-first');
          },
          (error: unknown) => {
            if (!stopped) setState({ data: undefined, loading: false, error });
          },
        )
        // Apollo's code failing to load leaves the first answer on screen; the next page loads it again.
        .catch(() => undefined);
    }
    return () => {
      stopped = true;
      stopWatching();
    };
  }, [document, key, skip]);

  return state;
}

/**
 * One query asked of the server (never answered from the cache): through Apollo when it has loaded,
 * so that its cache takes the answer as before, else by the plain request.
 */
export async function queryFromServer<Result, Variables extends OperationVariables>(
  document: TadaDocumentNode<Result, Variables>,
  variables: Variables,
): Promise<Result | undefined> {
  const client = loadedApolloClient();
  if (!client) return requestGraphQL(withTypenames(document), variables);
  const { data } = await client.query({ query: document, variables, fetchPolicy: 'network-only' });
  return data;
}
