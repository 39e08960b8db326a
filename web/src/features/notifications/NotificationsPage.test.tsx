import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { Observable } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import NotificationsPage from './NotificationsPage';

vi.mock('./unreadCount', () => ({ useUnreadNotificationCount: () => undefined, refreshUnreadNotificationCount: () => undefined }));
vi.mock('../../app/dates', () => ({ useDates: () => ({ stamp: (iso: string) => iso.slice(0, 10) }) }));

const node = (id: number, title: string, read: boolean) => ({
  __typename: 'Notification',
  id,
  kind: 'ABSENT',
  title,
  body: `${title}.`,
  link: '/dashboard?defaultTab=2',
  createdAt: '2026-11-2' + (id % 10) + 'T17:00:00.000Z',
  readAt: read ? '2026-11-27T18:00:00.000Z' : null,
});

/** A server with two pages of notifications; it records what it was asked. */
function fakeServer(pages: ReturnType<typeof node>[][]) {
  const asked: { name: string; variables: Record<string, unknown> }[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const { operationName: name = '', variables } = operation;
        asked.push({ name, variables });
        let data: Record<string, unknown> = {};
        if (name === 'Notifications') {
          const index = variables.after === undefined || variables.after === null ? 0 : 1;
          const nodes = pages[index] ?? [];
          const hasMore = index + 1 < pages.length;
          data = { notifications: { __typename: 'NotificationPage', nodes, hasMore, endCursor: hasMore ? nodes.at(-1)!.id : null } };
        } else if (name === 'MarkNotificationRead') {
          const found = pages.flat().find((candidate) => candidate.id === variables.id)!;
          data = { markNotificationRead: { ...found, readAt: '2026-11-28T10:00:00.000Z' } };
        } else if (name === 'MarkAllNotificationsRead') {
          data = { markAllNotificationsRead: 1 };
        }
        observer.next({ data });
        observer.complete();
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  render(
    <ApolloProvider client={client}>
      <MemoryRouter>
        <NotificationsPage />
      </MemoryRouter>
    </ApolloProvider>,
  );
  return { asked };
}

const list = () => screen.getByRole('list', { name: 'Notifications' });

describe('the notifications page', () => {
  it('lists them newest first with the unread marked, and marks one read', async () => {
    const server = fakeServer([[node(12, 'Ada was absent', false), node(11, 'Receipt', true)]]);
    const items = await within(await screen.findByRole('list', { name: 'Notifications' })).findAllByRole('listitem');
    expect(items.map((item) => within(item).getAllByRole('link')[0]!.textContent)).toEqual([
      'Unread: Ada was absentAda was absent.2026-11-22',
      'ReceiptReceipt.2026-11-21',
    ]);
    fireEvent.click(within(list()).getByRole('button', { name: 'Mark read: Ada was absent' }));
    await waitFor(() => expect(within(list()).queryByRole('button', { name: /^Mark read/ })).toBeNull());
    expect(server.asked.find((operation) => operation.name === 'MarkNotificationRead')?.variables).toEqual({ id: 12 });
  });

  it('marks all read in one go', async () => {
    fakeServer([[node(12, 'Ada was absent', false), node(11, 'Ada was late', false)]]);
    await screen.findByRole('list', { name: 'Notifications' });
    expect(within(list()).getAllByRole('button', { name: /^Mark read/ })).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    await waitFor(() => expect(within(list()).queryAllByRole('button', { name: /^Mark read/ })).toHaveLength(0));
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(true);
  });

  it('loads older ones after the last', async () => {
    const server = fakeServer([[node(12, 'Newer', true)], [node(5, 'Older', true)]]);
    fireEvent.click(await screen.findByRole('button', { name: 'Load more' }));
    await within(list()).findByRole('link', { name: /^Older/ });
    expect(within(list()).getAllByRole('listitem')).toHaveLength(2);
    expect(server.asked.filter((operation) => operation.name === 'Notifications').at(-1)?.variables).toEqual({ first: 20, after: 12 });
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are none', async () => {
    fakeServer([[]]);
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Mark all read' }).disabled).toBe(true);
  });
});
