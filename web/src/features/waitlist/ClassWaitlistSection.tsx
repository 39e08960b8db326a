import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useDrawnQuery } from '../../app/drawnQuery';
import { useDates } from '../../app/dates';
import { errorMessage } from '../../components/errorMessage';
import { ScrollableTable } from '../../components/ScrollableTable';
import { readFragment } from '../../graphql';
import { HeadedTable } from '../manage';
import {
  ClassWaitlistFields,
  ClassWaitlistQuery,
  EnrollFromWaitlistMutation,
  OfferWaitlistSeatMutation,
  RemoveFromWaitlistMutation,
  ReorderWaitlistMutation,
} from './waitlist.documents';

/**
 * The admin's waitlist of a class: the line in order with who, since when and any held seat;
 * move a student up or down, offer a free seat by hand, enrol directly (no payment) or remove.
 */
export function ClassWaitlistSection({ classroomId }: { classroomId: number }) {
  const dates = useDates();
  const variables = { classroomId };
  const { data, loading, error } = useDrawnQuery(ClassWaitlistQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const refetch = { refetchQueries: ['ClassStudents'] };
  const [reorder, reordering] = useMutation(ReorderWaitlistMutation);
  const [offer, offering] = useMutation(OfferWaitlistSeatMutation);
  const [enrol, enrolling] = useMutation(EnrollFromWaitlistMutation, refetch);
  const [remove, removing] = useMutation(RemoveFromWaitlistMutation);
  const busy = reordering.loading || offering.loading || enrolling.loading || removing.loading;
  const line = data ? readFragment(ClassWaitlistFields, data.classWaitlist) : null;

  async function act(action: () => Promise<unknown>, done: string) {
    setProblem(null);
    setNotice(null);
    try {
      await action();
      setNotice(done);
    } catch (caught) {
      setProblem(errorMessage(caught, 'The waitlist could not be changed. Please try again.'));
    }
  }

  function move(index: number, by: -1 | 1) {
    if (!line) return;
    const ids = line.entries.map((entry) => entry.id);
    const [moved] = ids.splice(index, 1);
    ids.splice(index + by, 0, moved!);
    void act(() => reorder({ variables: { classroomId, entryIds: ids } }), 'The line is in its new order.');
  }

  return (
    <Box component="section" aria-labelledby="class-waitlist-title" sx={{ mt: 4 }}>
      <Typography id="class-waitlist-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Waitlist
      </Typography>
      {line && line.openSeats !== null ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {line.openSeats === 1 ? '1 seat is free now.' : `${line.openSeats} seats are free now.`}
        </Typography>
      ) : null}
      {notice ? (
        <Alert severity="success" role="status" onClose={() => setNotice(null)} sx={{ mb: 1 }}>
          {notice}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity="error" onClose={() => setProblem(null)} sx={{ mb: 1 }}>
          {problem}
        </Alert>
      ) : null}
      {error && !line ? (
        <Alert severity="error">{errorMessage(error, 'The waitlist could not be loaded. Please try again.')}</Alert>
      ) : loading && !line ? (
        <CircularProgress size={24} aria-label="Loading the waitlist" />
      ) : !line || line.entries.length === 0 ? (
        <Typography color="text.secondary">Nobody is waiting for this class.</Typography>
      ) : (
        <ScrollableTable label="Waitlist table">
          <HeadedTable
            label="Waitlist"
            columns={['#', 'Student', { label: 'Family', sx: { display: { xs: 'none', sm: 'table-cell' } } }, 'Status', 'Actions']}
          >
            {line.entries.map((entry, index) => {
              const offered = entry.status === 'OFFERED' && entry.offerExpiresAt !== null;
              return (
                <TableRow key={entry.id}>
                  <TableCell>{index + 1}</TableCell>
                  <TableCell>
                    {entry.studentName}
                    <Typography component="span" sx={{ display: 'block', fontSize: 12, color: 'text.secondary' }}>
                      Joined {dates.day(entry.joinedAt)}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{entry.familyName}</TableCell>
                  <TableCell>{offered ? `Seat held until ${dates.dateTime(entry.offerExpiresAt!)}` : 'Waiting'}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
                      <IconButton
                        size="small"
                        disabled={busy || index === 0}
                        onClick={() => move(index, -1)}
                        aria-label={`Move ${entry.studentName} up`}
                      >
                        <ArrowUpwardIcon fontSize="small" />
                      </IconButton>
                      <IconButton
                        size="small"
                        disabled={busy || index === line.entries.length - 1}
                        onClick={() => move(index, 1)}
                        aria-label={`Move ${entry.studentName} down`}
                      >
                        <ArrowDownwardIcon fontSize="small" />
                      </IconButton>
                      {offered ? null : (
                        <Button
                          size="small"
                          disabled={busy}
                          onClick={() =>
                            void act(
                              () => offer({ variables: { entryId: entry.id } }),
                              `A seat is held for ${entry.studentName}; the family has been told.`,
                            )
                          }
                          aria-label={`Offer seat to ${entry.studentName}`}
                        >
                          Offer seat
                        </Button>
                      )}
                      <Button
                        size="small"
                        disabled={busy}
                        onClick={() =>
                          void act(() => enrol({ variables: { entryId: entry.id } }), `${entry.studentName} is enrolled in the class.`)
                        }
                        aria-label={`Enroll ${entry.studentName}`}
                      >
                        Enroll
                      </Button>
                      <Button
                        size="small"
                        color="error"
                        disabled={busy}
                        onClick={() =>
                          void act(() => remove({ variables: { entryId: entry.id } }), `${entry.studentName} is off the waitlist.`)
                        }
                        aria-label={`Remove ${entry.studentName} from the waitlist`}
                      >
                        Remove
                      </Button>
                    </Box>
                  </TableCell>
                </TableRow>
              );
            })}
          </HeadedTable>
        </ScrollableTable>
      )}
    </Box>
  );
}
