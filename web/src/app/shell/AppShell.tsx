import Box from '@mui/material/Box';
import useMediaQuery from '@mui/material/useMediaQuery';
import { MOBILE_BREAKPOINT, SIDEBAR_WIDTH } from '@solve/core/constants';
import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { VideoModal } from '../../components/VideoModal';
import { useAcademy } from '../academy';
import { useSession } from '../session';
import { preferences } from '../storage';
import { useShellChromeHidden } from './chrome';
import { Header } from './Header';
import { SIGN_IN_ROUTES } from './routeTitles';
import { SideBar } from './SideBar';

/** The frame of every page: side bar or drawer, header (not on sign-in routes), help video. */
export function AppShell() {
  const mobile = useMediaQuery(`(max-width:${MOBILE_BREAKPOINT}px)`);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [helpOpen, setHelpOpen] = useState(false);
  const { role } = useSession();
  // Parents fold the desktop side bar away with the top bar's toggle (family-catalog-payment.md §2).
  const [sideBarHidden, setSideBarHidden] = useState(() => preferences.get('sideBar') === 'hidden');
  const toggleable = role === 'family' && !mobile;
  const toggleSideBar = () => {
    preferences.set('sideBar', sideBarHidden ? 'shown' : 'hidden');
    setSideBarHidden(!sideBarHidden);
  };
  const { academy } = useAcademy();
  const location = useLocation();
  // Sign-in routes and full-window pages (the player) show neither side bar nor header.
  const chromeHidden = useShellChromeHidden();
  const bare = SIGN_IN_ROUTES.has(location.pathname) || chromeHidden;
  const home = location.pathname === '/';
  const folded = toggleable && sideBarHidden;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {bare || (home && mobile) || folded ? null : (
        <SideBar mobile={mobile} drawerOpen={drawerOpen} onCloseDrawer={() => setDrawerOpen(false)} onHelp={() => setHelpOpen(true)} />
      )}
      <Box sx={{ ml: bare || mobile || folded ? 0 : `${SIDEBAR_WIDTH}px`, minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
        {bare || home ? null : (
          <Header
            mobile={mobile}
            onOpenDrawer={() => setDrawerOpen(true)}
            sideBarToggle={toggleable ? { hidden: sideBarHidden, onToggle: toggleSideBar } : undefined}
          />
        )}
        <Box component="main" sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
          <Outlet context={{ openHelp: () => setHelpOpen(true) }} />
        </Box>
      </Box>
      <VideoModal open={helpOpen} onClose={() => setHelpOpen(false)} url={academy?.helpVideoUrl ?? ''} title="Help" />
    </Box>
  );
}
