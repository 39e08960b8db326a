import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { isValidEmail } from '@solve/core/text-checks';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { TextInput } from '../../components/TextInput';
import { requestGraphQL } from '../../app/graphql/request';
import { errorMessage } from '../../components/errorMessage';
import { AuthCard } from './AuthCard';
import { ResetPasswordMutation } from './recovery.documents';
import { useThrottledAction } from './useThrottledAction';
import { PlainSubmitButton } from '../../components/plain/PlainButton';

interface Banner {
  severity: 'success' | 'error';
  text: string;
}

/**
 * /recovery (family-catalog-payment.md §2): with the query `password` the student gives a
 * username, otherwise an email; either way the server mails what is needed to sign in again.
 */
export default function RecoveryPage() {
  const [params] = useSearchParams();
  const byUsername = params.has('password');
  // Remounts the form when switching between the two kinds, so fields and banners start empty.
  return <RecoveryForm key={byUsername ? 'username' : 'email'} byUsername={byUsername} />;
}

function RecoveryForm({ byUsername }: { byUsername: boolean }) {
  const submit = useThrottledAction(THROTTLE_MS.otherLogin);
  const [value, setValue] = useState('');
  const [fieldError, setFieldError] = useState('');
  const [banner, setBanner] = useState<Banner | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const entered = value.trim();
    if (!entered) {
      setFieldError(byUsername ? 'Enter your username' : 'Enter your email');
      return;
    }
    if (!byUsername && !isValidEmail(entered)) {
      setFieldError(messages.INVALID_EMAIL);
      return;
    }
    setFieldError('');
    void submit.run(async () => {
      try {
        const { resetPassword: result } = await requestGraphQL(
          ResetPasswordMutation,
          byUsername ? { username: entered } : { email: entered },
        );
        if (result?.success) {
          setBanner({ severity: 'success', text: result.message || messages.RESET_EMAIL_SENT });
        } else {
          const notFound = byUsername ? messages.RESET_USERNAME_NOT_FOUND : messages.RESET_EMAIL_NOT_FOUND;
          setBanner({ severity: 'error', text: result?.message || notFound });
        }
      } catch (error) {
        setBanner({ severity: 'error', text: errorMessage(error, messages.GENERIC_TRY_LATER) });
      }
    });
  };

  return (
    <AuthCard
      title={byUsername ? 'Forgot password' : 'Forgot username'}
      subtitle={
        byUsername
          ? 'Enter your username and we will email you a link to reset your password.'
          : 'Enter the email on your account and we will email you your username and a link to reset your password.'
      }
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {banner ? (
            <Alert severity={banner.severity} role="alert">
              {banner.text}
            </Alert>
          ) : null}
          <TextInput
            label={byUsername ? 'Username' : 'Email'}
            name={byUsername ? 'username' : 'email'}
            type={byUsername ? 'text' : 'email'}
            value={value}
            onChange={(event) => setValue(event.target.value)}
            autoFocus
            autoComplete={byUsername ? 'username' : 'email'}
            autoCapitalize="none"
            error={Boolean(fieldError)}
            helperText={fieldError || ' '}
            slotProps={{ formHelperText: { role: fieldError ? 'alert' : undefined } }}
          />
          <PlainSubmitButton pending={submit.pending} busy={submit.busy}>
            Send email
          </PlainSubmitButton>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/login">
              Back to sign-in
            </Link>
            <Link component={RouterLink} to={byUsername ? '/recovery' : '/recovery?password'}>
              {byUsername ? 'Forgot Username?' : 'Forgot Password?'}
            </Link>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}
