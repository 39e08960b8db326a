import { useNavigate, useSearchParams } from 'react-router';
import { requestGraphQL } from '../../app/graphql/request';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { LandingLoginMutation } from './guest.documents';
import { useRunOnce } from './useRunOnce';

/** /landing?token=&familyAcc=: a family's emailed link; an invalid or expired one goes home (§4). */
export default function LandingPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { refresh } = useSession();

  useRunOnce(() => {
    const token = params.get('token')?.trim() ?? '';
    const familyAccountId = Number(params.get('familyAcc'));
    if (!token || !Number.isInteger(familyAccountId) || familyAccountId <= 0) {
      void navigate('/', { replace: true });
      return;
    }
    void (async () => {
      try {
        const { landingLogin } = await requestGraphQL(LandingLoginMutation, { token, familyAccountId });
        if (!landingLogin.success) throw new Error('landing link refused');
        await refresh();
        void navigate('/dashboard', { replace: true });
      } catch {
        void navigate('/', { replace: true });
      }
    })();
  });

  return <PageSpinner />;
}
