import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useMutation, useQuery } from '@apollo/client/react';
import { messages } from '@solve/core/messages';
import { validOfferHours } from '@solve/core/waitlist';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { SetWaitlistOfferHoursMutation, WaitlistOfferHoursQuery } from './waitlist.documents';

/** Manage → Academy: how long a seat offered from a waitlist is held for the family. */
export function OfferHoursSection() {
  const { data, error } = useQuery(WaitlistOfferHoursQuery);
  return (
    <section aria-labelledby="waitlist-settings-title">
      <Typography id="waitlist-settings-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Waitlists
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        When a seat frees in a full class, it is held for the first student in line for this long. Unpaid by then, it goes to the next.
      </Typography>
      {error && !data ? <Alert severity="error">The waitlist setting could not be loaded. Please try again.</Alert> : null}
      {data ? <OfferHoursForm key={data.waitlistOfferHours} hours={data.waitlistOfferHours} /> : null}
    </section>
  );
}

function OfferHoursForm({ hours }: { hours: number }) {
  const [value, setValue] = useState(String(hours));
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [save, saving] = useMutation(SetWaitlistOfferHoursMutation, { refetchQueries: [WaitlistOfferHoursQuery] });

  async function submit() {
    setSaved(false);
    const wanted = Number(value);
    if (!value.trim() || !validOfferHours(wanted)) {
      setProblem(messages.WAITLIST_OFFER_HOURS);
      return;
    }
    setProblem(null);
    try {
      await save({ variables: { hours: wanted } });
      setSaved(true);
    } catch (caught) {
      setProblem(errorMessage(caught, 'The waitlist setting could not be saved. Please try again.'));
    }
  }

  return (
    <Stack
      component="form"
      direction={{ xs: 'column', sm: 'row' }}
      sx={{ gap: 1, alignItems: { sm: 'flex-start' } }}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label="Hours an offer holds its seat"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        helperText="From 1 to 336 (two weeks)."
        id="waitlist-hours"
        error={problem !== null}
        size="small"
      />
      <Button type="submit" variant="contained" disabled={saving.loading}>
        Save
      </Button>
      {saved ? (
        <Typography role="status" sx={{ alignSelf: 'center', color: 'success.main' }}>
          Saved.
        </Typography>
      ) : null}
      <ProblemAlert problem={problem} />
    </Stack>
  );
}
