import { useMutation, useQuery } from '@apollo/client/react';
import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type FocusEvent, useState } from 'react';
import { useDates } from '../../app/dates';
import { errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { CalendarFeedQuery, CreateCalendarFeedMutation, RevokeCalendarFeedMutation } from './schedule.documents';

/**
 * 'Subscribe in your calendar': a calendar feed of the student's lessons and makeups. The address
 * carries a secret the server keeps only as a hash, so it is shown once, when it is made; a new
 * address replaces the old one, and revoking stops it.
 */
export function CalendarFeedCard({ studentId, studentName }: { studentId: number; studentName: string }) {
  const state = useQuery(CalendarFeedQuery, { variables: { studentId }, fetchPolicy: 'cache-and-network' });
  const dates = useDates();
  const [url, setUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [create, creating] = useMutation(CreateCalendarFeedMutation, { refetchQueries: [CalendarFeedQuery] });
  const [revoke, revoking] = useMutation(RevokeCalendarFeedMutation, { refetchQueries: [CalendarFeedQuery] });
  const feed = state.data?.calendarFeed;

  const run = async (action: () => Promise<void>, fallback: string) => {
    setProblem(null);
    setNotice(null);
    try {
      await action();
    } catch (error) {
      setProblem(errorMessage(error, fallback));
    }
  };
  const makeLink = () =>
    run(async () => {
      const result = await create({ variables: { studentId } });
      setUrl(result.data?.createCalendarFeed.url ?? null);
    }, 'The calendar link could not be made. Please try again.');
  const revokeLink = () =>
    run(async () => {
      await revoke({ variables: { studentId } });
      setUrl(null);
      setNotice('The calendar link has been revoked: calendars using it no longer update.');
    }, 'The calendar link could not be revoked. Please try again.');
  const copy = () =>
    run(async () => {
      if (!url) return;
      await navigator.clipboard.writeText(url);
      setNotice('Link copied.');
    }, 'The link could not be copied: select it and copy it by hand.');

  return (
    <Box component="section" aria-labelledby="calendar-feed-title" sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <EventIcon color="primary" />
        <Typography id="calendar-feed-title" component="h3" sx={{ fontWeight: 800 }}>
          Subscribe in your calendar
        </Typography>
      </Stack>
      <Typography color="text.secondary" sx={{ fontSize: 14, mb: 1.5 }}>
        {studentName}&apos;s lessons and makeups appear in your calendar app (Google Calendar, Apple Calendar, Outlook) and stay up to date.
        Anyone with the link can see the schedule.
      </Typography>
      {!feed && state.loading ? <CircularProgress size={20} aria-label="Loading the calendar link" /> : null}
      {!feed && state.error ? <Alert severity="error">{errorMessage(state.error, 'The calendar link could not be loaded.')}</Alert> : null}
      {url ? (
        <Stack spacing={1}>
          <TextField
            size="small"
            fullWidth
            label="Calendar link"
            value={url}
            slotProps={{ htmlInput: { readOnly: true, onFocus: (e: FocusEvent<HTMLInputElement>) => e.target.select() } }}
          />
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            Copy it now: for your family&apos;s privacy the link is shown only once. Add it in your calendar app as a calendar from a URL.
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => void copy()}>
              Copy link
            </Button>
            <Button href={url.replace(/^https?:/, 'webcal:')}>Open in calendar app</Button>
            <Button color="error" onClick={() => void revokeLink()} disabled={revoking.loading}>
              Revoke link
            </Button>
          </Stack>
        </Stack>
      ) : feed?.active ? (
        <Stack spacing={1}>
          <Typography sx={{ fontSize: 14 }}>
            A calendar link is active{feed.createdAt ? ` since ${dates.day(feed.createdAt)}` : ''}.
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button variant="outlined" onClick={() => void makeLink()} disabled={creating.loading}>
              Make a new link
            </Button>
            <Button color="error" onClick={() => void revokeLink()} disabled={revoking.loading}>
              Revoke link
            </Button>
          </Stack>
          <Typography color="text.secondary" sx={{ fontSize: 13 }}>
            A new link replaces the active one: calendars using the old link stop updating.
          </Typography>
        </Stack>
      ) : feed ? (
        <Button variant="contained" onClick={() => void makeLink()} disabled={creating.loading}>
          Create calendar link
        </Button>
      ) : null}
      {notice ? (
        <Alert severity="success" role="status" sx={{ mt: 1.5 }}>
          {notice}
        </Alert>
      ) : null}
      <ProblemAlert problem={problem} sx={{ mt: 1.5 }} />
    </Box>
  );
}
