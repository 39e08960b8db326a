import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { sectionsFor } from './sections';

/** The back office's frame: its sections as tabs above the section's page. */
export default function ManageLayout() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const sections = sectionsFor(role === 'admin');
  const current = sections.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={current?.path ?? false}
        aria-label="Manage"
        variant="scrollable"
        // Both arrows keep their place (hidden at either end): the page drawn by the server, where
        // nothing is measured, has the tabs where the app then puts them.
        scrollButtons
        allowScrollButtonsMobile
        sx={{ px: { xs: 2, md: 4 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section) => (
          <Tab key={section.path} label={section.label} value={section.path} component={RouterLink} to={section.path} />
        ))}
      </Tabs>
      <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
