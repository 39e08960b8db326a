import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { THROTTLE_MS } from '@solve/core/constants';
import { messages } from '@solve/core/messages';
import { type FormEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { EmailField, NameFields, PhoneField, SelectField } from '../../components/PersonFields';
import { useFormFields } from '../../components/useFormFields';
import { useCountdown, useThrottledAction } from '../auth';
import { RegisterFamilyMutation, SendJoinCodeMutation } from './family.documents';
import { PlainSubmitButton } from '../../components/plain/PlainButton';

const RELATIONS = [
  ['MOTHER', 'Mother'],
  ['FATHER', 'Father'],
  ['GUARDIAN', 'Guardian'],
  ['OTHER', 'Other'],
] as const;
type Relation = (typeof RELATIONS)[number][0];
type ParentFields = Record<'firstName' | 'lastName' | 'email' | 'phoneNumber', string> & { relation: Relation | '' };

interface Props {
  /** Where to go once registered (checkout when the registration started there); the dashboard otherwise. */
  from?: string | null;
  /** A referral link's code: the new family is linked to that referral. */
  referralCode?: string | null;
  onRegistered?: () => void;
  /** False when the caller carries on by itself (a checkout that signs in and stays). */
  navigateAfter?: boolean;
}

/** One random key per form: a repeated submit is recognised by the server and creates nothing twice. */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Family registration (family-catalog-payment.md §2, §5): the parent's details and phone, the
 * phone proven by a code (SEND AGAIN after the first send), then one submit creates the family.
 */
export function JoinForm({ from, referralCode, onRegistered, navigateAfter = true }: Props) {
  const navigate = useNavigate();
  const { refresh } = useSession();
  const [sendJoinCode] = useMutation(SendJoinCodeMutation);
  const [registerFamily] = useMutation(RegisterFamilyMutation);
  const send = useThrottledAction(THROTTLE_MS.otherLogin);
  const submit = useThrottledAction(THROTTLE_MS.otherLogin);
  const countdown = useCountdown();
  const key = useRef(newKey());
  const codeInput = useRef<HTMLInputElement>(null);
  const { fields, set } = useFormFields<ParentFields>({ firstName: '', lastName: '', email: '', relation: '', phoneNumber: '' });
  const [code, setCode] = useState('');
  const [sentOnce, setSentOnce] = useState(false);
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);

  const onSend = () => {
    if (!fields.phoneNumber.trim()) {
      setBanner({ severity: 'error', text: messages.ENTER_PHONE });
      return;
    }
    void send.run(async () => {
      try {
        const { data } = await sendJoinCode({ variables: { phoneNumber: fields.phoneNumber.trim() } });
        setSentOnce(true);
        countdown.start(data?.sendJoinCode.secondsToExpire ?? 0);
        setBanner({ severity: 'success', text: data?.sendJoinCode.message ?? messages.CODE_SENT });
        codeInput.current?.focus();
      } catch (error) {
        setBanner({ severity: 'error', text: errorMessage(error, messages.GENERIC_TRY_LATER) });
      }
    });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, email, relation, phoneNumber } = fields;
    if (![firstName, lastName, email, relation, phoneNumber].every((v) => v.trim())) {
      setBanner({ severity: 'error', text: messages.REQUIRED_FIELDS });
      return;
    }
    if (!code.trim()) {
      setBanner({ severity: 'error', text: messages.ENTER_PHONE_AND_CODE });
      return;
    }
    void submit.run(async () => {
      try {
        await registerFamily({
          variables: {
            input: {
              firstName,
              lastName,
              email,
              relation: relation || null,
              phoneNumber,
              verificationCode: code.trim(),
              registrationKey: key.current,
              referralCode: referralCode ?? null,
            },
          },
        });
        await refresh();
        if (onRegistered) onRegistered();
        if (navigateAfter) void navigate(from ?? '/dashboard');
      } catch (error) {
        setBanner({ severity: 'error', text: errorMessage(error, messages.GENERIC_TRY_LATER) });
      }
    });
  };

  const waiting = countdown.secondsLeft > 0;
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label="Register your family">
      <Stack spacing={2}>
        {banner ? (
          <Alert severity={banner.severity} role="alert" onClose={() => setBanner(null)}>
            {banner.text}
          </Alert>
        ) : null}
        <NameFields
          first={{ name: 'firstName', value: fields.firstName, onChange: set('firstName'), autoComplete: 'given-name' }}
          last={{ name: 'lastName', value: fields.lastName, onChange: set('lastName'), autoComplete: 'family-name' }}
        />
        <EmailField name="email" required value={fields.email} onChange={set('email')} autoComplete="email" />
        <SelectField label="Relationship" name="relation" required value={fields.relation} onChange={set('relation')} options={RELATIONS} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <PhoneField name="phone" required value={fields.phoneNumber} onChange={set('phoneNumber')} autoComplete="tel" fullWidth />
          <Button variant="outlined" onClick={onSend} disabled={send.busy || waiting} sx={{ minWidth: 130, height: 56 }}>
            {sentOnce ? 'SEND AGAIN' : 'SEND CODE'}
            {waiting ? ` (${countdown.secondsLeft}s)` : ''}
          </Button>
        </Stack>
        <TextField
          label="Code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          inputRef={codeInput}
          autoComplete="one-time-code"
          helperText="The code we sent to your phone"
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
        <PlainSubmitButton pending={submit.pending} busy={submit.busy}>
          Register
        </PlainSubmitButton>
      </Stack>
    </Box>
  );
}
