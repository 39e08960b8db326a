import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshUnreadNotificationCount, useUnreadNotificationCount } from './unreadCount';

const server = vi.hoisted(() => ({
  answers: [] as Array<(count: number) => void>,
  onLive: null as ((data: { unreadNotificationCountChanged: number }) => void) | null,
  onConnected: null as (() => void) | null,
  unsubscribed: 0,
}));

vi.mock('../../app/graphql/request', () => ({
  requestGraphQL: () => new Promise((resolve) => server.answers.push((count) => resolve({ unreadNotificationCount: count }))),
}));

vi.mock('../../app/graphql/live', () => ({
  liveClient: () => ({
    on: (_event: string, listener: () => void) => {
      server.onConnected = listener;
      return () => (server.onConnected = null);
    },
  }),
  subscribe: (_document: unknown, onData: (data: { unreadNotificationCountChanged: number }) => void) => {
    server.onLive = onData;
    return () => {
      server.unsubscribed += 1;
      server.onLive = null;
    };
  },
}));

beforeEach(() => {
  server.answers = [];
  server.onLive = null;
  server.onConnected = null;
  server.unsubscribed = 0;
});

const live = (count: number) => act(() => server.onLive!({ unreadNotificationCountChanged: count }));
const answer = (index: number, count: number) => act(async () => server.answers[index]!(count));

describe('the unread notification count', () => {
  it('shows the first answer, then each live count', async () => {
    const { result, unmount } = renderHook(() => useUnreadNotificationCount());
    expect(result.current).toBeUndefined();
    await answer(0, 3);
    expect(result.current).toBe(3);
    await waitFor(() => expect(server.onLive).not.toBeNull());
    live(4);
    expect(result.current).toBe(4);
    unmount();
  });

  it('drops an answer asked for before a live count came, which is newer', async () => {
    const { result, unmount } = renderHook(() => useUnreadNotificationCount());
    await waitFor(() => expect(server.onLive).not.toBeNull());
    live(5);
    await answer(0, 2);
    expect(result.current).toBe(5);
    unmount();
  });

  it('asks again when the live connection comes back, and after a mark on this page', async () => {
    const { result, unmount } = renderHook(() => useUnreadNotificationCount());
    await answer(0, 1);
    await waitFor(() => expect(server.onConnected).not.toBeNull());
    act(() => server.onConnected!());
    expect(server.answers).toHaveLength(1);
    act(() => server.onConnected!());
    expect(server.answers).toHaveLength(2);
    await answer(1, 7);
    expect(result.current).toBe(7);
    act(() => refreshUnreadNotificationCount());
    await answer(2, 0);
    expect(result.current).toBe(0);
    unmount();
  });

  it('is shared by the bell and a page, and forgotten when neither shows it', async () => {
    function Count({ label }: { label: string }) {
      return (
        <p>
          {label} {useUnreadNotificationCount() ?? 'none'}
        </p>
      );
    }
    const view = render(
      <>
        <Count label="bell" />
        <Count label="page" />
      </>,
    );
    expect(server.answers).toHaveLength(1);
    await answer(0, 2);
    expect(screen.getByText('bell 2')).toBeTruthy();
    expect(screen.getByText('page 2')).toBeTruthy();
    await waitFor(() => expect(server.onLive).not.toBeNull());
    view.unmount();
    expect(server.unsubscribed).toBe(1);

    const again = renderHook(() => useUnreadNotificationCount());
    expect(again.result.current).toBeUndefined();
    expect(server.answers).toHaveLength(2);
    again.unmount();
  });
});
