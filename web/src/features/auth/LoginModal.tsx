import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { Suspense, useState } from 'react';
import { FamilyLoginForm } from './FamilyLoginForm';
import { PageSpinner } from '../../app/RequireSignIn';
import { lazyWithApollo } from '../../app/withApollo';
import { StudentLoginForm } from './StudentLoginForm';

// Registration reads through Apollo; it loads only when its tab is chosen, from its own file (a
// lazy import of family's index would load the whole feature).
const JoinForm = lazyWithApollo(
  () => import('../family/JoinForm'),
  (module) => module.JoinForm,
);

export type LoginMode = 'parent' | 'student' | 'register';

export interface LoginModalProps {
  open: boolean;
  onClose(): void;
  /** Where to go after signing in when the spec gives no other place. */
  from: string | null;
  /** Opened from checkout: the Register Family mode is offered and Parent comes first. */
  fromCheckout?: boolean;
  /** Replaces the navigation after a sign-in (e.g. checkout keeps its page). */
  onSignedIn?: () => void;
}

/**
 * The shared Login modal (family-catalog-payment.md §2 "Sign-in screens"): Parent,
 * Student/Instructor (a username, or an employee's email) and, from checkout, Register Family.
 */
/** The dialog takes the focus when it opens; once it is in, the first field gets it (Enter then submits). */
function focusFirstField(node: HTMLElement) {
  node.querySelector<HTMLInputElement>('[role="tabpanel"] input:not([type="hidden"]):not([type="checkbox"])')?.focus();
}

export function LoginModal({ open, onClose, from, fromCheckout = false, onSignedIn }: LoginModalProps) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      maxWidth="xs"
      fullWidth
      aria-labelledby="login-modal-title"
      slotProps={{ transition: { onEntered: focusFirstField } }}
    >
      {/* Mounted only while open, so every opening starts on the first step with empty fields. */}
      {open ? <LoginModalBody onClose={onClose} from={from} fromCheckout={fromCheckout} onSignedIn={onSignedIn} /> : null}
    </Dialog>
  );
}

function LoginModalBody({ onClose, from, fromCheckout, onSignedIn }: Omit<LoginModalProps, 'open'>) {
  const [mode, setMode] = useState<LoginMode>(fromCheckout ? 'parent' : 'student');
  const signedIn = () => {
    onClose();
    onSignedIn?.();
  };
  const done = onSignedIn ? signedIn : undefined;

  return (
    <>
      <DialogTitle id="login-modal-title" sx={{ pr: 6, fontWeight: 700 }}>
        Login
        <IconButton aria-label="Close" onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <Tabs
        value={mode}
        onChange={(_, value: LoginMode) => setMode(value)}
        variant="fullWidth"
        aria-label="How to sign in"
        sx={{
          px: 2,
          borderBottom: 1,
          borderColor: 'divider',
          '& .MuiTab-root': { textTransform: 'none', fontWeight: 600, minWidth: 0, px: 1 },
        }}
      >
        <Tab value="parent" label="Parent" id="login-tab-parent" aria-controls="login-panel" />
        <Tab
          value="student"
          // <wbr> lets the label break after the slash when three modes share the width.
          label={
            <span>
              Student/
              <wbr />
              Instructor
            </span>
          }
          id="login-tab-student"
          aria-controls="login-panel"
        />
        {fromCheckout ? <Tab value="register" label="Register Family" id="login-tab-register" aria-controls="login-panel" /> : null}
      </Tabs>
      <DialogContent>
        {from && !fromCheckout ? (
          <Typography color="text.secondary" sx={{ pt: 2, fontSize: 14 }}>
            {messages.NOT_SIGNED_IN}
          </Typography>
        ) : null}
        <Box id="login-panel" role="tabpanel" aria-labelledby={`login-tab-${mode}`} sx={{ pt: 2 }}>
          {mode === 'parent' ? <FamilyLoginForm from={from} onSignedIn={done} /> : null}
          {mode === 'student' ? <StudentLoginForm allowEmail from={from} onSignedIn={done} /> : null}
          {mode === 'register' ? (
            <Suspense fallback={<PageSpinner />}>
              <JoinForm from={from} onRegistered={done ?? onClose} navigateAfter={!done} />
            </Suspense>
          ) : null}
        </Box>
      </DialogContent>
    </>
  );
}
