import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT } from '@solve/core/constants';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useAcademy } from '../../app/academy';
import { useSession } from '../../app/session';
import { useOpenedOnce } from '../../components/useOpenedOnce';
import { LazyLoginModal, readSignInState } from '../auth';
import { HomeFooter } from './HomeFooter';
import { HomeHero } from './HomeHero';
import { HomeTopBar } from './HomeTopBar';
import { PromoBanner } from './PromoBanner';

// Loaded when first opened: a visitor who only reads the page does not download them (nor the Login modal).
const JoinDialog = lazy(() => import('./JoinDialog').then((module) => ({ default: module.JoinDialog })));
const HomeMenu = lazy(() => import('./HomeMenu').then((module) => ({ default: module.HomeMenu })));

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
  const joinAsked = useOpenedOnce(joinOpen);
  const menuAsked = useOpenedOnce(menuOpen);

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
      <LazyLoginModal
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        from={from}
        fromCheckout={from?.startsWith('/checkout') ?? false}
      />
      <Suspense fallback={null}>
        {mobile && menuAsked ? <HomeMenu {...actions} open={menuOpen} onClose={() => setMenuOpen(false)} /> : null}
        {joinAsked ? <JoinDialog open={joinOpen} onClose={() => setJoinOpen(false)} /> : null}
      </Suspense>
    </Box>
  );
}
