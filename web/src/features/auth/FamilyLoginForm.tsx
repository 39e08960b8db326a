import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { type FormEvent, useRef, useState } from 'react';
import { requestGraphQL } from '../../app/graphql/request';
import { useNavigation } from '../../app/navigation';
import { useSession } from '../../app/session';
import { sessionValues } from '../../app/storage';
import { errorMessage } from '../../components/errorMessage';
import { PlainAlert } from '../../components/plain/PlainAlert';
import { PlainButton, PlainSubmitButton } from '../../components/plain/PlainButton';
import { PlainCheckbox } from '../../components/plain/PlainCheckbox';
import { PlainTextField } from '../../components/plain/PlainTextField';
import { FamilyLoginMutation, FamilyVerifyMutation } from './family.documents';
import type { AfterSignIn } from './useFinishStudentSignIn';
import { useCountdown } from './useCountdown';
import { useThrottledAction } from './useThrottledAction';
import './signIn.css';

/** The link of a seat offered from a waitlist (`/cart?offer=<entry>`). */
const OFFER_LINK = /^\/cart\?offer=\d+$/;

interface Banner {
  severity: 'success' | 'error';
  text: string;
}

/**
 * Parent sign-in by a code sent to the phone (family-catalog-payment.md §2, §4, §5): send the
 * code (or get a call), then enter it. The server's answer shows in a success or error banner.
 */
export function FamilyLoginForm({ from, onSignedIn, initialPhone = '' }: AfterSignIn & { initialPhone?: string }) {
  const { navigate } = useNavigation();
  const { refresh } = useSession();
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
        const result = (await requestGraphQL(FamilyLoginMutation, { phoneNumber: phone.trim(), callInstead })).familyLogin;
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
        const { familyVerify: result } = await requestGraphQL(FamilyVerifyMutation, {
          phoneNumber: phone.trim(),
          verificationCode: code.trim(),
          rememberMe,
        });
        if (!result?.success) {
          setBanner({ severity: 'error', text: result?.message || messages.WRONG_CODE });
          return;
        }
        setBanner({ severity: 'success', text: result.message || messages.FAMILY_LOGIN_SUCCESS });
        try {
          await refresh();
        } catch {
          // Signed in, but the family member could not be read: say so, and go to the dashboard all
          // the same (§8), where the app reads them again; from the modal, by loading it afresh.
          sessionValues.set('signInNotice', messages.FAMILY_INFO_FAILED);
          if (onSignedIn) window.location.assign('/dashboard');
          else void navigate('/dashboard');
          return;
        }
        if (onSignedIn) onSignedIn();
        // A seat offered from a waitlist opens its link whoever signs in: the offer is what they came for.
        else if (from && OFFER_LINK.test(from)) void navigate(from);
        // New families and recent buyers land on the news posts, others on their dashboard (§4).
        else void navigate(result.redirectTo === 'POSTS' ? (from ?? '/posts') : '/dashboard');
      } catch (error) {
        setBanner({ severity: 'error', text: errorMessage(error, messages.GENERIC_TRY_LATER) });
      }
    });
  };

  const waiting = countdown.secondsLeft > 0;

  return (
    <div className="auth-stack">
      {banner ? (
        <PlainAlert severity={banner.severity} onClose={() => setBanner(null)}>
          {banner.text}
        </PlainAlert>
      ) : null}
      <form onSubmit={onSend} noValidate>
        <PlainTextField
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
          inputMode="tel"
          error={Boolean(phoneError)}
          helperText={phoneError || 'The mobile number on your family account'}
          helperRole={phoneError ? 'alert' : undefined}
        />
        <div className="auth-row" style={{ marginTop: 4 }}>
          <PlainCheckbox label="Call me instead" checked={callInstead} onChange={(event) => setCallInstead(event.target.checked)} />
          <PlainButton type="submit" variant="outlined" disabled={send.busy || waiting} pending={send.pending} className="auth-code-button">
            {sentOnce ? 'Get Code' : 'Send code'}
            {waiting ? <span className="auth-countdown">({countdown.secondsLeft}s)</span> : null}
          </PlainButton>
        </div>
      </form>
      <form onSubmit={onVerify} noValidate>
        <PlainTextField
          label="Code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputRef={codeInput}
          autoComplete="one-time-code"
          inputMode="numeric"
        />
        <PlainCheckbox
          label="Remember me"
          checked={rememberMe}
          onChange={(event) => setRememberMe(event.target.checked)}
          className="auth-remember"
        />
        <PlainSubmitButton pending={verify.pending} busy={verify.busy}>
          Login
        </PlainSubmitButton>
      </form>
    </div>
  );
}
