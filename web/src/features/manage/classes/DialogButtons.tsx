import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { ReactNode } from 'react';

/** A class dialog's buttons: Cancel, and the one that saves, held while the save runs. */
export function DialogButtons({
  onCancel,
  onSave,
  busy,
  children,
}: {
  onCancel: () => void;
  onSave: () => void;
  busy: boolean;
  children: ReactNode;
}) {
  return (
    <DialogActions>
      <Button onClick={onCancel}>Cancel</Button>
      <Button variant="contained" onClick={onSave} disabled={busy}>
        {children}
      </Button>
    </DialogActions>
  );
}
