import { useNavigation } from '../../app/navigation';
import { AuthCard } from './AuthCard';
import { EnrolledNotice } from './EnrolledNotice';
import { readSignInState } from './routeState';
import { StudentLoginForm } from './StudentLoginForm';
import { SwitchSignInLinks } from './SwitchSignInLinks';

/** /login: student sign-in, with the enrolled-students notice and the live problems counter. */
export default function StudentLoginPage() {
  const { from } = readSignInState(useNavigation().state);
  return (
    <AuthCard
      title="Student sign-in"
      footer={
        <div className="auth-stack auth-stack--tight">
          <EnrolledNotice />
          <SwitchSignInLinks current="/login" />
        </div>
      }
    >
      <StudentLoginForm from={from} />
    </AuthCard>
  );
}
