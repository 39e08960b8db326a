import MenuIcon from '@mui/icons-material/Menu';
import MenuOpenIcon from '@mui/icons-material/MenuOpen';
import AppBar from '@mui/material/AppBar';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { initials } from '@solve/core/grades';
import { lazy, Suspense } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../session';
import { lazyWithApollo } from '../withApollo';
import { titleFor } from './routeTitles';

// Families only; it reads the cart through Apollo, which loads with it.
const CartBadge = lazyWithApollo(
  () => import('./CartBadge'),
  (module) => module.CartBadge,
);

// Everyone signed in but guests; loaded beside the header, so the first page's files stay as they were.
const NotificationBell = lazy(() =>
  import('../../features/notifications/NotificationBell').then((module) => ({ default: module.NotificationBell })),
);

interface Props {
  mobile: boolean;
  onOpenDrawer(): void;
  /** Parents on desktop: folds the side bar away and back. */
  sideBarToggle?: { hidden: boolean; onToggle(): void };
}

/**
 * Title, notification bell (signed in, not by a guest link), cart badge (family accounts), avatar
 * initials to /profile, or Login when signed out; the drawer's menu button at 768 px and below, and
 * for parents on desktop the side-bar toggle.
 */
export function Header({ mobile, onOpenDrawer, sideBarToggle }: Props) {
  const { me, role } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AppBar position="sticky" color="inherit" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
      <Toolbar sx={{ gap: 1 }}>
        {mobile ? (
          <IconButton edge="start" aria-label="Open menu" onClick={onOpenDrawer}>
            <MenuIcon />
          </IconButton>
        ) : sideBarToggle ? (
          <IconButton
            edge="start"
            aria-label={sideBarToggle.hidden ? 'Show side bar' : 'Hide side bar'}
            aria-expanded={!sideBarToggle.hidden}
            onClick={sideBarToggle.onToggle}
          >
            {sideBarToggle.hidden ? <MenuIcon /> : <MenuOpenIcon />}
          </IconButton>
        ) : null}
        <Typography component="h1" variant="h6" sx={{ flexGrow: 1, fontWeight: 700 }} noWrap>
          {titleFor(location.pathname, role)}
        </Typography>
        {me && !me.isGuest ? (
          // core's may.hearNotifications, written out: importing it here splits it into a file of its own.
          // Keyed by the person: another sign-in follows its own count from the start.
          <Suspense fallback={<Box aria-hidden sx={{ width: 40, height: 40 }} />}>
            <NotificationBell key={`${me.userType}:${me.id}`} />
          </Suspense>
        ) : null}
        {role === 'family' && me?.familyAccountId ? (
          <Suspense fallback={null}>
            <CartBadge />
          </Suspense>
        ) : null}
        {me ? (
          // The name holds the initials shown, so that a voice command naming what is seen finds the button.
          <IconButton
            aria-label={`Profile ${initials(me.firstName, me.lastName)}`}
            onClick={() => void navigate('/profile')}
            sx={{ p: 0.5 }}
          >
            <Avatar src={me.imageUrl ?? undefined} sx={{ bgcolor: 'primary.main', width: 38, height: 38, fontSize: 16 }}>
              {initials(me.firstName, me.lastName)}
            </Avatar>
          </IconButton>
        ) : me === null ? (
          <Button
            variant="contained"
            onClick={() => void navigate('/', { state: { openLogin: true, from: location.pathname + location.search } })}
          >
            Login
          </Button>
        ) : null}
      </Toolbar>
    </AppBar>
  );
}
