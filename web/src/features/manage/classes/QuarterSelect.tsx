import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { SxProps, Theme } from '@mui/material/styles';
import { QUARTERS, type QuarterName, quarterLabel } from './format';

/** The choice of a term's quarter, Winter to Fall. */
export function QuarterSelect({ value, onChange, sx }: { value: string; onChange: (quarter: QuarterName) => void; sx?: SxProps<Theme> }) {
  return (
    <TextField sx={sx} select label="Quarter" value={value} onChange={(event) => onChange(event.target.value as QuarterName)}>
      {QUARTERS.map((quarter) => (
        <MenuItem key={quarter} value={quarter}>
          {quarterLabel(quarter)}
        </MenuItem>
      ))}
    </TextField>
  );
}
