import { print } from '@0no-co/graphql.web';
import type { TadaDocumentNode } from 'gql.tada';
import { type Client, createClient } from 'graphql-ws/client';

let client: Client | null = null;

/**
 * The app's one graphql-ws connection (Apollo's subscriptions use it too): opened with the first
 * subscription, closed when the last one ends, retried without end while the page is open.
 */
export function liveClient(): Client {
  if (!client) {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    client = createClient({ url: `${protocol}//${window.location.host}/graphql`, retryAttempts: Infinity, lazy: true });
  }
  return client;
}

/** Follows a subscription without Apollo; returns what ends it. */
export function subscribe<Result>(document: TadaDocumentNode<Result, Record<string, never>>, onData: (data: Result) => void): () => void {
  return liveClient().subscribe<Result>(
    { query: print(document) },
    {
      next: (answer) => {
        if (answer.data) onData(answer.data);
      },
      // A failed subscription leaves the last value on screen; graphql-ws retries the connection.
      error: () => undefined,
      complete: () => undefined,
    },
  );
}
