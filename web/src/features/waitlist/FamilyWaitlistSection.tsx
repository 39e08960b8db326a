import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FamilyWaitlistQuery } from './waitlist.documents';
import { WaitlistEntryLine } from './WaitlistEntryLine';
import { useDrawnQuery } from '../../app/drawnQuery';

/** HOME's waitlists: each of the family's students in a class's line, seats held first; nothing when there are none. */
export function FamilyWaitlistSection() {
  const { data, error } = useDrawnQuery(FamilyWaitlistQuery, { fetchPolicy: 'cache-and-network' });
  const entries = data?.familyWaitlist ?? [];
  if (error && !data)
    return (
      <Alert severity="error" sx={{ mb: 4 }}>
        Your waitlists could not be loaded. Please try again.
      </Alert>
    );
  if (!entries.length) return null;
  return (
    <Box component="section" aria-labelledby="family-waitlist-title" sx={{ mb: 4 }}>
      <Typography id="family-waitlist-title" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Waitlists
      </Typography>
      <Stack sx={{ gap: 1 }}>
        {entries.map((entry) => (
          <WaitlistEntryLine key={entry.id} entry={entry} showClass />
        ))}
      </Stack>
    </Box>
  );
}
