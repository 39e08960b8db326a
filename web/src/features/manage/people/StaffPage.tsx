import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMessage } from '@solve/core/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { useFormFields } from '../../../components/useFormFields';
import { InviteStaffMutation, SetStaffActiveMutation, SetStaffRolesMutation, StaffMembersQuery } from './people.documents';
import { HeadedTable, PageHeading } from '..';

const FALLBACK = 'Something went wrong. Please try again.';

interface Roles {
  isTeacher: boolean;
  isAdmin: boolean;
  isOffice: boolean;
}

function RoleBoxes({
  roles,
  onChange,
  disabled,
  idPrefix,
}: {
  roles: Roles;
  onChange: (roles: Roles) => void;
  disabled?: boolean;
  idPrefix: string;
}) {
  const box = (key: keyof Roles, label: string) => (
    <FormControlLabel
      control={
        <Checkbox
          id={`${idPrefix}-${key}`}
          checked={roles[key]}
          disabled={disabled}
          onChange={(e) => onChange({ ...roles, [key]: e.target.checked })}
        />
      }
      label={label}
    />
  );
  return (
    <FormGroup row>
      {box('isTeacher', 'Instructor')}
      {box('isAdmin', 'Admin')}
      {box('isOffice', 'Office')}
    </FormGroup>
  );
}

const NO_INVITEE = { firstName: '', lastName: '', email: '' };

function InviteForm() {
  const { fields, set, setFields } = useFormFields(NO_INVITEE);
  const { firstName, lastName, email } = fields;
  const [roles, setRoles] = useState<Roles>({ isTeacher: true, isAdmin: false, isOffice: false });
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [invite, { loading }] = useMutation(InviteStaffMutation, { refetchQueries: ['StaffMembers'] });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    try {
      const { data } = await invite({ variables: { firstName, lastName, email, ...roles } });
      setResult({ ok: true, text: formatMessage('STAFF_INVITED', { email: data?.inviteStaff.workEmail ?? email }) });
      setFields(NO_INVITEE);
    } catch (error) {
      setResult({ ok: false, text: errorMessage(error, FALLBACK) });
    }
  };

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2.5, borderRadius: 3 }}
      component="form"
      onSubmit={(event) => void submit(event)}
      aria-label="Invite a staff member"
    >
      <Typography component="h2" variant="h6" sx={{ mb: 1.5 }}>
        Invite a staff member
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 1 }}>
        <TextField label="First name" value={firstName} onChange={set('firstName')} required size="small" fullWidth />
        <TextField label="Last name" value={lastName} onChange={set('lastName')} required size="small" fullWidth />
        <TextField label="Email" type="email" value={email} onChange={set('email')} required size="small" fullWidth />
      </Stack>
      <RoleBoxes roles={roles} onChange={setRoles} idPrefix="invite" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
        <Button type="submit" variant="contained" disabled={loading}>
          Send invitation
        </Button>
        {loading && <CircularProgress size={20} aria-label="Sending" />}
      </Stack>
      {result && (
        <Alert severity={result.ok ? 'success' : 'error'} sx={{ mt: 2 }} role={result.ok ? 'status' : 'alert'}>
          {result.text}
        </Alert>
      )}
    </Paper>
  );
}

type Member = NonNullable<ReturnType<typeof useStaff>['data']>['staffMembers'][number];
const useStaff = () => useQuery(StaffMembersQuery, { fetchPolicy: 'cache-and-network' });

function StaffRow({ member, onError }: { member: Member; onError: (text: string) => void }) {
  const [setRoles, roles] = useMutation(SetStaffRolesMutation);
  const [setActive, active] = useMutation(SetStaffActiveMutation, { refetchQueries: ['StaffMembers'] });
  const busy = roles.loading || active.loading;
  const name = `${member.firstName} ${member.lastName}`;
  const changeRoles = async (next: Roles) => {
    try {
      await setRoles({ variables: { employeeId: member.id, ...next } });
    } catch (error) {
      onError(errorMessage(error, FALLBACK));
    }
  };
  const toggleActive = async () => {
    if (member.active && !window.confirm(`Deactivate ${name}? Their sessions end at once.`)) return;
    try {
      await setActive({ variables: { employeeId: member.id, active: !member.active } });
    } catch (error) {
      onError(errorMessage(error, FALLBACK));
    }
  };
  return (
    <TableRow>
      <TableCell>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14, wordBreak: 'break-all' }}>
          {member.workEmail}
        </Typography>
      </TableCell>
      <TableCell>
        <RoleBoxes
          roles={{ isTeacher: member.isTeacher, isAdmin: member.isAdmin, isOffice: member.isOffice }}
          onChange={(next) => void changeRoles(next)}
          disabled={busy || !member.active}
          idPrefix={`staff-${member.id}`}
        />
      </TableCell>
      <TableCell>
        {!member.active ? (
          <Chip label="Deactivated" size="small" />
        ) : member.invitationPending ? (
          <Chip label="Invited" color="warning" size="small" />
        ) : (
          <Chip label="Active" color="success" size="small" />
        )}
      </TableCell>
      <TableCell align="right">
        <Button
          size="small"
          onClick={() => void toggleActive()}
          disabled={busy}
          aria-label={`${member.active ? 'Deactivate' : 'Reactivate'} ${name}`}
        >
          {member.active ? 'Deactivate' : 'Reactivate'}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/** /manage/staff: invite instructors and admins, set their roles, deactivate them. */
export default function StaffPage() {
  const { data, loading, error } = useStaff();
  const [rowError, setRowError] = useState<string | null>(null);
  const staff = data?.staffMembers ?? [];
  return (
    <Stack spacing={3}>
      <PageHeading>Staff</PageHeading>
      <InviteForm />
      {rowError && (
        <Alert severity="error" onClose={() => setRowError(null)}>
          {rowError}
        </Alert>
      )}
      {loading && !data ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
          <CircularProgress aria-label="Loading staff" />
        </Box>
      ) : error && !data ? (
        <Alert severity="error">{errorMessage(error, FALLBACK)}</Alert>
      ) : staff.length === 0 ? (
        <Typography color="text.secondary">No staff accounts yet.</Typography>
      ) : (
        <TableContainer component={Paper} variant="outlined" sx={{ borderRadius: 3 }}>
          <HeadedTable label="Staff accounts" columns={['Name', 'Roles', 'Status', null]}>
            {staff.map((member) => (
              <StaffRow key={member.id} member={member} onError={setRowError} />
            ))}
          </HeadedTable>
        </TableContainer>
      )}
    </Stack>
  );
}
