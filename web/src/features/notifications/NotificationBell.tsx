import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import { Suspense, useState } from 'react';
import { lazyWithApollo } from '../../app/withApollo';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { bellAccessibleName, bellBadgeLabel } from './bellCount';
import { useUnreadNotificationCount } from './unreadCount';

// The panel reads its list through Apollo, which loads with it when the bell is first opened.
const BellPanel = lazyWithApollo(
  () => import('./BellPanel'),
  (module) => module.BellPanel,
);

/** The header's bell: the live unread count; opening it shows the latest few. */
export function NotificationBell() {
  const count = useUnreadNotificationCount() ?? 0;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const asked = useOpenedOnce(anchor !== null);
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={bellAccessibleName(count)}
        aria-haspopup="dialog"
        aria-expanded={anchor !== null}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <Badge badgeContent={bellBadgeLabel(count)} color="secondary">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      {asked ? (
        <Suspense fallback={null}>
          <BellPanel anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
