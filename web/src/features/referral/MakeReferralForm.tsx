import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { messages } from '@solve/core/messages';
import { isValidEmail } from '@solve/core/text-checks';
import { type FormEvent, useState } from 'react';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { NameFields, PhoneField } from '../../components/PersonFields';
import { useFormFields } from '../../components/useFormFields';
import { CreateReferralMutation } from './referral.documents';

const EMPTY = { refereeFirstName: '', refereeLastName: '', email: '', phone: '' };

/**
 * 'Make a Referral' (family-catalog-payment.md §2, §5): the friend's names, e-mail and optional
 * phone. The server mails them the join link; someone already registered marks the form in error.
 */
export function MakeReferralForm() {
  const [createReferral, { loading }] = useMutation(CreateReferralMutation, { refetchQueries: ['Referrals'] });
  const [banner, setBanner] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const [registered, setRegistered] = useState(false);
  const { fields, set, setFields } = useFormFields(EMPTY, () => setRegistered(false));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { refereeFirstName, refereeLastName, email, phone } = fields;
    if (!isValidEmail(email)) {
      setBanner({ severity: 'error', text: messages.INVALID_EMAIL });
      return;
    }
    if (!refereeFirstName.trim() || !refereeLastName.trim()) {
      setBanner({ severity: 'error', text: messages.REQUIRED_FIELDS });
      return;
    }
    try {
      const { data } = await createReferral({ variables: { refereeFirstName, refereeLastName, email, phone: phone.trim() || null } });
      setFields(EMPTY);
      setBanner({ severity: 'success', text: data?.createReferral.message ?? messages.REFERRAL_THANKS });
    } catch (error) {
      setRegistered(errorCode(error) === 'ALREADY_REGISTERED');
      setBanner({ severity: 'error', text: errorMessage(error, messages.REFERRAL_SEND_FAILED) });
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Make a Referral">
      <Stack spacing={2}>
        {banner ? (
          <Alert severity={banner.severity} role={banner.severity === 'error' ? 'alert' : 'status'} onClose={() => setBanner(null)}>
            {banner.text}
          </Alert>
        ) : null}
        <NameFields
          first={{ value: fields.refereeFirstName, onChange: set('refereeFirstName') }}
          last={{ value: fields.refereeLastName, onChange: set('refereeLastName') }}
        />
        <TextField
          label="Email"
          type="email"
          required
          value={fields.email}
          onChange={set('email')}
          error={registered}
          slotProps={{ htmlInput: { 'aria-invalid': registered } }}
        />
        <PhoneField
          label="Phone (optional)"
          value={fields.phone}
          onChange={set('phone')}
          error={registered && fields.phone.trim() !== ''}
        />
        <Box>
          <Button type="submit" variant="contained" disabled={loading}>
            Send referral
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
