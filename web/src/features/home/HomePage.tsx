import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT } from '@solve/core/constants';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAcademy } from '../../app/academy';
import { useSession } from '../../app/session';
import { LoginModal } from '../auth/LoginModal';
import { readSignInState } from '../auth/routeState';
import { HomeFooter } from './HomeFooter';
import { HomeHero } from './HomeHero';
import { HomeMenu } from './HomeMenu';
import { HomeTopBar } from './HomeTopBar';
import { JoinDialog } from './JoinDialog';
import { PromoBanner } from './PromoBanner';

/**
 * Home (family-catalog-payment.md §2): promo banner, Catalog, Login/Logout and Join, the
 * Student/Parent sign-in choice and the intro video. Router state may ask it to open the Login
 * or Join modal and carries `from`, where a sign-in goes next.
 */
export default function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { me, signOut } = useSession();
  const { academy } = useAcademy();
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const routeState = readSignInState(location.state);
  const [menuOpen, setMenuOpen] = useState(false);
  const [loginOpen, setLoginOpen] = useState(routeState.openLogin);
  const [joinOpen, setJoinOpen] = useState(routeState.openJoin);
  const [loginFrom, setLoginFrom] = useState<string | null>(null);
  const from = loginFrom ?? routeState.from;

  // Opens what the state asks for, then forgets the request so a reload or Back does not reopen it.
  useEffect(() => {
    const state = readSignInState(location.state);
    if (!state.openLogin && !state.openJoin) return;
    if (state.openLogin) setLoginOpen(true);
    if (state.openJoin) setJoinOpen(true);
    void navigate(location.pathname + location.search, { replace: true, state: state.from ? { from: state.from } : null });
  }, [location, navigate]);

  const signedIn = Boolean(me);
  const openLogin = (target: string | null = null) => {
    setLoginFrom(target);
    setLoginOpen(true);
  };
  const actions = {
    signedIn,
    onLogin: () => openLogin(),
    onLogout: () => void signOut(),
    onJoin: () => setJoinOpen(true),
    onCatalog: () => navigate('/catalog'),
    onDashboard: () => (signedIn ? navigate('/dashboard') : openLogin('/dashboard')),
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', overflowX: 'hidden' }}>
      <PromoBanner text={academy?.promoBanner} />
      <HomeTopBar {...actions} academyName={academy?.name ?? 'Solve'} mobile={mobile} onOpenMenu={() => setMenuOpen(true)} />
      <HomeHero me={me} from={routeState.from} />
      <HomeFooter />
      {mobile ? <HomeMenu {...actions} open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
      <LoginModal open={loginOpen} onClose={() => setLoginOpen(false)} from={from} fromCheckout={from?.startsWith('/checkout') ?? false} />
      <JoinDialog open={joinOpen} onClose={() => setJoinOpen(false)} />
    </Box>
  );
}
