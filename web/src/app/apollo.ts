import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { sessionValues } from './storage';

/**
 * One GraphQL endpoint: queries and mutations over HTTP (the session rides in an HttpOnly cookie,
 * the CSRF header marks the request as the app's own), subscriptions over graphql-ws.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('x-solve-csrf', '1');
      headers.set('cache-control', 'no-cache');
      const studentSession = sessionValues.get('sessionId');
      if (studentSession) headers.set('x-student-session', studentSession);
      return fetch(input, { ...init, headers });
    },
  });
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  const ws = new GraphQLWsLink(createClient({ url: `${protocol}//${window.location.host}/graphql`, retryAttempts: Infinity, lazy: true }));
  const link = ApolloLink.split(
    ({ query }) => {
      const definition = getMainDefinition(query);
      return definition.kind === Kind.OPERATION_DEFINITION && definition.operation === OperationTypeNode.SUBSCRIPTION;
    },
    ws,
    http,
  );
  return new ApolloClient({
    link,
    // The player's set differs by mode (a REVIEW heading, revealed keys): kept inside each player answer, not merged by id.
    cache: new InMemoryCache({ typePolicies: { PlayerProblemSet: { keyFields: false }, PlayerSubmission: { keyFields: false } } }),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
