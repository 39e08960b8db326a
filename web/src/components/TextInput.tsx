import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';
import { type AriaRole, type ReactNode, useId } from 'react';

type Props = Omit<OutlinedInputProps, 'label' | 'slotProps' | 'id'> & {
  label: string;
  id?: string;
  helperText?: ReactNode;
  slotProps?: { htmlInput?: InputBaseComponentProps; formHelperText?: { role?: AriaRole } };
};

/**
 * A labelled outlined text field drawn as MUI's TextField draws it (full width, label, helper
 * text), without the select, menu and modal code TextField brings along, so the pages that use it
 * load less.
 */
export function TextInput({ label, id, helperText, slotProps, error, fullWidth = true, required, disabled, sx, ...input }: Props) {
  const generated = useId();
  const inputId = id ?? generated;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  return (
    <FormControl variant="outlined" fullWidth={fullWidth} error={error} required={required} disabled={disabled} sx={sx}>
      <InputLabel htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </InputLabel>
      <OutlinedInput
        id={inputId}
        label={required ? `${label} *` : label}
        {...input}
        inputProps={{ ...slotProps?.htmlInput, 'aria-describedby': helperId }}
      />
      {helperText ? (
        <FormHelperText id={helperId} role={slotProps?.formHelperText?.role}>
          {helperText}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
}
