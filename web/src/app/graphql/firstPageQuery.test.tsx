import type { ApolloClient } from '@apollo/client';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApollo, type FakeAnswer, type SentOperation } from '../../test/fakeApollo';
import { graphql } from '../../graphql';

const CartItemCount = graphql(`
  query CartItemCount {
    cartItemCount
  }
`);

/**
 * The Apollo client that app/apollo.ts hands out in these tests, how often a page took it, and the
 * test's own copy of apolloInstance.ts to remember it in (the modules are fresh for each test).
 */
const apollo = vi.hoisted(() => ({
  client: null as ApolloClient | null,
  taken: 0,
  remember: (_client: ApolloClient): void => undefined,
}));

vi.mock('../apollo', () => ({
  apolloClient: () => {
    apollo.taken += 1;
    apollo.remember(apollo.client!);
    return apollo.client!;
  },
}));

/** The server's answers to the plain requests (request.ts), in order; returns the bodies sent. */
function plainServer(...answers: FakeAnswer[]) {
  const bodies: Record<string, unknown>[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(init.body as string) as Record<string, unknown>);
      const answer = answers.shift() ?? new Error('no more answers');
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(new Response(JSON.stringify(answer)));
    }),
  );
  return bodies;
}

/** A fresh copy of the modules (no Apollo loaded yet) and a fake Apollo client answering `answer`. */
async function start(answer: (sent: SentOperation) => FakeAnswer = () => ({ data: { cartItemCount: 9 } })) {
  vi.resetModules();
  apollo.taken = 0;
  const fake = fakeApollo(answer);
  // As the app's client (apollo.ts): a page's query shows the cache, then asks the server.
  fake.client.defaultOptions.watchQuery = { fetchPolicy: 'cache-and-network' };
  apollo.client = fake.client;
  const [query, instance] = await Promise.all([import('./firstPageQuery'), import('../apolloInstance')]);
  apollo.remember = instance.rememberApolloClient;
  return { ...query, ...instance, fake };
}

