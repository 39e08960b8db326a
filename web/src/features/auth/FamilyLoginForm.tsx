import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { FamilyLoginMutation, FamilyVerifyMutation } from './family.documents';
import { SubmitButton } from './SubmitButton';
import type { AfterSignIn } from './useFinishStudentSignIn';
import { useCountdown } from './useCountdown';
import { useThrottledAction } from './useThrottledAction';

interface Banner {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Parent sign-in by a code sent to the phone (family-catalog-payment.md §2, §4, §5): send the
 * code (or get a call), then enter it. The server's answer shows in a success or error banner.
 */
export function FamilyLoginForm({ from, onSignedIn, initialPhone = '' }: AfterSignIn & { initialPhone?: string }) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [familyLogin] = useMutation(FamilyLoginMutation);
  const [familyVerify] = useMutation(FamilyVerifyMutation);
  const send = useThrottledAction(THROTTLE_MS.otherLogin);
  const verify = useThrottledAction(THROTTLE_MS.otherLogin);
  const countdown = useCountdown();
  const codeInput = useRef<HTMLInputElement>(null);
  const [phone, setPhone] = useState(initialPhone);
  const [callInstead, setCallInstead] = useState(false);
  const [code, setCode] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  /** The phone the last code went to; the countdown belongs to it. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const sentOnce = sentTo !== null;
  const [phoneError, setPhoneError] = useState('');
  const [banner, setBanner] = useState<Banner | null>(null);

  const onSend = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim()) {
      setPhoneError(messages.ENTER_PHONE);
      return;
    }
    setPhoneError('');
    void send.run(async () => {
      try {
        const { data } = await familyLogin({ variables: { phoneNumber: phone.trim(), callInstead } });
        const result = data?.familyLogin;
        if (!result?.verificationCodeSent) {
          setBanner({ severity: 'error', text: result?.message || messages.NO_FAMILY_ACCOUNT });
          return;
        }
        setSentTo(phone.trim());
        countdown.start(result.secondsToExpire ?? 0);
        setBanner({ severity: 'success', text: result.message || messages.CODE_SENT });
        codeInput.current?.focus();
      } catch (error) {
        setBanner({ severity: 'error', text: errorMessage(error, messages.GENERIC_TRY_LATER) });
      }
    });
  };

  const onVerify = (event: FormEvent) => {
    event.preventDefault();
    if (!phone.trim() || !code.trim()) {
      setBanner({ severity: 'error', text: messages.ENTER_ALL_FIELDS });
      return;
    }
    void verify.run(async () => {
      try {
        const { data } = await familyVerify({
          variables: { phoneNumber: phone.trim(), verificationCode: code.trim(), rememberMe },
        });
        const result = data?.familyVerify;
        if (!result?.success) {
          setBanner({ severity: 'error', text: result?.message || messages.WRONG_CODE });
          return;
        }
        setBanner({ severity: 'success', text: result.message || messages.FAMILY_LOGIN_SUCCESS });
        await refresh();
        if (onSignedIn) onSignedIn();
        // New families and recent buyers land on the news posts, others on their dashboard (§4).
        else void navigate(result.redirectTo === 'POSTS' ? (from ?? '/posts') : '/dashboard');
      } catch (error) {
        setBanner({ severity: 'error', text: errorMessage(error, messages.GENERIC_TRY_LATER) });
      }
    });
  };

  const waiting = countdown.secondsLeft > 0;

  return (
    <Stack spacing={2}>
      {banner ? (
        <Alert severity={banner.severity} role="alert" onClose={() => setBanner(null)}>
          {banner.text}
        </Alert>
      ) : null}
      <form onSubmit={onSend} noValidate>
        <TextField
          label="Phone number"
          name="phone"
          type="tel"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            // A different number gets its own code at once: the countdown was for the code sent before.
            if (sentTo !== null && event.target.value.trim() !== sentTo) {
              setSentTo(null);
              countdown.stop();
            }
          }}
          autoFocus
          autoComplete="tel"
          error={Boolean(phoneError)}
          helperText={phoneError || 'The mobile number on your family account'}
          slotProps={{ htmlInput: { inputMode: 'tel' }, formHelperText: { role: phoneError ? 'alert' : undefined } }}
        />
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
          <FormControlLabel
            control={<Checkbox checked={callInstead} onChange={(event) => setCallInstead(event.target.checked)} />}
            label="Call me instead"
          />
          <Button
            type="submit"
            variant="outlined"
            disabled={send.busy || waiting}
            aria-busy={send.pending}
            startIcon={send.pending ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
            sx={{ minWidth: 150 }}
          >
            {sentOnce ? 'Get Code' : 'Send code'}
            {waiting ? (
              <Box component="span" sx={{ textTransform: 'none', ml: 0.75 }}>
                ({countdown.secondsLeft}s)
              </Box>
            ) : null}
          </Button>
        </Stack>
      </form>
      <form onSubmit={onVerify} noValidate>
        <TextField
          label="Code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputRef={codeInput}
          autoComplete="one-time-code"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <FormControlLabel
          control={<Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)} />}
          label="Remember me"
          sx={{ mt: 0.5, mb: 1 }}
        />
        <SubmitButton pending={verify.pending} busy={verify.busy}>
          Login
        </SubmitButton>
      </form>
    </Stack>
  );
}
