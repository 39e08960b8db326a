import { useMutation } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { messages } from '@solve/core/messages';
import { type FormEvent, useState } from 'react';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { EmailField, NameFields, PhoneField, SelectField } from '../../components/PersonFields';
import { ProblemAlert } from '../../components/ProblemAlert';
import { useFormFields } from '../../components/useFormFields';
import { ConfirmOnboardingMutation, type OnboardingData } from './referral.documents';

/** The onboarding offers Father, Mother and Other (§2). */
const RELATIONS = [
  ['FATHER', 'Father'],
  ['MOTHER', 'Mother'],
  ['OTHER', 'Other'],
] as const;
type Relation = (typeof RELATIONS)[number][0];
const isOffered = (value: string): value is Relation => RELATIONS.some(([offered]) => offered === value);

/** Step 1, Confirm Information: the parent's details, saved before the wizard moves on. */
export function OnboardingParentStep({ parent }: { parent: OnboardingData['parent'] }) {
  const { refresh } = useSession();
  const [confirm, { loading }] = useMutation(ConfirmOnboardingMutation, { refetchQueries: ['Onboarding'], awaitRefetchQueries: true });
  const { fields, set } = useFormFields<Record<'firstName' | 'lastName' | 'email' | 'phoneNumber' | 'relation', string>>({
    firstName: parent.firstName,
    lastName: parent.lastName,
    email: parent.email,
    phoneNumber: parent.phoneNumber,
    relation: isOffered(parent.relation) ? parent.relation : '',
  });
  const [error, setError] = useState('');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const { firstName, lastName, email, phoneNumber, relation } = fields;
    if (![firstName, lastName, email, phoneNumber, relation].every((v) => v.trim())) {
      setError(messages.ONBOARDING_MISSING);
      return;
    }
    try {
      await confirm({ variables: { input: { firstName, lastName, email, phoneNumber, relation: isOffered(relation) ? relation : null } } });
      // The greeting and the avatar read the parent's name.
      await refresh();
    } catch (e) {
      setError(errorMessage(e, messages.ONBOARDING_ERROR));
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Confirm Information">
      <Stack spacing={2}>
        <ProblemAlert problem={error} />
        <NameFields
          first={{ value: fields.firstName, onChange: set('firstName'), autoComplete: 'given-name' }}
          last={{ value: fields.lastName, onChange: set('lastName'), autoComplete: 'family-name' }}
        />
        <EmailField required value={fields.email} onChange={set('email')} autoComplete="email" />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PhoneField
            required
            value={fields.phoneNumber}
            onChange={set('phoneNumber')}
            autoComplete="tel"
            fullWidth
            helperText="You sign in with this number."
          />
          <SelectField label="Relationship" required value={fields.relation} onChange={set('relation')} fullWidth options={RELATIONS} />
        </Stack>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button type="submit" variant="contained" disabled={loading}>
            Next
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
