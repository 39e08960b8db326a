import Alert, { type AlertColor } from '@mui/material/Alert';

/** What the last action came to (done, or why not), above a list until it is closed; nothing when there is none. */
export function DismissibleAlert({ severity, text, onClose }: { severity: AlertColor; text: string | null; onClose(): void }) {
  return text ? (
    <Alert severity={severity} sx={{ mb: 2 }} onClose={onClose}>
      {text}
    </Alert>
  ) : null;
}
