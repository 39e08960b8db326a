import type { ApolloClient } from '@apollo/client';

let instance: ApolloClient | null = null;

/**
 * The Apollo client once a page that reads through it has loaded it (apollo.ts), else null: the
 * session clears its cache at sign-out without loading Apollo for pages that never needed it.
 */
export function loadedApolloClient(): ApolloClient | null {
  return instance;
}

export function rememberApolloClient(client: ApolloClient): void {
  instance = client;
}
