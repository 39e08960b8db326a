import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { THROTTLE_MS } from '@solve/core/constants';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { TextInput } from '../../components/TextInput';
import { AuthCard } from './AuthCard';
import { readSignInState } from './routeState';
import { SubmitButton } from './SubmitButton';
import { SwitchSignInLinks } from './SwitchSignInLinks';
import { useEmployeeSignIn } from './useEmployeeSignIn';
import { useThrottledAction } from './useThrottledAction';

interface Props {
  /** /instructor requires a teacher, /admin an admin (family-catalog-payment.md §5). */
  mode: 'INSTRUCTOR' | 'ADMIN';
}

/** /instructor and /admin: employee sign-in with work email and password. */
export default function EmployeeLoginPage({ mode }: Props) {
  const navigate = useNavigate();
  const { from } = readSignInState(useLocation().state);
  const signIn = useEmployeeSignIn();
  const login = useThrottledAction(THROTTLE_MS.otherLogin);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError('Enter your email and password');
      return;
    }
    void login.run(async () => {
      const failure = await signIn(email, password, mode);
      if (failure) setError(failure);
      else void navigate(from ?? '/dashboard');
    });
  };

  return (
    <AuthCard
      title={mode === 'ADMIN' ? 'Admin sign-in' : 'Instructor sign-in'}
      footer={<SwitchSignInLinks current={mode === 'ADMIN' ? '/admin' : '/instructor'} />}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack spacing={2}>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
            autoComplete="username"
            slotProps={{ htmlInput: { inputMode: 'email' } }}
          />
          <TextInput
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            autoComplete="current-password"
          />
          <SubmitButton pending={login.pending} busy={login.busy}>
            Login
          </SubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
