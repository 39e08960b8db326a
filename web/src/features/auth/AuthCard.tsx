import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useAcademy } from '../../app/academy';

interface Props {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Shown under the card (notices, version). */
  footer?: ReactNode;
}

/**
 * The frame of every sign-in screen: one card on the academy colours, single column on phones.
 * The card sits at a fixed height near the middle rather than centred with what is under it: the
 * footer's facts arrive after the page shows (counter, phone, version), and a centred card would
 * move under a finger or pointer that is about to press its button.
 */
export function AuthCard({ title, subtitle, children, footer }: Props) {
  const { academy } = useAcademy();
  return (
    <Box
      sx={{
        flexGrow: 1,
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'flex-start',
        gap: 2,
        px: 2,
        pt: { xs: 3, sm: 'max(48px, calc(50vh - 290px))' },
        pb: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #1b3a6b 0%, #24508f 60%, #2d64ad 100%)',
      }}
    >
      <Link
        component={RouterLink}
        to="/"
        underline="none"
        sx={{ color: 'secondary.main', fontWeight: 800, fontSize: 28, letterSpacing: 0.5 }}
      >
        {academy?.name ?? 'Solve'}
      </Link>
      <Paper elevation={6} sx={{ width: '100%', maxWidth: 440, p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
        <Typography component="h1" variant="h5" sx={{ fontWeight: 700, mb: subtitle ? 0.5 : 2.5 }}>
          {title}
        </Typography>
        {subtitle ? (
          <Typography color="text.secondary" sx={{ mb: 2.5 }}>
            {subtitle}
          </Typography>
        ) : null}
        {children}
      </Paper>
      {footer ? <Box sx={{ width: '100%', maxWidth: 440, color: 'rgba(255,255,255,0.85)' }}>{footer}</Box> : null}
    </Box>
  );
}
