import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { EmployeeProfileQuery } from './profile.documents';
import { ProfileCard, ProfileColumn } from './ProfileCard';

/** Instructors and admins: name, position and email, the change-password link and SIGN OUT. */
export function EmployeeProfile({ employeeId }: { employeeId: number }) {
  const { signOut } = useSession();
  const { data, error, loading } = useQuery(EmployeeProfileQuery, { variables: { id: employeeId } });
  const employee = data?.employee;
  if (!employee) {
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
        firstName={employee.firstName}
        lastName={employee.lastName}
        imageUrl={employee.imageUrl}
        subtitle={employee.position}
        rows={[
          { label: 'Name', value: `${employee.firstName} ${employee.lastName}` },
          { label: 'Position', value: employee.position },
          { label: 'Email', value: employee.workEmail },
        ]}
        actions={
          <>
            <Button variant="contained" component={RouterLink} to="/changepassword">
              Change password
            </Button>
            <Button variant="outlined" color="error" onClick={() => void signOut()}>
              Sign out
            </Button>
          </>
        }
      />
    </ProfileColumn>
  );
}
