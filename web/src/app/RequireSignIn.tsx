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

/** Pages that need a sign-in send a signed-out user away, keeping where they wanted to go. */
export function RequireSignIn({ children, roles, redirectTo = '/' }: Props) {
  const { me, role } = useSession();
  const location = useLocation();
  if (me === undefined) return <PageSpinner />;
  if (me === null || (roles && !roles.includes(role))) {
    return <Navigate to={redirectTo} replace state={{ from: location.pathname + location.search }} />;
  }
  return <>{children}</>;
}
