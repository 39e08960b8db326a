import { useQuery } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { gradeLabel } from '@solve/core/grades';
import { useEffect, useState } from 'react';
import { useAcademy } from '../../app/academy';
import { useSession } from '../../app/session';
import { sessionValues } from '../../app/storage';
import { StudentProfileQuery } from './profile.documents';
import { ProfileCard, ProfileColumn, ProfileNotLoaded } from './ProfileCard';
import { StudentProfileForm } from './StudentProfileForm';
import { MyBadges } from '../report';
import { ChangePasswordButton, NotificationSettingsButton, SignOutButton } from './ProfileButtons';

/**
 * The student profile: a card with EDIT PROFILE, SIGN OUT, the version and CHANGE PASSWORD, or
 * the edit form. After the first sign-in the form opens by itself (session flag showStudentEdit).
 */
export function StudentProfile({ studentId }: { studentId: number }) {
  const { refresh } = useSession();
  const { appVersion } = useAcademy();
  const [editing, setEditing] = useState(() => sessionValues.get('showStudentEdit') === 'true');
  const { data, error, loading, refetch } = useQuery(StudentProfileQuery, { variables: { id: studentId } });

  // The flag opens the editor once; it must not open again on the next visit.
  useEffect(() => sessionValues.remove('showStudentEdit'), []);

  const student = data?.student;
  if (!student) return <ProfileNotLoaded loading={loading} error={error} />;

  if (editing) {
    return (
      <ProfileColumn>
        <StudentProfileForm
          student={student}
          onCancel={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void refetch();
            // The header avatar and the grade-confirmed flag come from `me`.
            void refresh();
          }}
        />
      </ProfileColumn>
    );
  }

  return (
    <ProfileColumn>
      <ProfileCard
        firstName={student.firstName}
        lastName={student.lastName}
        imageUrl={student.imageUrl}
        rows={[
          { label: 'School', value: student.school },
          { label: 'Grade', value: gradeLabel(student.grade) },
          { label: 'Username', value: student.username },
        ]}
        actions={
          <>
            <Button variant="contained" onClick={() => setEditing(true)}>
              Edit profile
            </Button>
            <ChangePasswordButton variant="outlined" />
            <NotificationSettingsButton />
            <SignOutButton />
          </>
        }
        footer={
          appVersion ? (
            <Typography variant="body2" color="text.secondary">
              Version {appVersion}
            </Typography>
          ) : null
        }
      />
      <MyBadges studentId={student.id} />
    </ProfileColumn>
  );
}
