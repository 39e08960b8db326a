import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { FIELD_LIMITS } from '@solve/core/text-limits';
import { limitedField } from '../../components/limitedField';
import { NameFields, SelectField } from '../../components/PersonFields';
import { ProblemAlert } from '../../components/ProblemAlert';
import type { AddStudentForm } from './useAddStudentForm';

const GRADES = Array.from({ length: 13 }, (_, g) => [String(g), g === 0 ? 'K' : String(g)] as const);
const GENDERS = [
  ['MALE', 'Male'],
  ['FEMALE', 'Female'],
] as const;

/** The add-student fields: names, birth date, grade (K–12), gender, school and the first password. */
export function AddStudentFields({ form, autoFocus = false }: { form: AddStudentForm; autoFocus?: boolean }) {
  const { fields, set, error } = form;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <ProblemAlert problem={error} />
      <NameFields
        first={{ value: fields.firstName, onChange: set('firstName'), autoFocus }}
        last={{ value: fields.lastName, onChange: set('lastName') }}
      />
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
        <SelectField label="Grade" required value={fields.grade} onChange={set('grade')} fullWidth options={GRADES} />
        <SelectField label="Gender" required value={fields.gender} onChange={set('gender')} fullWidth options={GENDERS} />
      </Stack>
      <TextField label="School" required {...limitedField(FIELD_LIMITS.school, { value: fields.school, onChange: set('school') })} />
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
        <Button onClick={() => void form.generate()} sx={{ height: 56, minWidth: 110 }}>
          Generate
        </Button>
      </Stack>
    </Stack>
  );
}
