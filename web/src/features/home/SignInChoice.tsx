import FamilyRestroomIcon from '@mui/icons-material/FamilyRestroom';
import SchoolIcon from '@mui/icons-material/School';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

interface ChoiceProps {
  to: string;
  icon: ReactNode;
  title: string;
  text: string;
  state: unknown;
}

function Choice({ to, icon, title, text, state }: ChoiceProps) {
  return (
    <Card variant="outlined" sx={{ flex: 1, minWidth: 0, borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={to} state={state} sx={{ p: 2.5, height: '100%' }}>
        <Box sx={{ color: 'primary.main', mb: 1 }}>{icon}</Box>
        <Typography component="h3" sx={{ fontWeight: 700, fontSize: 18 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          {text}
        </Typography>
      </CardActionArea>
    </Card>
  );
}

/** The Student/Parent choice of how to sign in, with the staff pages below. */
export function SignInChoice({ from }: { from: string | null }) {
  const state = from ? { from } : undefined;
  return (
    <Box component="section" aria-labelledby="sign-in-choice-title">
      <Typography id="sign-in-choice-title" component="h2" sx={{ fontWeight: 700, mb: 1.5 }}>
        Sign in as
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' } }}>
        <Choice to="/login" state={state} icon={<SchoolIcon fontSize="large" />} title="Student" text="Use your username and password." />
        <Choice
          to="/family"
          state={state}
          icon={<FamilyRestroomIcon fontSize="large" />}
          title="Parent"
          text="Get a sign-in code on your phone."
        />
      </Box>
      <Typography color="text.secondary" sx={{ fontSize: 14, mt: 1.5 }}>
        Staff:{' '}
        <Link component={RouterLink} to="/instructor">
          Instructor sign-in
        </Link>
        {' · '}
        <Link component={RouterLink} to="/admin">
          Admin sign-in
        </Link>
      </Typography>
    </Box>
  );
}
