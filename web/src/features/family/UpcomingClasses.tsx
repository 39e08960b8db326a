import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { classroomShortTitle } from '@solve/core/classroom';
import { useEffect } from 'react';
import { messages } from '@solve/core/messages';
import { errorMessage } from '../../components/errorMessage';
import { UpcomingClassesQuery } from './home.documents';
import { useDates } from '../../app/dates';
import { useDrawnQuery } from '../../app/drawnQuery';

/**
 * HOME's upcoming classes of the selected student (family-catalog-payment.md §2, §7): the next 7
 * days' lessons and makeups by start, on the academy's clock; a lesson left for a makeup or marked
 * absent is struck through, as on SCHEDULE. `onSettled` is called once the list (or its error) is there.
 */
export function UpcomingClasses({ studentId, firstName, onSettled }: { studentId: number; firstName: string; onSettled?(): void }) {
  const dates = useDates();
  const variables = { studentId };
  const { data, loading, error } = useDrawnQuery(UpcomingClassesQuery, { variables, fetchPolicy: 'cache-and-network' });
  const answered = Boolean(data ?? error);
  useEffect(() => {
    if (answered) onSettled?.();
  }, [answered, onSettled]);
  const list = data?.upcomingClasses ?? [];
  return (
    <Box component="section" aria-labelledby="upcoming-classes-title" sx={{ mt: 3 }}>
      <Typography id="upcoming-classes-title" component="h3" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {firstName}&rsquo;s upcoming classes
      </Typography>
      {loading && !data ? <CircularProgress size={24} aria-label="Loading upcoming classes" /> : null}
      {error && !data ? (
        <Alert severity="error">{errorMessage(error, 'The upcoming classes could not be loaded. Please try again.')}</Alert>
      ) : null}
      {data && list.length === 0 ? <Typography color="text.secondary">{messages.NO_UPCOMING_CLASSES}</Typography> : null}
      {list.length > 0 ? (
        <Box
          component="ul"
          aria-label={`${firstName}'s upcoming classes`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}
        >
          {list.map((entry) => (
            <Paper
              component="li"
              key={`${entry.lessonId}-${entry.makeup}`}
              variant="outlined"
              aria-label={`${entry.title}${entry.absent ? ', absent' : ''}`}
              // A class missed is greyed by its background, not by fading its words (they keep their contrast).
              sx={{
                p: 2,
                borderRadius: 3,
                display: 'flex',
                gap: 2,
                alignItems: 'flex-start',
                bgcolor: entry.absent ? 'action.hover' : undefined,
              }}
            >
              <EventIcon color={entry.makeup ? 'secondary' : 'primary'} aria-hidden sx={{ mt: 0.25 }} />
              <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                <Typography sx={{ fontWeight: 700, wordBreak: 'break-word' }}>
                  <Box component="span" sx={{ textDecoration: entry.absent ? 'line-through' : 'none' }}>
                    {entry.makeup ? entry.title : classroomShortTitle(entry.title)}
                  </Box>
                  {entry.absent ? (
                    <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary', fontSize: 14, ml: 1 }}>
                      Not attending
                    </Box>
                  ) : null}
                </Typography>
                <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                  {entry.classroomCode} · {entry.lessonTitle}
                </Typography>
                <Typography sx={{ fontSize: 14, mt: 0.5 }}>
                  {entry.startOn ? dates.instantRange(entry.startOn, entry.endOn) : ''} · {entry.location}
                </Typography>
              </Box>
            </Paper>
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
