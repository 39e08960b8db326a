import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link } from 'react-router';

export default function NotFoundPage() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', justifyContent: 'center', flexGrow: 1, p: 4, textAlign: 'center' }}>
      <Typography variant="h4" component="h2">
        Page not found
      </Typography>
      <Typography color="text.secondary">The page you were looking for does not exist.</Typography>
      <Button component={Link} to="/" variant="contained">
        Go home
      </Button>
    </Stack>
  );
}
