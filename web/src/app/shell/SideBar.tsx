import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { SIDEBAR_WIDTH } from '@solve/core/constants';
import { lazy, Suspense, type ReactNode, useState } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { useSession } from '../session';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { lazyWithApollo } from '../withApollo';
import { NavIcon } from './NavIcon';
import { isActiveItem, type NavItem, navItemsFor } from './navItems';

// The drawer of narrow screens loads when first opened.
const NavDrawer = lazy(() => import('./NavDrawer').then((module) => ({ default: module.NavDrawer })));

// Students only: the live unread count reads through Apollo, which loads with it.
const UnreadMessagesWatcher = lazyWithApollo(
  () => import('./UnreadMessagesWatcher'),
  (module) => module.UnreadMessagesWatcher,
);

interface Props {
  mobile: boolean;
  drawerOpen: boolean;
  onCloseDrawer(): void;
  onHelp(): void;
}

/** Fixed 100 px side bar on desktop; a drawer at 768 px and below. */
export function SideBar({ mobile, drawerOpen, onCloseDrawer, onHelp }: Props) {
  const { role } = useSession();
  const location = useLocation();
  const items = navItemsFor(role);
  const drawerAsked = useOpenedOnce(mobile && drawerOpen);
  const [unreadCount, setUnreadCount] = useState(0);
  const unread = role === 'student' ? unreadCount : 0;
  const icon = (key: NavItem['key']): ReactNode =>
    key === 'messages' && unread > 0 ? (
      <Badge badgeContent={unread} color="secondary" aria-label={`${unread} unread messages`}>
        <NavIcon name={key} />
      </Badge>
    ) : (
      <NavIcon name={key} />
    );
  // Items that go somewhere are links (a new tab, a copied address); help opens the video instead.
  const go = (item: NavItem) => {
    onCloseDrawer();
    if (!item.to) onHelp();
  };
  const target = (item: NavItem) => (item.to ? { component: RouterLink, to: item.to } : {});

  // Mounted whether or not the drawer is open: it also refreshes the open message lists.
  const watcher =
    role === 'student' ? (
      <Suspense fallback={null}>
        <UnreadMessagesWatcher onChange={setUnreadCount} />
      </Suspense>
    ) : null;

  if (mobile) {
    return (
      <>
        {watcher}
        {drawerAsked ? (
          <Suspense fallback={null}>
            <NavDrawer
              open={drawerOpen}
              onClose={onCloseDrawer}
              items={items.map((item) => ({
                item,
                icon: icon(item.key),
                active: isActiveItem(item, location.pathname, location.search),
              }))}
              onGo={go}
              target={target}
            />
          </Suspense>
        ) : null}
      </>
    );
  }

  return (
    <Box
      component="nav"
      aria-label="Main"
      sx={{
        position: 'fixed',
        inset: '0 auto 0 0',
        width: SIDEBAR_WIDTH,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'stretch',
        pt: 1,
        zIndex: (t) => t.zIndex.appBar + 1,
        overflowY: 'auto',
      }}
    >
      {watcher}
      <Typography sx={{ textAlign: 'center', fontWeight: 800, fontSize: 22, py: 1.5, color: 'secondary.main' }}>Solve</Typography>
      {items.map((item) => {
        const active = isActiveItem(item, location.pathname, location.search);
        return (
          <ButtonBase
            key={item.key}
            {...target(item)}
            onClick={() => go(item)}
            aria-current={active ? 'page' : undefined}
            sx={{
              flexDirection: 'column',
              py: 1.25,
              gap: 0.5,
              bgcolor: active ? 'rgba(255,255,255,0.16)' : 'transparent',
              borderLeft: 4,
              borderColor: active ? 'secondary.main' : 'transparent',
              '&:hover, &:focus-visible': { bgcolor: 'rgba(255,255,255,0.1)' },
            }}
          >
            {icon(item.key)}
            <Typography variant="caption" sx={{ fontWeight: 600 }}>
              {item.label}
            </Typography>
          </ButtonBase>
        );
      })}
    </Box>
  );
}
