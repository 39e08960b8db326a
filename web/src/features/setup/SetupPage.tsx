import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { PASSWORD_MIN_LENGTH } from '@solve/core/constants';
import { isStrongEnoughPassword } from '@solve/core/text-checks';
import { messages } from '@solve/core/messages';
import { type FormEvent, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { AcademyQuery } from '../../app/academy';
import { errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormFields } from '../../components/useFormFields';
import { graphql } from '../../graphql';
import { AuthCard, useEmployeeSignIn } from '../auth';
import { PlainSubmitButton } from '../../components/plain/PlainButton';
import { viewerTimeZone } from '../../app/dates';

const SetupRequiredQuery = graphql(`
  query SetupRequired {
    setupRequired
  }
`);

const SetupAcademyMutation = graphql(`
  mutation SetupAcademy($input: SetupAcademyInput!) {
    setupAcademy(input: $input) {
      email
    }
  }
`);

/** The zones the browser knows, the browser's own first. */
function timeZones(): { zones: string[]; local: string } {
  const local = viewerTimeZone();
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [local];
  return { zones: zones.includes(local) ? zones : [local, ...zones], local };
}

/**
 * /setup: the first run of an academy started from an empty database. With the one-time setup link
 * the server printed in its log, the academy gets its name and time zone and its first admin, who
 * is then signed in. Once an admin exists the page only says so.
 */
export default function SetupPage() {
  const { data, loading, error } = useQuery(SetupRequiredQuery, { fetchPolicy: 'network-only' });
  if (loading && !data) {
    return (
      <AuthCard title="Set up the academy">
        <CircularProgress aria-label="Loading" />
      </AuthCard>
    );
  }
  if (!data) {
    return (
      <AuthCard title="Set up the academy">
        <Alert severity="error">{errorMessage(error, messages.GENERIC_TRY_LATER)}</Alert>
      </AuthCard>
    );
  }
  if (!data.setupRequired) {
    return (
      <AuthCard title="Set up the academy">
        <Alert severity="info">
          This academy already has an admin.{' '}
          <Link component={RouterLink} to="/admin">
            Sign in as an admin
          </Link>
          .
        </Alert>
      </AuthCard>
    );
  }
  return <SetupForm />;
}

function SetupForm() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signIn = useEmployeeSignIn();
  const { zones, local } = useMemo(timeZones, []);
  const {
    fields: values,
    set,
    setFields,
  } = useFormFields({
    token: params.get('token') ?? '',
    academyName: '',
    timeZone: local,
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    confirm: '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [setup] = useMutation(SetupAcademyMutation, { refetchQueries: [AcademyQuery, SetupRequiredQuery] });
  const field = (key: keyof typeof values) => ({ value: values[key], onChange: set(key) });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    const { confirm, ...input } = values;
    if (Object.values(input).some((value) => !value.trim())) {
      setProblem(messages.REQUIRED_FIELDS);
      return;
    }
    if (!isStrongEnoughPassword(input.password)) {
      setProblem(messages.PASSWORD_TOO_SHORT);
      return;
    }
    if (input.password !== confirm) {
      setProblem(messages.PASSWORDS_DO_NOT_MATCH);
      return;
    }
    setPending(true);
    try {
      const result = await setup({ variables: { input } });
      const email = result.data?.setupAcademy.email ?? input.email;
      const failure = await signIn(email, input.password, 'ADMIN');
      if (failure) {
        setProblem(failure);
        return;
      }
      void navigate('/manage/academy', { state: { firstRun: true } });
    } catch (error) {
      setProblem(errorMessage(error, messages.GENERIC_TRY_LATER));
    } finally {
      setPending(false);
    }
  }

  return (
    <AuthCard
      title="Set up the academy"
      subtitle="Name the academy and create its first admin. You need the setup link the server printed in its log when it started."
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack spacing={2}>
          <TextField label="Setup token" {...field('token')} helperText="Filled in when you open the setup link from the server's log." />
          <TextField label="Academy name" {...field('academyName')} autoFocus />
          <Autocomplete
            options={zones}
            value={values.timeZone}
            disableClearable
            onChange={(_event, zone) => setFields((f) => ({ ...f, timeZone: zone }))}
            renderInput={(params) => <TextField {...params} label="Time zone" helperText="Dates and times of classes are in this zone." />}
          />
          <Typography component="h2" sx={{ fontWeight: 700, pt: 1 }}>
            The first admin
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField label="First name" {...field('firstName')} fullWidth autoComplete="given-name" />
            <TextField label="Last name" {...field('lastName')} fullWidth autoComplete="family-name" />
          </Stack>
          <TextField label="Work email" type="email" {...field('email')} autoComplete="username" />
          <TextField
            label="Password"
            type="password"
            {...field('password')}
            autoComplete="new-password"
            helperText={`At least ${PASSWORD_MIN_LENGTH} characters.`}
          />
          <TextField label="Confirm password" type="password" {...field('confirm')} autoComplete="new-password" />
          {/* Beside the button, where a refusal is seen on a phone without scrolling back up. */}
          <ProblemAlert problem={problem} />
          <PlainSubmitButton pending={pending} busy={pending}>
            Create the academy
          </PlainSubmitButton>
        </Stack>
      </form>
    </AuthCard>
  );
}
