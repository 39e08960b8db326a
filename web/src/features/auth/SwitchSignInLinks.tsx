import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';

const PAGES = [
  { to: '/login', label: 'Student sign-in' },
  { to: '/family', label: 'Parent sign-in' },
  { to: '/instructor', label: 'Instructor sign-in' },
] as const;

/** Links to the other sign-in pages, for whoever landed on the wrong one. */
export function SwitchSignInLinks({ current }: { current: string }) {
  return (
    <Stack
      component="nav"
      aria-label="Other sign-in pages"
      direction="row"
      sx={{ justifyContent: 'center', flexWrap: 'wrap', columnGap: 2.5, rowGap: 0.5, mt: 1 }}
    >
      {PAGES.filter((page) => page.to !== current).map((page) => (
        <Link key={page.to} component={RouterLink} to={page.to} sx={{ color: 'inherit', fontSize: 14 }}>
          {page.label}
        </Link>
      ))}
    </Stack>
  );
}
