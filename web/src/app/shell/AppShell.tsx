import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH } from '@solve/core/constants';
import { lazy, Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAcademy } from '../academy';
import { preloadable } from '../preloadable';
import { useSession } from '../session';
import { preferences } from '../storage';
import { useShellChromeHidden } from './chrome';
import { SIGN_IN_ROUTES } from './routeTitles';

// Loaded with the first page that shows them (never by the sign-in pages), beside its own chunk.
const SideBar = lazy(() => import('./SideBar').then((module) => ({ default: module.SideBar })));
const Header = lazy(() => import('./Header').then((module) => ({ default: module.Header })));
// Staff only: which services are in test mode. Loaded before the first render of a staff page the
// server drew, which shows it: the app's page then has it in the same place.
const TestModeBanner = preloadable(() => import('./TestModeBanner').then((module) => ({ default: module.TestModeBanner })));
export const preloadTestModeBanner = () => TestModeBanner.preload();
const VideoModal = lazy(() => import('../../components/VideoModal').then((module) => ({ default: module.VideoModal })));

/** The frame of every page: side bar or drawer, header (not on sign-in routes), help video. */
export function AppShell() {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  // The help video's dialog loads when first asked for, and stays for its closing transition.
  const [helpAsked, setHelpAsked] = useState(false);
  const { me, role } = useSession();
  // Parents fold the desktop side bar away with the top bar's toggle (family-catalog-payment.md §2).
  const [sideBarHidden, setSideBarHidden] = useState(() => preferences.get('sideBar') === 'hidden');
  const toggleable = role === 'family' && !mobile;
  const toggleSideBar = () => {
    preferences.set('sideBar', sideBarHidden ? 'shown' : 'hidden');
    setSideBarHidden(!sideBarHidden);
  };
  const { academy } = useAcademy();
  const location = useLocation();
  // Sign-in routes and full-window pages (the player) show neither side bar nor header. The player
  // opened first shows none while the session loads either, nor a student's (the player hides it
  // once mounted; drawn on the server, where nothing mounts, it is hidden from the start).
  const chromeHidden = useShellChromeHidden();
  const bare =
    SIGN_IN_ROUTES.has(location.pathname) ||
    chromeHidden ||
    (location.pathname === '/problemSets' && (me === undefined || role === 'student'));
  const home = location.pathname === '/';
  const folded = toggleable && sideBarHidden;
  const openHelp = () => {
    setHelpAsked(true);
    setHelpOpen(true);
  };

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {bare || (home && mobile) || folded ? null : (
        <Suspense fallback={mobile ? null : <SideBarPlaceholder />}>
          <SideBar mobile={mobile} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} onHelp={openHelp} />
        </Suspense>
      )}
      <Box sx={{ ml: bare || mobile || folded ? 0 : `${SIDEBAR_WIDTH}px`, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {bare || home ? null : (
          <Suspense fallback={<HeaderPlaceholder />}>
            <Header
              mobile={mobile}
              onOpenDrawer={() => setDrawerOpen(true)}
              sideBarToggle={toggleable ? { hidden: sideBarHidden, onToggle: toggleSideBar } : undefined}
            />
          </Suspense>
        )}
        {bare || !(role === 'admin' || role === 'instructor') ? null : (
          <Suspense fallback={null}>
            <TestModeBanner />
          </Suspense>
        )}
        <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet context={{ openHelp }} />
        </Box>
      </Box>
      {helpAsked ? (
        <Suspense fallback={null}>
          <VideoModal open={helpOpen} onClose={() => setHelpOpen(false)} url={academy?.helpVideoUrl ?? ''} title="Help" />
        </Suspense>
      ) : null}
    </Box>
  );
}

/** The side bar's place and colour while its code loads, so nothing moves when it comes. */
function SideBarPlaceholder() {
  return <Box sx={{ position: 'fixed', inset: '0 auto 0 0', width: SIDEBAR_WIDTH, bgcolor: 'primary.main' }} />;
}

/** The header's height while its code loads. */
function HeaderPlaceholder() {
  // The toolbar's height inside the border, as the header's AppBar has it: not a pixel moves when it comes.
  return (
    <Box sx={{ borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box sx={(theme) => theme.mixins.toolbar} />
    </Box>
  );
}
