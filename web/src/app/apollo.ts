import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { getMainDefinition } from '@apollo/client/utilities';
import { Kind, OperationTypeNode } from 'graphql';
import { rememberApolloClient } from './apolloInstance';
import { appHeaders } from './graphql/request';
import { liveClient } from './graphql/live';

/**
 * One GraphQL endpoint: queries and mutations over HTTP (the session rides in an HttpOnly cookie,
 * the CSRF header marks the request as the app's own), subscriptions over graphql-ws.
 */
export function createApolloClient(): ApolloClient {
  const http = new HttpLink({
    uri: '/graphql',
    credentials: 'same-origin',
    fetch: (input, init) => fetch(input, { ...init, headers: appHeaders(init?.headers) }),
  });
  const ws = new GraphQLWsLink(liveClient());
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

let client: ApolloClient | null = null;

/** The app's one Apollo client, made when the first page that reads through Apollo loads. */
export function apolloClient(): ApolloClient {
  if (!client) {
    client = createApolloClient();
    rememberApolloClient(client);
  }
  return client;
}
