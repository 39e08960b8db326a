import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { type Role, useSession } from './session';

interface Props {
  children: ReactNode;
  /** Roles allowed; omitted means any signed-in user. */
  roles?: Role[];
  /** Where a signed-out (or wrong-role) user goes; '/' unless a spec says otherwise. */
  redirectTo?: string;
}

export function PageSpinner() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', flexGrow: 1, minHeight: 240 }}>
      <CircularProgress />
    </Box>
  );
}

/**
 * The one guard of pages that need a sign-in; every such route wraps its page in it:
 *
 *   <RequireSignIn>{page}</RequireSignIn>                                   any signed-in user, else home
 *   <RequireSignIn roles={['family']} redirectTo="/family">{page}</RequireSignIn>  parents only, else /family
 *   <RequireSignIn roles={['student']}>{page}</RequireSignIn>               students only
 *
 * A signed-out visitor is sent to `redirectTo` with router state `from` (where they wanted to go),
 * so the sign-in there returns them; sent home, the Login modal opens by itself (`openLogin`).
 * A signed-in user of another role is sent to `redirectTo` as well.
 */
export function RequireSignIn({ children, roles, redirectTo = '/' }: Props) {
  const { me, role } = useSession();
  const location = useLocation();
  if (me === undefined) return <PageSpinner />;
  if (me === null || (roles && !roles.includes(role))) {
    const from = location.pathname + location.search;
    const openLogin = me === null && redirectTo === '/';
    return <Navigate to={redirectTo} replace state={openLogin ? { from, openLogin } : { from }} />;
  }
  return <>{children}</>;
}
