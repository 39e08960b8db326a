import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useAcademy } from '../../app/academy';
import type { Me } from '../../app/session';
import { VideoFacade } from '../../components/VideoFacade';
import { SignInChoice } from './SignInChoice';

interface Props {
  me: Me | null | undefined;
  from: string | null;
}

/** Welcome text, the sign-in choice (or the way back in for a signed-in user) and the intro video. */
export function HomeHero({ me, from }: Props) {
  const { academy } = useAcademy();
  const name = academy?.name ?? 'Solve';
  return (
    <Box
      component="section"
      aria-labelledby="home-title"
      sx={{
        flexGrow: 1,
        width: '100%',
        maxWidth: 1200,
        mx: 'auto',
        px: { xs: 2, sm: 3, md: 5 },
        py: { xs: 3, md: 6 },
        display: 'grid',
        gap: { xs: 4, md: 6 },
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
        alignItems: 'center',
      }}
    >
      <Stack spacing={3} sx={{ minWidth: 0 }}>
        <Box>
          <Typography id="home-title" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 30, md: 40 }, lineHeight: 1.15 }}>
            {me ? `Welcome back, ${me.firstName}!` : `Welcome to ${name}`}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1.5, fontSize: 18 }}>
            Live classes, lessons and problem sets for students, with enrolment and payment for their families.
          </Typography>
        </Box>
        {me ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
            <Button component={RouterLink} to="/dashboard" variant="contained" size="large">
              Go to dashboard
            </Button>
            <Button component={RouterLink} to="/catalog" variant="outlined" size="large">
              Browse the catalog
            </Button>
          </Stack>
        ) : me === null ? (
          <SignInChoice from={from} />
        ) : null}
      </Stack>
      <Box component="figure" sx={{ m: 0, minWidth: 0 }}>
        {academy?.introVideoUrl ? (
          <VideoFacade url={academy.introVideoUrl} title={`Introduction to ${name}`} />
        ) : (
          <Box sx={{ pt: '56.25%', bgcolor: 'grey.200', borderRadius: 1 }} aria-hidden />
        )}
        <Typography component="figcaption" color="text.secondary" sx={{ fontSize: 14, mt: 1 }}>
          Watch how classes at {name} work.
        </Typography>
      </Box>
    </Box>
  );
}
