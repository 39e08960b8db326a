import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { US_STATES } from '@solve/core/constants';
import { birthYears, gradeLabel, SCHOOL_GRADES } from '@solve/core/grades';
import { FIELD_LIMITS, type FieldLimit } from '@solve/core/text-limits';
import { formatMessage, type MessageCode, messages } from '@solve/core/messages';
import { type FormEvent, useMemo, useState } from 'react';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { limitedField } from '../../components/limitedField';
import { useFormFields } from '../../components/useFormFields';
import { UpdateStudentMutation } from './profile.documents';
import { ProfileImagePicker } from './ProfileImagePicker';
import { dayCountOf, formValuesOf, type LoadedStudent, profileInputOf, type StudentFormValues, withDayInMonth } from './studentForm';

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

interface Props {
  student: LoadedStudent & { id: number; firstName: string; lastName: string; imageUrl?: string | null };
  onCancel(): void;
  onSaved(): void;
}

type FieldName = keyof StudentFormValues;

/** The inputs a refusal is about, outlined in red with the message under the form. */
const FIELDS_OF: Partial<Record<MessageCode, FieldName[]>> = {
  INVALID_GRADE: ['grade'],
  INVALID_BIRTHDATE: ['day', 'month', 'year'],
  INVALID_STATE: ['state'],
  INVALID_ZIP: ['zip'],
};

/** The form's text fields held to a length (the server's limits). */
const LIMITS: Partial<Record<FieldName, FieldLimit>> = {
  school: FIELD_LIMITS.school,
  street: FIELD_LIMITS.street,
  city: FIELD_LIMITS.city,
  country: FIELD_LIMITS.country,
};

/** Whether a refusal is about this input: the code's inputs, or the field a length refusal names. */
function isAbout(problem: { code: MessageCode | null; field: string | null }, name: FieldName): boolean {
  if (problem.code === 'FIELD_TOO_LONG') return LIMITS[name]?.label === problem.field;
  return problem.code ? (FIELDS_OF[problem.code]?.includes(name) ?? false) : false;
}

/**
 * The student's edit form (family-catalog-payment.md §2 "Profiles"): CANCEL leaves without
 * saving, RESET goes back to the loaded values, SAVE sends the whole profile in one mutation.
 */
export function StudentProfileForm({ student, onCancel, onSaved }: Props) {
  const loaded = useMemo(() => formValuesOf(student), [student]);
  const { fields, setFields } = useFormFields<StudentFormValues>(loaded);
  const [newImageKey, setNewImageKey] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<{ text: string; code: MessageCode | null; field: string | null } | null>(null);
  const [updateStudent, { loading: saving }] = useMutation(UpdateStudentMutation);
  const today = useMemo(() => new Date(), []);
  const years = useMemo(() => birthYears(today), [today]);
  const dayCount = dayCountOf(fields);
  // A change of month or year clears a day the new month does not have.
  const change = (name: FieldName) => (event: { target: { value: string } }) =>
    setFields((f) => withDayInMonth({ ...f, [name]: event.target.value }));

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setProblem(null);
    const checked = profileInputOf(fields, today);
    if (!checked.ok) {
      setProblem({ text: formatMessage(checked.code, checked.values), code: checked.code, field: checked.values?.field ?? null });
      return;
    }
    try {
      await updateStudent({ variables: { id: student.id, input: { ...checked.input, newImageKey } } });
      onSaved();
    } catch (failure) {
      setProblem({ text: errorMessage(failure, messages.GENERIC_TRY_LATER), code: errorCode(failure), field: null });
    }
  }

  function resetForm() {
    setFields(loaded);
    setNewImageKey(null);
    setProblem(null);
  }

  const field = (name: FieldName, label: string, span: number, options?: { value: string; label: string }[], numeric = false) => {
    const limit = LIMITS[name];
    const props = { name, value: fields[name], onChange: change(name), error: problem ? isAbout(problem, name) : false };
    return (
      <TextField
        {...(limit ? limitedField(limit, props) : props)}
        id={`profile-${name}`}
        label={label}
        select={options !== undefined}
        autoComplete="off"
        sx={{ gridColumn: { xs: 'span 6', sm: `span ${span}` } }}
        {...(numeric ? { slotProps: { htmlInput: { inputMode: 'numeric', maxLength: 10 } } } : {})}
      >
        {options?.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  };

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event: FormEvent<HTMLFormElement>) => void save(event)}
      sx={{ p: { xs: 2.5, sm: 4 }, borderRadius: 3 }}
    >
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mb: 3, textAlign: 'center' }}>
        Edit profile
      </Typography>
      <Box sx={{ mb: 3 }}>
        <ProfileImagePicker
          firstName={student.firstName}
          lastName={student.lastName}
          currentUrl={student.imageUrl}
          newImageKey={newImageKey}
          onUploaded={setNewImageKey}
          onBusyChange={setUploading}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(6, minmax(0, 1fr))', gap: 2 }}>
        {field('school', 'School', 4)}
        {field(
          'grade',
          'Grade',
          2,
          SCHOOL_GRADES.map((g) => ({ value: String(g), label: gradeLabel(g) })),
        )}
        <Typography component="h3" sx={{ gridColumn: 'span 6', fontWeight: 700, mt: 1 }}>
          Birth date
        </Typography>
        {field(
          'month',
          'Month',
          2,
          MONTHS.map((name, i) => ({ value: String(i + 1), label: name })),
        )}
        {field(
          'day',
          'Day',
          2,
          Array.from({ length: dayCount }, (_, i) => ({ value: String(i + 1), label: String(i + 1) })),
        )}
        {field(
          'year',
          'Year',
          2,
          years.map((y) => ({ value: String(y), label: String(y) })),
        )}
        <Typography component="h3" sx={{ gridColumn: 'span 6', fontWeight: 700, mt: 1 }}>
          Address
        </Typography>
        {field('street', 'Street', 6)}
        {field('city', 'City', 3)}
        {field('state', 'State', 3, [{ value: '', label: 'None' }, ...US_STATES.map(([code, name]) => ({ value: code, label: name }))])}
        {field('zip', 'Zip', 2, undefined, true)}
        {field('country', 'Country', 4)}
      </Box>
      {problem ? (
        <Alert severity="error" sx={{ mt: 3 }}>
          {problem.text}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 4 }}>
        <Button onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
        <Button variant="outlined" onClick={resetForm} disabled={saving}>
          Reset
        </Button>
        <Button type="submit" variant="contained" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
      </Box>
    </Paper>
  );
}