beforeEach(() => {
  apollo.client = null;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useFirstPageQuery', () => {
  it('shows the answer a drawn page carries from the first render, asks nothing for it, and asks the server on the next visit', async () => {
    const { useFirstPageQuery, loadedApolloClient, fake } = await start();
    const { provideDrawnAnswers } = await import('../drawnPage');
    provideDrawnAnswers({ answers: { 'CartItemCount:{}': { __typename: 'Query', cartItemCount: 6 } } });
    const bodies = plainServer({ data: { cartItemCount: 8 } });
    const shown: unknown[] = [];
    const first = renderHook(() => {
      const state = useFirstPageQuery(CartItemCount, {});
      shown.push(state);
      return state;
    });
    expect(shown[0]).toEqual({ data: { __typename: 'Query', cartItemCount: 6 }, loading: false, error: undefined });
    // Apollo loads and takes the drawn answer into its cache, as it would a first answer.
    await waitFor(() => expect(loadedApolloClient()).toBe(fake.client));
    expect(fake.client.readQuery({ query: CartItemCount })).toEqual({ cartItemCount: 6 });
    expect(bodies).toEqual([]);
    first.unmount();
    // Taken once: the page's next visit reads through Apollo (cache, then the server).
    const { peekDrawnAnswer } = await import('../drawnPage');
    expect(peekDrawnAnswer('CartItemCount:{}')).toBeUndefined();
  });

  it('notes, while the server draws, a first-page query it has no answer for', async () => {
    const { useFirstPageQuery } = await start();
    const { provideDrawnAnswers } = await import('../drawnPage');
    const missing = new Map();
    provideDrawnAnswers({ answers: {} }, missing);
    plainServer({ data: { cartItemCount: 1 } });
    renderHook(() => useFirstPageQuery(CartItemCount, {}));
    expect([...missing.keys()]).toEqual(['CartItemCount:{}']);
    expect(missing.get('CartItemCount:{}')).toMatchObject({ variables: {} });
  });

  it("shows the first answer before Apollo has loaded, then follows the query in Apollo's cache without asking again", async () => {
    const { useFirstPageQuery, loadedApolloClient, fake } = await start();
    const bodies = plainServer({ data: { cartItemCount: 2 } });
    const { result } = renderHook(() => useFirstPageQuery(CartItemCount, {}));
    expect(result.current).toEqual({ data: undefined, loading: true, error: undefined });
    await waitFor(() => expect(result.current.data).toEqual({ cartItemCount: 2 }));
    expect(bodies.map((body) => body.operationName)).toEqual(['CartItemCount']);
    // Apollo loads after the first answer and takes it into its cache: no second request.
    await waitFor(() => expect(loadedApolloClient()).toBe(fake.client));
    expect(fake.client.readQuery({ query: CartItemCount })).toEqual({ cartItemCount: 2 });
    expect(fake.sent).toEqual([]);
    // What changes in the cache (another query's answer, a mutation) shows on the page, as with useQuery.
    await act(async () => {
      fake.client.writeQuery({ query: CartItemCount, data: { cartItemCount: 5 } });
    });
    await waitFor(() => expect(result.current.data).toEqual({ cartItemCount: 5 }));
    expect(result.current.loading).toBe(false);
  });

  it("keeps an answer that came after the page had gone in Apollo's cache, for when it is shown again", async () => {
    const { useFirstPageQuery, loadedApolloClient, fake } = await start();
    let answer: (response: Response) => void = () => undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { unmount } = renderHook(() => useFirstPageQuery(CartItemCount, {}));
    unmount();
    answer(new Response(JSON.stringify({ data: { cartItemCount: 2 } })));
    await waitFor(() => expect(loadedApolloClient()).toBe(fake.client));
    expect(fake.client.readQuery({ query: CartItemCount })).toEqual({ cartItemCount: 2 });
    const shown: unknown[] = [];
    renderHook(() => {
      const state = useFirstPageQuery(CartItemCount, {});
      shown.push(state.data);
      return state;
    });
    expect(shown[0]).toEqual({ cartItemCount: 2 });
  });

  it("reads through Apollo once it has loaded: the cached answer at once, then the server's, without the plain request", async () => {
    const { useFirstPageQuery, rememberApolloClient, fake } = await start(() => ({ data: { cartItemCount: 7 } }));
    const bodies = plainServer();
    rememberApolloClient(fake.client);
    fake.client.writeQuery({ query: CartItemCount, data: { cartItemCount: 3 } });
    const shown: unknown[] = [];
    const { result } = renderHook(() => {
      const state = useFirstPageQuery(CartItemCount, {});
      shown.push(state.data);
      return state;
    });
    // The first render already has the cached answer: no spinner for a page shown again.
    expect(shown[0]).toEqual({ cartItemCount: 3 });
    await waitFor(() => expect(result.current).toMatchObject({ data: { cartItemCount: 7 }, loading: false }));
    expect(fake.sent.map((sent) => sent.operation)).toEqual(['CartItemCount']);
    expect(bodies).toEqual([]);
    expect(apollo.taken).toBe(0);
  });

  it('asks Apollo when it has loaded and nothing is cached', async () => {
    const { useFirstPageQuery, rememberApolloClient, fake } = await start(() => ({ data: { cartItemCount: 4 } }));
    plainServer();
    rememberApolloClient(fake.client);
    const { result } = renderHook(() => useFirstPageQuery(CartItemCount, {}));
    await waitFor(() => expect(result.current.data).toEqual({ cartItemCount: 4 }));
    expect(fake.sent.map((sent) => sent.operation)).toEqual(['CartItemCount']);
  });

  it("gives a failed first request as the page's error, and loads no Apollo for it", async () => {
    const { useFirstPageQuery, loadedApolloClient } = await start();
    plainServer({ errors: [{ message: 'Not signed in', extensions: { code: 'NOT_SIGNED_IN' } }] });
    const { result } = renderHook(() => useFirstPageQuery(CartItemCount, {}));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.data).toBeUndefined();
    expect(result.current.error).toBeInstanceOf(Error);
    expect(loadedApolloClient()).toBeNull();
    expect(apollo.taken).toBe(0);
  });
});

describe('queryFromServer', () => {
  it('asks by the plain request before Apollo has loaded', async () => {
    const { queryFromServer, fake } = await start();
    const bodies = plainServer({ data: { cartItemCount: 6 } });
    await expect(queryFromServer(CartItemCount, {})).resolves.toEqual({ cartItemCount: 6 });
    expect(bodies).toHaveLength(1);
    expect(fake.sent).toEqual([]);
  });

  it('asks through Apollo once it has loaded, never from its cache, and its cache takes the answer', async () => {
    const { queryFromServer, rememberApolloClient, fake } = await start(() => ({ data: { cartItemCount: 8 } }));
    const bodies = plainServer();
    rememberApolloClient(fake.client);
    fake.client.writeQuery({ query: CartItemCount, data: { cartItemCount: 1 } });
    await expect(queryFromServer(CartItemCount, {})).resolves.toEqual({ cartItemCount: 8 });
    expect(fake.sent.map((sent) => sent.operation)).toEqual(['CartItemCount']);
    expect(fake.client.readQuery({ query: CartItemCount })).toEqual({ cartItemCount: 8 });
    expect(bodies).toEqual([]);
  });
});
