import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session';

/** The link to the change-password page; the main action on a card without an editor. */
export function ChangePasswordButton({ variant }: { variant: 'contained' | 'outlined' }) {
  return (
    <Button variant={variant} component={RouterLink} to="/changepassword">
      Change password
    </Button>
  );
}

/** The notification settings (what comes by e-mail and text), for everyone but a guest link. */
export function NotificationSettingsButton() {
  const { me } = useSession();
  // core's may.hearNotifications: anyone signed in but through a guest link.
  if (!me || me.isGuest) return null;
  return (
    <Button variant="outlined" component={RouterLink} to="/notifications/preferences">
      Notification settings
    </Button>
  );
}

/** SIGN OUT of every profile. */
export function SignOutButton() {
  const { signOut } = useSession();
  return (
    <Button variant="outlined" color="error" onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}
