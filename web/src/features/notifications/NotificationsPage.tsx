import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../components/errorMessage';
import { NotLoaded } from '../../components/NotLoaded';
import { NotificationItem } from './NotificationItem';
import { NotificationsQuery } from './notifications.documents';
import { useNotificationActions } from './useNotificationActions';
import { useUnreadNotificationCount } from './unreadCount';

/** Notifications a page shows at a time. */
export const PAGE_SIZE = 20;

/** /notifications: everything the person was told of, newest first, with Mark read and Load more. */
export default function NotificationsPage() {
  const { data, loading, error, refetch, fetchMore } = useQuery(NotificationsQuery, {
    variables: { first: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<unknown>(null);
  const { open, markRead, markAllRead, markingAll, markAllError } = useNotificationActions();
  const unread = useUnreadNotificationCount();
  // A new notification arrives at the top: the newest page is read again (older pages fold away).
  const seen = useRef(unread);
  useEffect(() => {
    if (unread !== undefined && seen.current !== undefined && unread > seen.current) refetch().catch(() => undefined);
    seen.current = unread;
  }, [unread, refetch]);

  const page = data?.notifications;
  const loadMore = () => {
    if (!page?.endCursor) return;
    setLoadingMore(true);
    setMoreError(null);
    fetchMore({
      variables: { first: PAGE_SIZE, after: page.endCursor },
      updateQuery: (previous, { fetchMoreResult }) => ({
        notifications: {
          ...fetchMoreResult.notifications,
          nodes: [...previous.notifications.nodes, ...fetchMoreResult.notifications.nodes],
        },
      }),
    })
      .catch(setMoreError)
      .finally(() => setLoadingMore(false));
  };
  const anyUnread = (unread ?? 0) > 0 || (page?.nodes.some((node) => node.readAt === null) ?? false);

  return (
    <Box sx={{ width: '100%', maxWidth: 800, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800, flexGrow: 1 }}>
          Notifications
        </Typography>
        <Button component={RouterLink} to="/notifications/preferences">
          Settings
        </Button>
        <Button variant="outlined" onClick={() => void markAllRead()} disabled={!anyUnread || markingAll}>
          Mark all read
        </Button>
      </Box>
      {markAllError ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {errorMessage(markAllError, 'They could not be marked read. Please try again.')}
        </Alert>
      ) : null}
      {!page ? (
        <NotLoaded
          loading={loading}
          error={error}
          fallback="Your notifications could not be loaded."
          onRetry={() => refetch().catch(() => undefined)}
        />
      ) : page.nodes.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography sx={{ fontWeight: 700 }}>No notifications yet</Typography>
          <Typography color="text.secondary">
            What the academy tells you of (absences, grades, replies, payments) will show here.
          </Typography>
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
          <Box component="ul" aria-label="Notifications" sx={{ m: 0, p: 0 }}>
            {page.nodes.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                onOpen={(chosen) => void open(chosen)}
                onMarkRead={(chosen) => void markRead(chosen)}
              />
            ))}
          </Box>
        </Paper>
      )}
      {moreError ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {errorMessage(moreError, 'More notifications could not be loaded. Please try again.')}
        </Alert>
      ) : null}
      {page?.hasMore ? (
        <Button sx={{ mt: 2 }} onClick={loadMore} disabled={loadingMore}>
          {loadingMore ? 'Loading…' : 'Load more'}
        </Button>
      ) : null}
    </Box>
  );
}
