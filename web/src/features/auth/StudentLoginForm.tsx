import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { isValidEmail } from '@solve/core/text-checks';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { TextInput } from '../../components/TextInput';
import { requestGraphQL } from '../../app/graphql/request';
import { errorMessage } from '../../components/errorMessage';
import { StudentByUsernameQuery, StudentLoginMutation } from './student.documents';
import { StudentIdentity } from './StudentIdentity';
import { SubmitButton } from './SubmitButton';
import { type AfterSignIn, useFinishStudentSignIn } from './useFinishStudentSignIn';
import { useEmployeeSignIn } from './useEmployeeSignIn';
import { useThrottledAction } from './useThrottledAction';

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
  const navigate = useNavigate();
  const finishStudent = useFinishStudentSignIn();
  const signInEmployee = useEmployeeSignIn();
  const check = useThrottledAction(THROTTLE_MS.otherLogin);
  const login = useThrottledAction(THROTTLE_MS.studentLogin);
  const staffLogin = useThrottledAction(THROTTLE_MS.otherLogin);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
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
    setPassword('');
    setPasswordError('');
  };

  const links = (
    <Stack direction="row" sx={{ justifyContent: 'space-between', mt: 2, gap: 1, flexWrap: 'wrap' }}>
      <Link component={RouterLink} to="/recovery?password">
        Forgot Password?
      </Link>
      <Link component={RouterLink} to="/recovery">
        Forgot Username?
      </Link>
    </Stack>
  );

  if (!identity) {
    return (
      <form onSubmit={onNext} noValidate>
        <TextInput
          label={allowEmail ? 'Username or email' : 'Username'}
          name="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
          autoFocus
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          error={Boolean(usernameError)}
          helperText={usernameError || ' '}
          slotProps={{ formHelperText: { role: usernameError ? 'alert' : undefined } }}
        />
        <SubmitButton pending={check.pending} busy={check.busy} sx={{ mt: 1 }}>
          Next
        </SubmitButton>
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
      <TextInput
        label="Password"
        name="password"
        type="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        autoFocus
        autoComplete="current-password"
        error={Boolean(passwordError)}
        helperText={passwordError || ' '}
        slotProps={{ formHelperText: { role: passwordError ? 'alert' : undefined } }}
      />
      <Stack direction="row" spacing={1.5} sx={{ mt: 1 }}>
        <Button variant="outlined" size="large" onClick={onBack} disabled={loginAction.pending} sx={{ flexShrink: 0 }}>
          Back
        </Button>
        <SubmitButton pending={loginAction.pending} busy={loginAction.busy}>
          Login
        </SubmitButton>
      </Stack>
      {identity.kind === 'student' ? links : null}
    </form>
  );
}
