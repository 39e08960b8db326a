import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../components/errorMessage';
import { NotificationItem } from './NotificationItem';
import { NotificationsQuery } from './notifications.documents';
import { useNotificationActions } from './useNotificationActions';
import { useUnreadNotificationCount } from './unreadCount';

/** How many of the latest the bell shows. */
export const BELL_LATEST = 5;

interface Props {
  anchor: HTMLElement | null;
  onClose(): void;
}

/** The bell's panel: the latest few, Mark all read, and the way to all of them and to the settings. */
export function BellPanel({ anchor, onClose }: Props) {
  const open = anchor !== null;
  // Followed while closed too, so that the list stays through the closing transition; read again at each opening.
  const { data, loading, error, refetch } = useQuery(NotificationsQuery, {
    variables: { first: BELL_LATEST },
    fetchPolicy: 'cache-and-network',
  });
  const wasOpen = useRef(open);
  useEffect(() => {
    if (open && !wasOpen.current) refetch().catch(() => undefined);
    wasOpen.current = open;
  }, [open, refetch]);
  const unread = useUnreadNotificationCount() ?? 0;
  const { open: openNotification, markAllRead, markingAll, markAllError } = useNotificationActions();
  // A new notification while the panel is open shows at its top.
  const seen = useRef(unread);
  useEffect(() => {
    if (open && unread > seen.current) refetch().catch(() => undefined);
    seen.current = unread;
  }, [open, unread, refetch]);
  const nodes = data?.notifications.nodes ?? [];

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'bell-heading', sx: { width: 360, maxWidth: 'calc(100vw - 16px)' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1.5, gap: 1, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id="bell-heading" component="h2" variant="subtitle1" sx={{ fontWeight: 700, flexGrow: 1 }}>
          Notifications
        </Typography>
        <Button size="small" onClick={() => void markAllRead()} disabled={unread === 0 || markingAll}>
          Mark all read
        </Button>
      </Box>
      {markAllError ? (
        <Alert severity="error">{errorMessage(markAllError, 'They could not be marked read. Please try again.')}</Alert>
      ) : null}
      {nodes.length > 0 ? (
        <Box component="ul" sx={{ m: 0, p: 0 }}>
          {nodes.map((notification) => (
            <NotificationItem
              key={notification.id}
              notification={notification}
              compact
              onOpen={(chosen) => {
                void openNotification(chosen);
                onClose();
              }}
            />
          ))}
        </Box>
      ) : loading ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress size={28} aria-label="Loading notifications" />
        </Box>
      ) : error ? (
        <Alert severity="error">{errorMessage(error, 'Your notifications could not be loaded.')}</Alert>
      ) : (
        <Typography sx={{ px: 2, py: 3 }} color="text.secondary">
          You have no notifications.
        </Typography>
      )}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', px: 1, py: 1 }}>
        <Button component={RouterLink} to="/notifications" onClick={onClose}>
          See all
        </Button>
        <Button component={RouterLink} to="/notifications/preferences" onClick={onClose}>
          Settings
        </Button>
      </Box>
    </Popover>
  );
}
