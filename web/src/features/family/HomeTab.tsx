import MenuBookIcon from '@mui/icons-material/MenuBook';
import PersonIcon from '@mui/icons-material/Person';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { type Role, useSession } from '../../app/session';

const AS_ROLE: Record<Role, string> = {
  student: 'a student',
  family: 'a parent',
  instructor: 'an instructor',
  admin: 'an admin',
  guest: 'a guest',
};

function Shortcut({ to, icon, title, text }: { to: string; icon: ReactNode; title: string; text: string }) {
  return (
    <Card variant="outlined" sx={{ borderRadius: 3 }}>
      <CardActionArea component={RouterLink} to={to} sx={{ p: 2.5, display: 'flex', gap: 2, justifyContent: 'flex-start' }}>
        <Box sx={{ color: 'primary.main', display: 'flex' }}>{icon}</Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h3" sx={{ fontWeight: 700 }}>
            {title}
          </Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            {text}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}

/** The family dashboard's HOME tab. */
export function HomeTab() {
  const { me, role } = useSession();
  if (!me) return null;
  const family = role === 'family';
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto', py: { xs: 0, md: 2 } }}>
      <Typography component="h2" variant="h4" sx={{ fontWeight: 800 }}>
        Welcome, {me.firstName}!
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        {family
          ? `You are signed in for the ${me.lastName} family.`
          : `You are signed in as ${AS_ROLE[role]}${me.isGuest ? ' with a guest link' : ''}.`}
      </Typography>
      <Box component="nav" aria-label="Shortcuts" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        <Shortcut
          to="/profile"
          icon={<PersonIcon fontSize="large" />}
          title="Profile"
          text={family ? 'Your family account and address.' : 'Your details and password.'}
        />
        <Shortcut
          to="/catalog"
          icon={<MenuBookIcon fontSize="large" />}
          title="Catalog"
          text={family ? 'Find classes for your students.' : 'Browse the classes the academy offers.'}
        />
      </Box>
    </Box>
  );
}
