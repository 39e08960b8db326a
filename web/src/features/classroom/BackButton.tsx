import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

export function BackButton({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ alignSelf: 'flex-start', mb: 1 }}>
      {label}
    </Button>
  );
}
