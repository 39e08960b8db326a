import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { AuthCard } from './AuthCard';
import { FamilyLoginForm } from './FamilyLoginForm';
import { readSignInState } from './routeState';
import { SwitchSignInLinks } from './SwitchSignInLinks';

/**
 * /verify (family-catalog-payment.md §2, a verification entry): a parent proves their phone with a
 * code and is signed in. A link may carry the phone (`?phone=`), so only the code remains to enter;
 * a parent already signed in goes to the dashboard.
 */
export default function VerifyPage() {
  const { me, role } = useSession();
  const [params] = useSearchParams();
  const { from } = readSignInState(useLocation().state);
  if (me === undefined) return <PageSpinner />;
  if (me && role === 'family') return <Navigate to="/dashboard" replace />;
  return (
    <AuthCard
      title="Verify your phone"
      subtitle="We will text a code to the phone on your family account. Enter it to sign in."
      footer={
        <>
          <Typography sx={{ textAlign: 'center', fontSize: 14 }}>
            New to the academy?{' '}
            <Link component={RouterLink} to="/join" sx={{ color: 'inherit', fontWeight: 700 }}>
              Register your family
            </Link>
          </Typography>
          <SwitchSignInLinks current="/verify" />
        </>
      }
    >
      <FamilyLoginForm from={from} initialPhone={params.get('phone')?.trim() ?? ''} />
    </AuthCard>
  );
}
