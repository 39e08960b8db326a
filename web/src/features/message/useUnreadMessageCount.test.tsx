import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable, type Subscriber } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import { useUnreadMessageCount } from './useUnreadMessageCount';

/** A server with the count query and the live announcements, which the test sends. */
function fakeServer(count: number) {
  const asked: string[] = [];
  const live: Subscriber<ApolloLink.Result>[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.operationName ?? '');
        if (operation.operationName === 'UnreadMessagesChanged') {
          live.push(observer);
          return;
        }
        observer.next({ data: { unreadMessageCount: count } });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const refetch = vi.spyOn(client, 'refetchQueries');
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const announce = (data: Record<string, unknown>) => act(() => live.forEach((observer) => observer.next({ data })));
  return { asked, live, refetch, wrapper, announce };
}

describe('useUnreadMessageCount', () => {
  it('shows the count the server gives', async () => {
    const server = fakeServer(3);
    const { result } = renderHook(() => useUnreadMessageCount(true), { wrapper: server.wrapper });
    expect(result.current).toBe(0);
    await waitFor(() => expect(result.current).toBe(3));
  });

  it('follows the announced count, and reads the open message lists again', async () => {
    const server = fakeServer(3);
    const { result } = renderHook(() => useUnreadMessageCount(true), { wrapper: server.wrapper });
    await waitFor(() => expect(server.live).toHaveLength(1));
    await waitFor(() => expect(result.current).toBe(3));
    server.announce({ onUnreadMessagesChanged: 5 });
    await waitFor(() => expect(result.current).toBe(5));
    expect(server.refetch).toHaveBeenCalledOnce();
  });

  it('reads the lists again on an announcement without a count, keeping the count', async () => {
    const server = fakeServer(3);
    const { result } = renderHook(() => useUnreadMessageCount(true), { wrapper: server.wrapper });
    await waitFor(() => expect(result.current).toBe(3));
    await waitFor(() => expect(server.live).toHaveLength(1));
    server.announce({ onUnreadMessagesChanged: null });
    await waitFor(() => expect(server.refetch).toHaveBeenCalledOnce());
    expect(result.current).toBe(3);
  });

  it('asks nothing and follows nothing when not enabled', async () => {
    const server = fakeServer(3);
    const { result } = renderHook(() => useUnreadMessageCount(false), { wrapper: server.wrapper });
    await act(async () => undefined);
    expect(server.asked).toEqual([]);
    expect(result.current).toBe(0);
  });
});
