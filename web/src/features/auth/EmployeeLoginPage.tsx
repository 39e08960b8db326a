import { THROTTLE_MS } from '@solve/core/constants';
import { type FormEvent, useState } from 'react';
import { useNavigation } from '../../app/navigation';
import { PlainAlert } from '../../components/plain/PlainAlert';
import { PlainSubmitButton } from '../../components/plain/PlainButton';
import { PlainTextField } from '../../components/plain/PlainTextField';
import { useFormFields } from '../../components/useFormFields';
import { AuthCard } from './AuthCard';
import { readSignInState } from './routeState';
import { SwitchSignInLinks } from './SwitchSignInLinks';
import { useEmployeeSignIn } from './useEmployeeSignIn';
import { useThrottledAction } from './useThrottledAction';

interface Props {
  /** /instructor requires a teacher, /admin an admin (family-catalog-payment.md §5). */
  mode: 'INSTRUCTOR' | 'ADMIN';
}

/** /instructor and /admin: employee sign-in with work email and password. */
export default function EmployeeLoginPage({ mode }: Props) {
  const { navigate, state } = useNavigation();
  const { from } = readSignInState(state);
  const signIn = useEmployeeSignIn();
  const login = useThrottledAction(THROTTLE_MS.otherLogin);
  const { fields, set } = useFormFields({ email: '', password: '' });
  const { email, password } = fields;
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
        <div className="auth-stack">
          {error ? <PlainAlert severity="error">{error}</PlainAlert> : null}
          <PlainTextField
            label="Email"
            name="email"
            type="email"
            value={email}
            onChange={set('email')}
            autoFocus
            autoComplete="username"
            inputMode="email"
          />
          <PlainTextField
            label="Password"
            name="password"
            type="password"
            value={password}
            onChange={set('password')}
            autoComplete="current-password"
          />
          <PlainSubmitButton pending={login.pending} busy={login.busy}>
            Login
          </PlainSubmitButton>
        </div>
      </form>
    </AuthCard>
  );
}
