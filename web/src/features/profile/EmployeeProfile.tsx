import { useQuery } from '@apollo/client/react';
import { EmployeeProfileQuery } from './profile.documents';
import { ProfileCard, ProfileColumn, ProfileNotLoaded } from './ProfileCard';
import { ChangePasswordButton, NotificationSettingsButton, SignOutButton } from './ProfileButtons';

/** Instructors and admins: name, position and email, the change-password link and SIGN OUT. */
export function EmployeeProfile({ employeeId }: { employeeId: number }) {
  const { data, error, loading } = useQuery(EmployeeProfileQuery, { variables: { id: employeeId } });
  const employee = data?.employee;
  if (!employee) return <ProfileNotLoaded loading={loading} error={error} />;
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
            <ChangePasswordButton variant="contained" />
            <NotificationSettingsButton />
            <SignOutButton />
          </>
        }
      />
    </ProfileColumn>
  );
}
