import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../app/session';
import { sectionsFor } from './sections';

/** /manage: the sections an employee may open, as cards. */
export default function ManageHome() {
  const { role } = useSession();
  return (
    <Box
      component="nav"
      aria-label="Sections"
      sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))', gap: 2 }}
    >
      {sectionsFor(role === 'admin').map((section) => (
        <Card key={section.path} variant="outlined" sx={{ borderRadius: 3 }}>
          <CardActionArea component={RouterLink} to={section.path} sx={{ p: 2.5 }}>
            <Typography component="h2" sx={{ fontWeight: 700 }}>
              {section.label}
            </Typography>
            <Typography color="text.secondary" sx={{ fontSize: 14 }}>
              {section.description}
            </Typography>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}
