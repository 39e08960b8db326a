import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { PageSpinner } from '../../app/RequireSignIn';
import { lazyWithApollo } from '../../app/withApollo';

// Registration reads through Apollo, which loads with it. It loads from its own file: a lazy import
// of family's index would load the whole feature.
const JoinForm = lazyWithApollo(
  () => import('../family/JoinForm'),
  (module) => module.JoinForm,
);

/** The Join modal: family registration. */
export function JoinDialog({ open, onClose, from }: { open: boolean; onClose(): void; from?: string | null }) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullScreen={phone} maxWidth="sm" fullWidth aria-labelledby="join-dialog-title">
      <DialogTitle id="join-dialog-title" sx={{ pr: 6, fontWeight: 700 }}>
        Join Solve
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        {/* Mounted only while open: every opening starts with an empty form and a new submit key. */}
        {open ? (
          <Suspense fallback={<PageSpinner />}>
            <JoinForm from={from} onRegistered={onClose} />
          </Suspense>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
