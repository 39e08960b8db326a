import { useApolloClient, useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@solve/core/messages';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { AddStudentMutation, GeneratedStudentPasswordQuery } from './family.documents';

const GRADES = Array.from({ length: 13 }, (_, g) => g);
const EMPTY = { firstName: '', lastName: '', birthdate: '', grade: '', gender: '', school: '', password: '' };

interface Props {
  open: boolean;
  onClose(): void;
  onAdded(student: { id: number; username: string; message: string }): void;
}

/**
 * The add-student dialog (family-catalog-payment.md §5): the parent sets the student's first
 * password or takes a generated one, shown here once; the student changes it at the first sign-in.
 */
export function AddStudentDialog({ open, onClose, onAdded }: Props) {
  const client = useApolloClient();
  const [addStudent, { loading }] = useMutation(AddStudentMutation);
  const [fields, setFields] = useState(EMPTY);
  const [error, setError] = useState('');
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) =>
    setFields((f) => ({ ...f, [name]: event.target.value }));

  const close = () => {
    setFields(EMPTY);
    setError('');
    onClose();
  };

  const generate = async () => {
    try {
      const { data } = await client.query({ query: GeneratedStudentPasswordQuery, fetchPolicy: 'network-only' });
      if (data?.generatedStudentPassword) setFields((f) => ({ ...f, password: data.generatedStudentPassword }));
    } catch (e) {
      setError(errorMessage(e, messages.ADD_STUDENT_FAILED));
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, birthdate, grade, gender, school, password } = fields;
    if (![firstName, lastName, birthdate, grade, gender, school].every((v) => v.trim())) {
      setError(messages.ADD_STUDENT_REQUIRED);
      return;
    }
    try {
      const { data } = await addStudent({
        variables: {
          input: { firstName, lastName, birthdate, grade: Number(grade), gender: gender === 'MALE' ? 'MALE' : 'FEMALE', school, password },
        },
      });
      if (data?.addStudent) {
        onAdded(data.addStudent);
        close();
      }
    } catch (e) {
      setError(errorMessage(e, messages.ADD_STUDENT_FAILED));
    }
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="sm" fullWidth aria-labelledby="add-student-title">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id="add-student-title" sx={{ fontWeight: 700 }}>
          Add a student
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" role="alert">
                {error}
              </Alert>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField label="First name" required value={fields.firstName} onChange={set('firstName')} fullWidth autoFocus />
              <TextField label="Last name" required value={fields.lastName} onChange={set('lastName')} fullWidth />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                label="Birth date"
                type="date"
                required
                value={fields.birthdate}
                onChange={set('birthdate')}
                fullWidth
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField select label="Grade" required value={fields.grade} onChange={set('grade')} fullWidth>
                {GRADES.map((g) => (
                  <MenuItem key={g} value={String(g)}>
                    {g === 0 ? 'K' : g}
                  </MenuItem>
                ))}
              </TextField>
              <TextField select label="Gender" required value={fields.gender} onChange={set('gender')} fullWidth>
                <MenuItem value="MALE">Male</MenuItem>
                <MenuItem value="FEMALE">Female</MenuItem>
              </TextField>
            </Stack>
            <TextField label="School" required value={fields.school} onChange={set('school')} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
              <TextField
                label="First password"
                required
                value={fields.password}
                onChange={set('password')}
                fullWidth
                autoComplete="new-password"
                helperText="At least 8 characters. Give it to your student: it is shown only now and must be changed at the first sign-in."
              />
              <Button onClick={() => void generate()} sx={{ height: 56, minWidth: 110 }}>
                Generate
              </Button>
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={loading}>
            Add student
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
