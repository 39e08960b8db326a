import Stack from '@mui/material/Stack';
import { useLocation } from 'react-router';
import { AuthCard } from './AuthCard';
import { EnrolledNotice } from './EnrolledNotice';
import { readSignInState } from './routeState';
import { StudentLoginForm } from './StudentLoginForm';
import { SwitchSignInLinks } from './SwitchSignInLinks';

/** /login: student sign-in, with the enrolled-students notice and the live problems counter. */
export default function StudentLoginPage() {
  const { from } = readSignInState(useLocation().state);
  return (
    <AuthCard
      title="Student sign-in"
      footer={
        <Stack spacing={1.5}>
          <EnrolledNotice />
          <SwitchSignInLinks current="/login" />
        </Stack>
      }
    >
      <StudentLoginForm from={from} />
    </AuthCard>
  );
}
