import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { isValidEmail } from '@solve/core/text-checks';
import { type FormEvent, useState } from 'react';
import { requestGraphQL } from '../../app/graphql/request';
import { AppLink, useNavigation } from '../../app/navigation';
import { errorMessage } from '../../components/errorMessage';
import { PlainButton, PlainSubmitButton } from '../../components/plain/PlainButton';
import { PlainTextField } from '../../components/plain/PlainTextField';
import { useFormFields } from '../../components/useFormFields';
import { StudentByUsernameQuery, StudentLoginMutation } from './student.documents';
import { StudentIdentity } from './StudentIdentity';
import { type AfterSignIn, useFinishStudentSignIn } from './useFinishStudentSignIn';
import { useEmployeeSignIn } from './useEmployeeSignIn';
import { useThrottledAction } from './useThrottledAction';
import './signIn.css';

/** Who the first step found: a student (with avatar) or, in the shared modal, an employee's email. */
type Identity = { kind: 'student'; firstName: string; lastName: string; image: string | null } | { kind: 'employee' };

interface Props extends AfterSignIn {
  /** The shared Login modal also takes an employee's email (signed in with mode ANY). */
  allowEmail?: boolean;
}

/**
 * Student sign-in in two steps (family-catalog-payment.md §2 "Sign-in screens"): the username,
 * then the student's avatar and the password. Enter submits each step.
 */
export function StudentLoginForm({ allowEmail = false, from, onSignedIn }: Props) {
  const { navigate } = useNavigation();
  const finishStudent = useFinishStudentSignIn();
  const signInEmployee = useEmployeeSignIn();
  const check = useThrottledAction(THROTTLE_MS.otherLogin);
  const login = useThrottledAction(THROTTLE_MS.studentLogin);
  const staffLogin = useThrottledAction(THROTTLE_MS.otherLogin);
  const { fields, set, setFields } = useFormFields({ username: '', password: '' });
  const { username, password } = fields;
  const [identity, setIdentity] = useState<Identity | null>(null);
  const [usernameError, setUsernameError] = useState('');
  const [passwordError, setPasswordError] = useState('');
  const loginAction = identity?.kind === 'employee' ? staffLogin : login;

  const onNext = (event: FormEvent) => {
    event.preventDefault();
    const name = username.trim();
    if (!name) {
      setUsernameError(allowEmail ? 'Enter your username or email' : 'Enter your username');
      return;
    }
    if (allowEmail && isValidEmail(name)) {
      setUsernameError('');
      setIdentity({ kind: 'employee' });
      return;
    }
    void check.run(async () => {
      try {
        const found = (await requestGraphQL(StudentByUsernameQuery, { username: name })).requestStudentByUsername;
        if (!found?.exists) {
          setUsernameError(messages.UNKNOWN_USERNAME);
          return;
        }
        setUsernameError('');
        setIdentity({ kind: 'student', firstName: found.firstName ?? '', lastName: found.lastName ?? '', image: found.image ?? null });
      } catch (error) {
        setUsernameError(errorMessage(error, messages.GENERIC_TRY_LATER));
      }
    });
  };

  const onLogin = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError('Enter your password');
      return;
    }
    void loginAction.run(async () => {
      if (identity?.kind === 'employee') {
        const failure = await signInEmployee(username, password, 'ANY');
        if (failure) setPasswordError(failure);
        else if (onSignedIn) onSignedIn();
        else void navigate(from ?? '/dashboard');
        return;
      }
      try {
        const { studentLogin: result } = await requestGraphQL(StudentLoginMutation, { username: username.trim(), password });
        if (!result?.success || !result.student) {
          setPasswordError(result?.message || messages.WRONG_PASSWORD);
          return;
        }
        setPasswordError('');
        await finishStudent(result, { from, onSignedIn });
      } catch (error) {
        setPasswordError(errorMessage(error, messages.GENERIC_TRY_LATER));
      }
    });
  };

  const onBack = () => {
    setIdentity(null);
    setFields((f) => ({ ...f, password: '' }));
    setPasswordError('');
  };

  const links = (
    <div className="auth-row auth-links">
      <AppLink to="/recovery?password" className="plain-link">
        Forgot Password?
      </AppLink>
      <AppLink to="/recovery" className="plain-link">
        Forgot Username?
      </AppLink>
    </div>
  );

  if (!identity) {
    return (
      <form onSubmit={onNext} noValidate>
        <PlainTextField
          label={allowEmail ? 'Username or email' : 'Username'}
          name="username"
          value={username}
          onChange={set('username')}
          autoFocus
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={Boolean(usernameError)}
          helperText={usernameError || '\u00a0'}
          helperRole={usernameError ? 'alert' : undefined}
        />
        <PlainSubmitButton pending={check.pending} busy={check.busy} className="auth-submit">
          Next
        </PlainSubmitButton>
        {links}
      </form>
    );
  }

  return (
    <form onSubmit={onLogin} noValidate>
      <StudentIdentity
        firstName={identity.kind === 'student' ? identity.firstName : ''}
        lastName={identity.kind === 'student' ? identity.lastName : ''}
        image={identity.kind === 'student' ? identity.image : null}
        login={username.trim()}
      />
      {/* Lets password managers pair the password with the account. */}
      <input type="text" name="username" autoComplete="username" value={username.trim()} readOnly hidden tabIndex={-1} aria-hidden />
      <PlainTextField
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={set('password')}
        autoFocus
        autoComplete="current-password"
        error={Boolean(passwordError)}
        helperText={passwordError || '\u00a0'}
        helperRole={passwordError ? 'alert' : undefined}
      />
      <div className="auth-actions">
        <PlainButton variant="outlined" size="large" onClick={onBack} disabled={loginAction.pending}>
          Back
        </PlainButton>
        <PlainSubmitButton pending={loginAction.pending} busy={loginAction.busy}>
          Login
        </PlainSubmitButton>
      </div>
      {identity.kind === 'student' ? links : null}
    </form>
  );
}
