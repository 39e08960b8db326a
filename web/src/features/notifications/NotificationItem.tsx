import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDates } from '../../app/dates';
import { visuallyHidden } from '../../components/visuallyHidden';
import { appPath } from './appLink';
import type { NotificationData } from './notifications.documents';

interface Props {
  notification: NotificationData;
  /** Opening it (its link, or the item when it has none) marks it read. */
  onOpen(notification: NotificationData): void;
  /** The page's Mark read; the bell's short list has none. */
  onMarkRead?(notification: NotificationData): void;
  /** The bell's short list: the detail on two lines at most. */
  compact?: boolean;
}

/** One notification: unread ones marked by a dot and a tint; its title opens its page. */
export function NotificationItem({ notification, onOpen, onMarkRead, compact = false }: Props) {
  const dates = useDates();
  const unread = notification.readAt === null;
  const path = appPath(notification.link);
  const linkProps = path ? { component: RouterLink, to: path } : { component: 'button' as const };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1,
        px: 2,
        py: 1.25,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: unread ? 'action.hover' : 'transparent',
        listStyle: 'none',
      }}
    >
      <Box
        aria-hidden
        sx={{ flex: 'none', width: 10, height: 10, mt: 0.75, borderRadius: '50%', bgcolor: unread ? 'secondary.main' : 'transparent' }}
      />
      <ButtonBase
        {...linkProps}
        onClick={() => onOpen(notification)}
        sx={{ flex: 1, minWidth: 0, display: 'block', textAlign: 'left', borderRadius: 1 }}
      >
        <Typography component="span" sx={{ display: 'block', fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {unread ? <span style={visuallyHidden}>Unread: </span> : null}
          {notification.title}
        </Typography>
        <Typography
          component="span"
          variant="body2"
          color="text.secondary"
          sx={{
            display: compact ? '-webkit-box' : 'block',
            whiteSpace: compact ? 'normal' : 'pre-line',
            overflowWrap: 'anywhere',
            ...(compact ? { WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden' } : {}),
          }}
        >
          {notification.body}
        </Typography>
        <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.25 }}>
          {dates.stamp(notification.createdAt)}
        </Typography>
      </ButtonBase>
      {onMarkRead && unread ? (
        <Button size="small" sx={{ flex: 'none' }} onClick={() => onMarkRead(notification)} aria-label={`Mark read: ${notification.title}`}>
          Mark read
        </Button>
      ) : null}
    </Box>
  );
}
