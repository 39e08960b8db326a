import { useNavigation } from '../../app/navigation';
import { AuthCard } from './AuthCard';
import { FamilyLoginForm } from './FamilyLoginForm';
import { readSignInState } from './routeState';
import { SwitchSignInLinks } from './SwitchSignInLinks';

/** /family: parent sign-in with a code sent to the family's phone. */
export default function FamilyLoginPage() {
  const { from } = readSignInState(useNavigation().state);
  return (
    <AuthCard title="Parent sign-in" subtitle="We will send a code to your phone." footer={<SwitchSignInLinks current="/family" />}>
      <FamilyLoginForm from={from} />
    </AuthCard>
  );
}
