import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { formatPhone } from '@solve/core/text-checks';
import { useSession } from '../../app/session';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorMessage } from '../../components/errorMessage';
import { FamilyProfileQuery } from './profile.documents';
import { addressText, ProfileCard, ProfileColumn } from './ProfileCard';

const RELATION: Record<string, string> = { MOTHER: 'Mother', FATHER: 'Father', GUARDIAN: 'Guardian', OTHER: 'Parent' };

/** Parents: a read-only card with their name, phone, email and the family's address, and SIGN OUT. */
export function FamilyProfile({ familyMemberId }: { familyMemberId: number }) {
  const { signOut } = useSession();
  const { data, error, loading } = useQuery(FamilyProfileQuery, { variables: { id: familyMemberId } });
  const member = data?.familyMember;
  if (!member) {
    if (loading) return <PageSpinner />;
    return (
      <ProfileColumn>
        <Alert severity="error">{errorMessage(error, 'Your profile could not be loaded. Please try again.')}</Alert>
      </ProfileColumn>
    );
  }
  return (
    <ProfileColumn>
      <ProfileCard
        firstName={member.firstName}
        lastName={member.lastName}
        imageUrl={member.imageUrl}
        subtitle={RELATION[member.relation]}
        rows={[
          { label: 'Name', value: `${member.firstName} ${member.lastName}` },
          { label: 'Phone', value: formatPhone(member.phoneNumber) },
          { label: 'Email', value: member.email },
          { label: 'Address', value: addressText(member.familyAccount.location) },
        ]}
        actions={
          <Button variant="outlined" color="error" onClick={() => void signOut()}>
            Sign out
          </Button>
        }
      />
    </ProfileColumn>
  );
}
