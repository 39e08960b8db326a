import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import type { KeyboardEvent, ReactNode } from 'react';

/** §4: Enter closes an open modal (unless a button has the focus: then it presses that button). */
export function closeOnEnter(onClose: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Enter' || (event.target as HTMLElement).closest('button')) return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };
}

/** A modal of the player that says one thing: its title, its text at reading size, and its buttons. */
function TextDialog({
  id,
  open,
  onClose,
  title,
  text,
  actions,
}: {
  id: string;
  open: boolean;
  onClose(): void;
  title: string;
  text: ReactNode;
  actions: ReactNode;
}) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      onKeyDown={closeOnEnter(onClose)}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`} sx={{ color: 'text.primary', fontSize: 18 }}>
          {text}
        </DialogContentText>
      </DialogContent>
      {actions}
    </Dialog>
  );
}

export function MessageDialog({ text, onClose, title = 'Message' }: { text: string | null; onClose(): void; title?: string }) {
  return (
    <TextDialog
      id="player-message"
      open={text !== null}
      onClose={onClose}
      title={title}
      text={text}
      actions={
        <DialogActions>
          <Button variant="contained" onClick={onClose} autoFocus>
            OK
          </Button>
        </DialogActions>
      }
    />
  );
}

export interface Confirmation {
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm(): void;
  onCancel(): void;
}

/** The yes/no modal: the safe answer has the focus, so Enter keeps the student where they are. */
export function ConfirmDialog({ confirmation }: { confirmation: Confirmation | null }) {
  const cancel = () => confirmation?.onCancel();
  return (
    <TextDialog
      id="player-confirm"
      open={confirmation !== null}
      onClose={cancel}
      title="Please confirm"
      text={confirmation?.text}
      actions={
        <DialogActions sx={{ px: 3, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="outlined" onClick={cancel} autoFocus>
            {confirmation?.cancelLabel}
          </Button>
          <Button variant="contained" onClick={() => confirmation?.onConfirm()}>
            {confirmation?.confirmLabel}
          </Button>
        </DialogActions>
      }
    />
  );
}

export function ImageDialog({ url, onClose }: { url: string | null; onClose(): void }) {
  return (
    <Dialog open={url !== null} onClose={onClose} onKeyDown={closeOnEnter(onClose)} maxWidth="lg" aria-label="Picture">
      <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8, bgcolor: 'rgba(255,255,255,0.9)' }}>
        <CloseIcon />
      </IconButton>
      <Box sx={{ p: 2 }}>
        {url ? (
          <Box
            component="img"
            src={url}
            alt="The problem's picture, enlarged"
            sx={{ display: 'block', maxWidth: '100%', maxHeight: '85vh' }}
          />
        ) : null}
      </Box>
    </Dialog>
  );
}
