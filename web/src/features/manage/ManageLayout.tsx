import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import { useSession } from '../../app/session';
import { sectionsFor } from './sections';

/**
 * The back office's frame: its sections as a row of links above the section's page, the current one
 * underlined. Plain links in a `nav`, not MUI's tabs: tabs measure themselves and register each tab
 * as the page first renders, which on a phone made that render one long task (decision 0156).
 */
export default function ManageLayout() {
  const { role } = useSession();
  const { pathname } = useLocation();
  const sections = sectionsFor(role === 'admin');
  const current = sections.find((section) => pathname === section.path || pathname.startsWith(`${section.path}/`));
  const navRef = useRef<HTMLElement>(null);
  // A section far along the row (on a phone, most are) scrolls into view, after the page has been
  // laid out: measuring it sooner would lay the page out inside the render.
  useEffect(() => {
    const timer = setTimeout(() => {
      const nav = navRef.current;
      const link = nav?.querySelector<HTMLElement>('[aria-current="page"]');
      if (nav && link) scrollIntoRow(nav, link);
    }, 0);
    return () => clearTimeout(timer);
  }, [current?.path]);
  return (
    <Box sx={{ width: '100%' }}>
      <Box
        component="nav"
        aria-label="Manage"
        ref={navRef}
        sx={{
          position: 'relative',
          overflowX: 'auto',
          scrollbarWidth: 'thin',
          borderBottom: 1,
          borderColor: 'divider',
          // A shade at an edge with more sections beyond it, drawn by CSS alone: the covers scroll
          // with the row and hide the shades when the row is at that end.
          background: ({ palette }) =>
            [
              `linear-gradient(to right, ${palette.background.default} 40%, transparent) left / 48px 100% no-repeat local`,
              `linear-gradient(to left, ${palette.background.default} 40%, transparent) right / 48px 100% no-repeat local`,
              'radial-gradient(farthest-side at 0 50%, rgba(0,0,0,0.25), transparent) left / 16px 100% no-repeat scroll',
              'radial-gradient(farthest-side at 100% 50%, rgba(0,0,0,0.25), transparent) right / 16px 100% no-repeat scroll',
              palette.background.default,
            ].join(', '),
        }}
      >
        <Box component="ul" sx={{ display: 'flex', width: 'max-content', m: 0, px: { xs: 1, md: 3 }, py: 0, listStyle: 'none' }}>
          {sections.map((section) => {
            const isCurrent = section.path === current?.path;
            return (
              <li key={section.path}>
                <Link
                  component={RouterLink}
                  to={section.path}
                  aria-current={isCurrent ? 'page' : undefined}
                  underline="none"
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    minHeight: 48,
                    px: 2,
                    typography: 'button',
                    whiteSpace: 'nowrap',
                    color: isCurrent ? 'primary.main' : 'text.secondary',
                    borderBottom: 2,
                    borderColor: isCurrent ? 'primary.main' : 'transparent',
                    '&:hover': { color: 'primary.main' },
                    '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
                  }}
                >
                  {section.label}
                </Link>
              </li>
            );
          })}
        </Box>
      </Box>
      <Box sx={{ width: '100%', maxWidth: 1280, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
        <Outlet />
      </Box>
    </Box>
  );
}

/** Scrolls the row of sections so that `link` is wholly in view, with a little of its neighbour. */
function scrollIntoRow(nav: HTMLElement, link: HTMLElement): void {
  const start = link.offsetLeft;
  const end = start + link.offsetWidth;
  if (start < nav.scrollLeft) nav.scrollLeft = Math.max(0, start - 32);
  else if (end > nav.scrollLeft + nav.clientWidth) nav.scrollLeft = end - nav.clientWidth + 32;
}
