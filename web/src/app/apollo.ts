import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import type { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { Observable, type Subscription } from 'rxjs';
import { rememberApolloClient } from './apolloInstance';
import { appHeaders } from './graphql/request';

/**
 * One GraphQL endpoint: queries and mutations over HTTP (the session rides in an HttpOnly cookie,
 * the CSRF header marks the request as the app's own), subscriptions over graphql-ws.
 */
/** Where the server puts the answers a drawn first page was drawn with (server/src/http/first-page-drawing.ts). */
export const APOLLO_STATE_ELEMENT_ID = 'apollo-state';

/** The app's cache, with the answers a drawn first page carries, so the app's first render shows the same page. */
function appCache(): InMemoryCache {
  // The player's set differs by mode (a REVIEW heading, revealed keys): kept inside each player answer, not merged by id.
  const cache = new InMemoryCache({ typePolicies: { PlayerProblemSet: { keyFields: false }, PlayerSubmission: { keyFields: false } } });
  // Not after a drawn player took an answer itself (features/player/answerBeforeTheApp.ts): its data is then old.
  const text =
    typeof document === 'undefined' || document.documentElement.dataset.earlyAnswer
      ? null
      : document.getElementById(APOLLO_STATE_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      cache.restore(JSON.parse(text) as NormalizedCacheObject);
    } catch {
      // A broken state is no state: the page asks for its data as usual.
    }
  }
  return cache;
}

/**
 * The client the server draws a first page with (web/src/prerender.tsx): its operations go to
 * `graphqlFetch` (the server's own GraphQL, as a signed-out visitor) and it answers from its cache.
 */
export function createDrawingApolloClient(graphqlFetch: (body: string) => Promise<Response>): ApolloClient {
  const link = new HttpLink({ uri: '/graphql', fetch: (_input, init) => graphqlFetch(typeof init?.body === 'string' ? init.body : '') });
  return new ApolloClient({ link, cache: appCache(), ssrMode: true });
}

let client: ApolloClient | null = null;

/** Gives the app's pages this client (the server's drawing of a first page). */
export function provideApolloClient(drawing: ApolloClient): void {
  client = drawing;
}

/**
 * Subscriptions over graphql-ws, whose client (the live connection) loads with the first
 * subscription: a page that follows nothing live does without it. A failed load fails that
 * subscription; the next one tries again.
 */
function liveOnFirstSubscription(): ApolloLink {
  let loading: Promise<GraphQLWsLink> | null = null;
  const load = () =>
    (loading ??= import('./graphql/liveLink').then(
      ({ liveLink }) => liveLink(),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        let subscription: Subscription | null = null;
        let closed = false;
        load().then(
          (link) => {
            if (!closed) subscription = link.request(operation).subscribe(observer);
          },
          (error: unknown) => observer.error(error),
        );
        return () => {
          closed = true;
          subscription?.unsubscribe();
        };
      }),
  );
}

export function createApolloClient(): ApolloClient {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (input, init) => fetch(input, { ...init, headers: appHeaders(init?.headers) }),
  });
  const ws = liveOnFirstSubscription();
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  return new ApolloClient({ link, cache: appCache(), defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } } });
}

/** The app's one Apollo client, made when the first page that reads through Apollo loads. */
export function apolloClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    rememberApolloClient(client);
  }
  return client;
}
