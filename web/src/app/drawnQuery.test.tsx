import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Observable } from 'rxjs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { graphql } from '../graphql';

const ClassTitle = graphql(`
  query ClassTitle($id: Int!) {
    manageClassroom(id: $id) {
      __typename
      id
      title
    }
  }
`);

afterEach(() => {
  document.getElementById('drawn-answers')?.remove();
});

/**
 * A fresh page whose drawing was made from ClassTitle of class 4, its cache carrying that answer,
 * and a server that answers with the class's newer title and counts what it is asked.
 */
async function drawnPage() {
  const element = document.createElement('script');
  element.id = 'drawn-answers';
  element.type = 'application/json';
  element.textContent = JSON.stringify({ answers: { 'ClassTitle:{"id":4}': true } });
  document.body.append(element);
  vi.resetModules();
  const { useDrawnQuery } = await import('./drawnQuery');
  const asked: unknown[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        asked.push(operation.variables);
        const id = Number(operation.variables.id);
        observer.next({ data: { manageClassroom: { __typename: 'ManagedClassroom', id, title: 'Asked' } } });
        observer.complete();
      }),
  );
  const cache = new InMemoryCache();
  cache.writeQuery({
    query: ClassTitle,
    variables: { id: 4 },
    data: { manageClassroom: { __typename: 'ManagedClassroom', id: 4, title: 'Drawn' } },
  });
  const client = new ApolloClient({ link, cache });
  const wrapper = ({ children }: { children: ReactNode }) => <ApolloProvider client={client}>{children}</ApolloProvider>;
  const title = (id: number) =>
    renderHook(() => useDrawnQuery(ClassTitle, { variables: { id }, fetchPolicy: 'network-only' }), { wrapper }).result;
  return { asked, title };
}

describe('useDrawnQuery', () => {
  it("reads the drawing's answer from the cache on the first render after it, and asks as usual after", async () => {
    const page = await drawnPage();
    const first = page.title(4);
    expect(first.current.data?.manageClassroom.title).toBe('Drawn');
    expect(page.asked).toEqual([]);
    // The next visit asks, with the visit's own policy.
    const next = page.title(4);
    await waitFor(() => expect(next.current.data?.manageClassroom.title).toBe('Asked'));
    expect(page.asked).toEqual([{ id: 4 }]);
  });

  it('asks as usual for an answer the page was not drawn from', async () => {
    const page = await drawnPage();
    const other = page.title(5);
    await waitFor(() => expect(other.current.data?.manageClassroom.title).toBe('Asked'));
    expect(page.asked).toEqual([{ id: 5 }]);
  });
});
