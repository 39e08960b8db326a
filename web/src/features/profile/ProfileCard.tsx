import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { initials } from '@solve/core/grades';
import type { ReactNode } from 'react';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorMessage } from '../../components/errorMessage';

export interface ProfileRow {
  label: string;
  value: ReactNode;
}

interface Props {
  firstName: string;
  lastName: string;
  imageUrl?: string | null;
  /** Under the name: a position, a relation. */
  subtitle?: string;
  rows: ProfileRow[];
  /** Buttons under the rows. */
  actions?: ReactNode;
  footer?: ReactNode;
}

/** The read-only profile card every role sees: avatar, full name, label and value rows, actions. */
export function ProfileCard({ firstName, lastName, imageUrl, subtitle, rows, actions, footer }: Props) {
  const fullName = `${firstName} ${lastName}`.trim();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, borderRadius: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1, mb: 3 }}>
        <Avatar src={imageUrl ?? undefined} alt={fullName} sx={{ width: 112, height: 112, fontSize: 40, bgcolor: 'primary.main' }}>
          {initials(firstName, lastName)}
        </Avatar>
        <Typography component="h2" variant="h5" sx={{ fontWeight: 800, mt: 1, wordBreak: 'break-word' }}>
          {fullName}
        </Typography>
        {subtitle ? <Typography color="text.secondary">{subtitle}</Typography> : null}
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' },
          columnGap: 3,
          rowGap: { xs: 0.25, sm: 1.5 },
          m: 0,
        }}
      >
        {rows.map((row) => (
          <Box key={row.label} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary" sx={{ fontWeight: 600, mt: { xs: 1.25, sm: 0 } }}>
              {row.label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word', whiteSpace: 'pre-line' }}>
              {row.value === '' || row.value === null || row.value === undefined ? '—' : row.value}
            </Typography>
          </Box>
        ))}
      </Box>
      {actions ? <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'center', mt: 4 }}>{actions}</Box> : null}
      {footer ? <Box sx={{ mt: 3, textAlign: 'center' }}>{footer}</Box> : null}
    </Paper>
  );
}

/** The page column the profile card or form sits in. */
export function ProfileColumn({ children }: { children: ReactNode }) {
  return <Box sx={{ width: '100%', maxWidth: 640, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 3, md: 5 } }}>{children}</Box>;
}

/** A profile before its query has answered: the spinner, else why it failed, in the page's column. */
export function ProfileNotLoaded({
  loading,
  error,
  Column = ProfileColumn,
}: {
  loading: boolean;
  error: unknown;
  Column?: (props: { children: ReactNode }) => ReactNode;
}) {
  if (loading) return <PageSpinner />;
  return (
    <Column>
      <Alert severity="error">{errorMessage(error, 'Your profile could not be loaded. Please try again.')}</Alert>
    </Column>
  );
}

/** A street, city, state and zip line and the country, or '' when nothing is known. */
export function addressText(
  location: { street: string; city: string; state: string; zip: string; country: string } | null | undefined,
): string {
  if (!location) return '';
  const cityLine = [location.city, [location.state, location.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [location.street, cityLine, location.country].filter(Boolean).join('\n');
}
