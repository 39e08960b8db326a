import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';
import { type Access, may } from '@solve/core/access';
import { Navigate, useLocation } from 'react-router';
import { type Role, useSession } from './session';

interface Props {
  children: ReactNode;
  /** Who may see the page, by the rule the server enforces (core/access.ts); omitted means any signed-in user. */
  allow?: Access;
  /** The modes that show the page, for pages of one mode (an employee who is both works as one or the other). */
  roles?: Role[];
  /** Where a signed-out (or wrong-role) user goes; '/' unless a spec says otherwise. */
  redirectTo?: string;
}

export function PageSpinner() {
  return (
    <Box role="progressbar" aria-label="Loading" sx={{ display: 'grid', placeItems: 'center', flexGrow: 1, minHeight: 240 }}>
      <CircularProgress aria-hidden />
    </Box>
  );
}

/**
 * The one guard of pages that need a sign-in; every such route wraps its page in it:
 *
 *   <RequireSignIn>{page}</RequireSignIn>                                   any signed-in user, else home
 *   <RequireSignIn allow="readFamilyPages" redirectTo="/family">{page}</RequireSignIn>  parents only, else /family
 *   <RequireSignIn allow="actAsStudent">{page}</RequireSignIn>                       students only
 *   <RequireSignIn roles={['admin']}>{page}</RequireSignIn>                          employees in admin mode
 *
 * A signed-out visitor is sent to `redirectTo` with router state `from` (where they wanted to go),
 * so the sign-in there returns them; sent home, the Login modal opens by itself (`openLogin`).
 * A signed-in user of another role is sent to `redirectTo` as well.
 */
export function RequireSignIn({ children, allow, roles, redirectTo = '/' }: Props) {
  const { me, role } = useSession();
  const location = useLocation();
  if (me === undefined) return <PageSpinner />;
  if (me === null || (allow && !may[allow](me)) || (roles && !roles.includes(role))) {
    const from = location.pathname + location.search;
    const openLogin = me === null && redirectTo === '/';
    return <Navigate to={redirectTo} replace state={openLogin ? { from, openLogin } : { from }} />;
  }
  return <>{children}</>;
}
