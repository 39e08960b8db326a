import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link, useLocation } from 'react-router';
import { useSession } from './session';
import { titleFor } from './shell/routeTitles';

/**
 * A page of the product that this version does not offer yet (today: /posts, where parents land
 * after signing in). It says so plainly and offers the places that work; the area's real page
 * replaces it in the router.
 */
export default function NotYetAvailablePage() {
  const { me } = useSession();
  const { pathname } = useLocation();
  const title = titleFor(pathname);
  return (
    <Stack sx={{ flexGrow: 1, alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, borderRadius: 3, maxWidth: 560, width: '100%', textAlign: 'center' }}>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
          {me ? `Welcome, ${me.firstName}!` : title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 1.5, mb: 3 }}>
          {title} is not available in this version of the app yet. Everything else you need is one click away.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ justifyContent: 'center' }}>
          <Button component={Link} to="/dashboard" variant="contained">
            Go to the dashboard
          </Button>
          <Button component={Link} to="/profile" variant="outlined">
            Your profile
          </Button>
        </Stack>
      </Paper>
    </Stack>
  );
}
