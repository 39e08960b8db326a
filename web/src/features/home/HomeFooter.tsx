import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAcademy } from '../../app/academy';
import { telHref } from '../../components/telHref';

/** The academy's phone line and hours, and the application version. */
export function HomeFooter() {
  const { academy, appVersion } = useAcademy();
  return (
    <Box
      component="footer"
      sx={{
        borderTop: 1,
        borderColor: 'divider',
        px: { xs: 2, sm: 3, md: 5 },
        py: 2,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        color: 'text.secondary',
        fontSize: 14,
      }}
    >
      {academy ? (
        <Typography sx={{ fontSize: 'inherit' }}>
          Questions? Call{' '}
          <Link href={telHref(academy.phoneNumber)} sx={{ whiteSpace: 'nowrap' }}>
            {academy.phoneNumber}
          </Link>
          {academy.supportHours ? `, ${academy.supportHours}` : ''}.
        </Typography>
      ) : (
        <span />
      )}
      {appVersion ? <Typography sx={{ fontSize: 'inherit' }}>Version {appVersion}</Typography> : null}
    </Box>
  );
}
