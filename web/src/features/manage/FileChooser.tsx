import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChangeEvent } from 'react';
import { visuallyHidden } from '../../components/visuallyHidden';

/**
 * What the server takes in one request (its body limit is 1,000,000 bytes, and the file travels
 * inside a GraphQL request as text, where quotes and line breaks are escaped).
 */
export const MAX_UPLOAD_BYTES = 900_000;

export interface ChosenFile {
  name: string;
  text: string;
}

/**
 * A button that opens the file picker (keyboard and screen readers reach the real file input inside it); the
 * chosen file is read as text in the browser. Too large a file is refused with `onTooLarge`.
 */
export function FileChooser({
  label,
  accept,
  chosen,
  disabled,
  onFile,
  onTooLarge,
}: {
  label: string;
  accept: string;
  chosen: string | null;
  disabled?: boolean;
  onFile: (file: ChosenFile) => void;
  onTooLarge: (name: string) => void;
}) {
  async function change(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // The same file may be chosen again after it changed on disk.
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_UPLOAD_BYTES) {
      onTooLarge(file.name);
      return;
    }
    onFile({ name: file.name, text: await file.text() });
  }
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1.5 }}>
      {/* The input inside the label takes the keyboard focus and opens the picker; the button only draws it. */}
      <Button
        variant="outlined"
        component="label"
        role={undefined}
        tabIndex={-1}
        disabled={disabled}
        sx={{ '&:focus-within': { outline: 2 } }}
      >
        {label}
        <input type="file" accept={accept} disabled={disabled} onChange={(event) => void change(event)} style={visuallyHidden} />
      </Button>
      <Typography color="text.secondary" sx={{ fontSize: 14 }}>
        {chosen ?? 'No file chosen'}
      </Typography>
    </Stack>
  );
}
