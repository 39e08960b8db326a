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

/** SIGN OUT of every profile. */
export function SignOutButton() {
  const { signOut } = useSession();
  return (
    <Button variant="outlined" color="error" onClick={() => void signOut()}>
      Sign out
    </Button>
  );
}
