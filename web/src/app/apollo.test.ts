import { firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../graphql';
import { createApolloClient } from './apollo';
import { liveLink } from './graphql/liveLink';

// The live connection, as a link that answers each subscription once.
vi.mock('./graphql/liveLink', async () => {
  const [{ ApolloLink }, { of }] = await Promise.all([import('@apollo/client'), import('rxjs')]);
  return { liveLink: vi.fn(() => new ApolloLink(() => of({ data: { onUnreadMessagesChanged: true } }))) };
});

const UnreadMessagesChanged = graphql(`
  subscription UnreadMessagesChanged {
    onUnreadMessagesChanged
  }
`);

/** A drawn first page carries the answers it was drawn with; the app's cache starts with them. */
afterEach(() => {
  document.body.innerHTML = '';
});

const state = { ROOT_QUERY: { __typename: 'Query', appVersion: '1.2.3' } };

describe("the app's Apollo cache", () => {
  it('starts with the answers the drawn page carries', () => {
    document.body.innerHTML = `<script id="apollo-state" type="application/json">${JSON.stringify(state)}</script>`;
    expect(createApolloClient().cache.extract()).toEqual(state);
  });

  it('starts empty without them, or with them broken', () => {
    expect(createApolloClient().cache.extract()).toEqual({});
    document.body.innerHTML = '<script id="apollo-state" type="application/json">{broken</script>';
    expect(createApolloClient().cache.extract()).toEqual({});
  });
});

describe("the app's live connection", () => {
  it('loads with the first subscription, not with the client, and carries every subscription after', async () => {
    const client = createApolloClient();
    expect(liveLink).not.toHaveBeenCalled();
    const first = await firstValueFrom(client.subscribe({ query: UnreadMessagesChanged }));
    expect(first.data).toEqual({ onUnreadMessagesChanged: true });
    await firstValueFrom(client.subscribe({ query: UnreadMessagesChanged }));
    expect(liveLink).toHaveBeenCalledTimes(1);
  });
});
