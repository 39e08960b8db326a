import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

/** A short message with a Close button: the locked-lesson popup, review refusals, start refusals. */
export function MessageDialog({ title, message, onClose }: { title: string; message: string | null; onClose(): void }) {
  return (
    <Dialog open={message !== null} onClose={onClose} aria-labelledby="message-dialog-title" maxWidth="xs" fullWidth>
      <DialogTitle id="message-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
