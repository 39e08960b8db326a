import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { liveClient } from './live';

/** Apollo's subscriptions over the app's one live connection (loaded with the first subscription: apollo.ts). */
export function liveLink(): GraphQLWsLink {
  return new GraphQLWsLink(liveClient());
}
