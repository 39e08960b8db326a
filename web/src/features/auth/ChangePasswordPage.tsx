import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { PASSWORD_MIN_LENGTH, THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useSearchParams } from 'react-router';
import { TextInput } from '../../components/TextInput';
import { requestGraphQL } from '../../app/graphql/request';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { AuthCard } from './AuthCard';
import { passwordFormProblem } from './passwordForm';
import { ChangePasswordMutation } from './recovery.documents';
import { safeTarget } from './routeState';
import { useThrottledAction } from './useThrottledAction';
import { useFormFields } from '../../components/useFormFields';
import { PlainSubmitButton } from '../../components/plain/PlainButton';

/** The user id (S-12, E-3) and single-use token of a mailed reset link, when the page was opened from one. */
function readResetLink(params: URLSearchParams): { userId: string | null; token: string | null } {
  return { userId: params.get('userId') || null, token: params.get('token') || null };
}

/**
 * /changepassword (family-catalog-payment.md §5): from a mailed link (user id and token) or,
 * without a token, for the signed-in user. Router state `next` is where a student who must
 * replace a generated password goes afterwards.
 */
export default function ChangePasswordPage() {
  const [params] = useSearchParams();
  const link = readResetLink(params);
  const next = safeTarget((useLocation().state as { next?: unknown } | null)?.next);
  const { me } = useSession();

  if (!link.token) {
    if (me === undefined) return <PageSpinner />;
    if (me === null) return <Navigate to="/" replace state={{ openLogin: true, from: '/changepassword' }} />;
  }
  return <ChangePasswordForm userId={link.userId} token={link.token} next={next} />;
}

interface FormProps {
  userId: string | null;
  token: string | null;
  next: string | null;
}

function ChangePasswordForm({ userId, token, next }: FormProps) {
  const submit = useThrottledAction(THROTTLE_MS.otherLogin);
  // Signed in without a link, the current password proves the owner is at the keyboard.
  const needsCurrent = !token;
  const { fields, set } = useFormFields({ currentPassword: '', password: '', confirmPassword: '' });
  const { currentPassword, password, confirmPassword } = fields;
  const [error, setError] = useState('');
  const [changed, setChanged] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const problem = passwordFormProblem({ currentPassword, password, confirmPassword, needsCurrent });
    if (problem) return setError(problem);
    setError('');
    void submit.run(async () => {
      try {
        const { changePassword: result } = await requestGraphQL(ChangePasswordMutation, {
          userId,
          token,
          currentPassword: needsCurrent ? currentPassword : null,
          password,
          confirmPassword,
        });
        if (result?.success) setChanged(result.message || messages.PASSWORD_CHANGED);
        else setError(result?.message || messages.PASSWORD_CHANGE_FAILED);
      } catch (failure) {
        // Known refusals (expired link, too short) carry their own text; anything else the spec's.
        setError(errorMessage(failure, messages.PASSWORD_CHANGE_FAILED));
      }
    });
  };

  if (changed) {
    return (
      <AuthCard title="Change password">
        <Stack spacing={2}>
          <Alert severity="success" role="alert">
            {changed}
          </Alert>
          {token ? (
            <Button component={RouterLink} to="/" state={{ openLogin: true }} variant="contained" size="large">
              Login
            </Button>
          ) : next ? (
            <Button component={RouterLink} to={next} variant="contained" size="large">
              Continue
            </Button>
          ) : (
            <Button component={RouterLink} to="/profile" variant="contained" size="large">
              Back to profile
            </Button>
          )}
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Change password"
      subtitle={`${next ? 'Before you continue, choose' : 'Choose'} a new password of at least ${PASSWORD_MIN_LENGTH} characters.`}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {needsCurrent ? (
            <TextInput
              label="Current password"
              name="current-password"
              type="password"
              value={currentPassword}
              onChange={set('currentPassword')}
              autoFocus
              autoComplete="current-password"
            />
          ) : null}
          <TextInput
            label="New password"
            name="new-password"
            type="password"
            value={password}
            onChange={set('password')}
            autoFocus={!needsCurrent}
            autoComplete="new-password"
          />
          <TextInput
            label="Confirm password"
            name="confirm-password"
            type="password"
            value={confirmPassword}
            onChange={set('confirmPassword')}
            autoComplete="new-password"
          />
          <PlainSubmitButton pending={submit.pending} busy={submit.busy}>
            Change password
          </PlainSubmitButton>
          {token || next ? null : (
            <Button component={RouterLink} to="/profile">
              Cancel
            </Button>
          )}
        </Stack>
      </form>
    </AuthCard>
  );
}
