import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { requestGraphQL } from '../../app/graphql/request';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { AuthCard } from './AuthCard';
import { GuestLoginMutation } from './guest.documents';
import { useRunOnce } from './useRunOnce';

/** The token of a guest link: the whole query string (/guestLogin?<token>). */
function tokenOf(search: string): string {
  const raw = search.startsWith('?') ? search.slice(1) : search;
  try {
    return decodeURIComponent(raw).trim();
  } catch {
    return raw.trim();
  }
}

/** /guestLogin: signs in as the student or family member a staff-made link stands for. */
export default function GuestLoginPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [failed, setFailed] = useState(false);

  useRunOnce(() => {
    const token = tokenOf(location.search);
    if (!token) {
      setFailed(true);
      return;
    }
    void (async () => {
      try {
        const { guestLogin } = await requestGraphQL(GuestLoginMutation, { token });
        if (!guestLogin.success) throw new Error('guest link refused');
        await refresh();
        void navigate('/dashboard', { replace: true });
      } catch {
        setFailed(true);
      }
    })();
  });

  if (!failed) return <PageSpinner />;
  return (
    <AuthCard title="Guest sign-in">
      <Stack spacing={2}>
        <Alert severity="error" role="alert">
          {messages.INVALID_GUEST_LINK}
        </Alert>
        <Button component={RouterLink} to="/" variant="contained">
          Go home
        </Button>
      </Stack>
    </AuthCard>
  );
}
