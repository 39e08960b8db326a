import type { ApolloCache } from '@apollo/client';
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MarkAllNotificationsReadMutation, MarkNotificationReadMutation, type NotificationData } from './notifications.documents';
import { refreshUnreadNotificationCount } from './unreadCount';

/** Every notification the cache holds (the bell's list and the page's) read as of `readAt`. */
function markCachedRead(cache: ApolloCache, readAt: string) {
  // The app's cache (InMemoryCache) extracts its objects by id ("Notification:12").
  const stored = cache.extract();
  if (typeof stored !== 'object' || stored === null) return;
  for (const id of Object.keys(stored)) {
    if (id.startsWith('Notification:')) cache.modify({ id, fields: { readAt: (existing: unknown) => existing ?? readAt } });
  }
}

/**
 * Mark read, Mark all read and opening a notification (which marks it read), for the bell and the
 * page: the answers update the lists in Apollo's cache, and the badge is asked again.
 */
export function useNotificationActions() {
  const [markOne] = useMutation(MarkNotificationReadMutation);
  const [markAll, markAllState] = useMutation(MarkAllNotificationsReadMutation, {
    update: (cache, { data }) => {
      if (data) markCachedRead(cache, new Date().toISOString());
    },
  });

  const markRead = useCallback(
    (notification: NotificationData) => {
      if (notification.readAt !== null) return Promise.resolve();
      // A failure leaves it unread, as the list still shows it.
      return markOne({ variables: { id: notification.id } }).then(refreshUnreadNotificationCount, () => undefined);
    },
    [markOne],
  );

  // A failure shows as `markAllError`; nothing changed.
  const markAllRead = useCallback(() => markAll().then(refreshUnreadNotificationCount, () => undefined), [markAll]);

  return { markRead, open: markRead, markAllRead, markingAll: markAllState.loading, markAllError: markAllState.error };
}
