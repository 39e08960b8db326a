import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { FIELD_LIMITS } from '@solve/core/text-limits';
import type { ReactNode } from 'react';
import { limitedField } from './limitedField';

/** First and last name, side by side (one above the other on a phone); both required, each within its limit. */
export function NameFields({ first, last }: { first: TextFieldProps; last: TextFieldProps }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <TextField label="First name" required fullWidth {...limitedField(FIELD_LIMITS.firstName, first)} />
      <TextField label="Last name" required fullWidth {...limitedField(FIELD_LIMITS.lastName, last)} />
    </Stack>
  );
}

/** An e-mail address within its limit. */
export function EmailField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return <TextField label="Email" type="email" {...limitedField(FIELD_LIMITS.email, props)} />;
}

/** A telephone number: the phone's number pad on touch screens. */
export function PhoneField(props: Omit<TextFieldProps, 'type' | 'slotProps'>) {
  return <TextField label="Phone number" type="tel" {...props} slotProps={{ htmlInput: { inputMode: 'tel' } }} />;
}

/** A choice among a few options, each a value and what the menu shows for it. */
export function SelectField({
  options,
  ...props
}: Omit<TextFieldProps, 'select' | 'children'> & { options: readonly (readonly [string, ReactNode])[] }) {
  return (
    <TextField select {...props}>
      {options.map(([value, label]) => (
        <MenuItem key={value} value={value}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}
