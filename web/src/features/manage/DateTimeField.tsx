import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

const shrink = { inputLabel: { shrink: true } };

/**
 * A date, time or date-and-time field. Its label stays above the box because the browser draws
 * its own placeholder (mm/dd/yyyy, --:--) inside it.
 */
export function DateTimeField({
  label,
  type,
  value,
  onChange,
  sx,
  size,
  helperText,
}: {
  label: string;
  type: 'date' | 'time' | 'datetime-local';
  value: string;
  onChange: (value: string) => void;
  sx?: SxProps<Theme>;
  size?: 'small' | 'medium';
  helperText?: ReactNode;
}) {
  return (
    <TextField
      size={size}
      sx={sx}
      label={label}
      helperText={helperText}
      type={type}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={shrink}
    />
  );
}
