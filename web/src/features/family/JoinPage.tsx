import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { JoinForm } from './JoinForm';

/** /join, /referral?code=…: family registration; a referral link's code comes along. */
export default function JoinPage() {
  const [params] = useSearchParams();
  const referralCode = params.get('ref') ?? params.get('code');
  return (
    <Box sx={{ maxWidth: 560, mx: 'auto', py: { xs: 2, md: 4 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 800, mb: 1 }}>
          Join Solve
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {referralCode
            ? 'A friend invited you. Register your family to get started.'
            : 'Register your family to enrol your students in classes.'}
        </Typography>
        <JoinForm referralCode={referralCode} />
      </Paper>
    </Box>
  );
}
