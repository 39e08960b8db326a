import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ScrollableTable } from '../../../components/ScrollableTable';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DateTimeField, HeadedTable } from '..';
import { formatDate, quarterLabel, type QuarterName, QuarterSelect } from '../classes';
import { type AcademySettingsData, DeleteAcademyTermMutation, SaveAcademyTermMutation, REFETCH_SETTINGS } from './academy.documents';

/** The terms' sessions with their dates; a new class picks one to fill its term and dates. */
export function TermsSection({ terms }: { terms: AcademySettingsData['terms'] }) {
  const [year, setYear] = useState(String(new Date().getFullYear() + 1));
  const [quarter, setQuarter] = useState<QuarterName>('WINTER');
  const [session, setSession] = useState('');
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [save, saving] = useMutation(SaveAcademyTermMutation, REFETCH_SETTINGS);
  const [remove, removing] = useMutation(DeleteAcademyTermMutation, REFETCH_SETTINGS);

  async function add() {
    setProblem(null);
    if (!session.trim() || !startDate || !endDate) {
      setProblem('Enter the session name and its start and end dates.');
      return;
    }
    try {
      await save({ variables: { id: null, input: { year: Number(year), quarter, session, startDate, endDate } } });
      setSession('');
      setStartDate('');
      setEndDate('');
    } catch (error) {
      setProblem(errorMessage(error, 'The term could not be saved. Please try again.'));
    }
  }

  return (
    <section aria-labelledby="terms-title">
      <Typography id="terms-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Terms
      </Typography>
      {terms.length === 0 ? (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          No terms yet.
        </Typography>
      ) : (
        <ScrollableTable label="Terms table">
          <HeadedTable label="Terms" sx={{ mb: 2 }} columns={['Term', 'Session', 'Dates', null]}>
            {terms.map((term) => (
              <TableRow key={term.id}>
                <TableCell>
                  {quarterLabel(term.quarter)} {term.year}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{term.session}</TableCell>
                <TableCell>
                  {formatDate(term.startDate)} to {formatDate(term.endDate)}
                </TableCell>
                <TableCell align="right">
                  <Button
                    size="small"
                    color="error"
                    disabled={removing.loading}
                    onClick={() => void remove({ variables: { id: term.id } }).catch(() => undefined)}
                  >
                    Remove
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </HeadedTable>
        </ScrollableTable>
      )}
      <ProblemAlert problem={problem} sx={{ mb: 2 }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
        <TextField sx={{ flex: '1 1 100px' }} label="Year" type="number" value={year} onChange={(event) => setYear(event.target.value)} />
        <QuarterSelect sx={{ flex: '1 1 140px' }} value={quarter} onChange={setQuarter} />
        <TextField sx={{ flex: '1 1 160px' }} label="Session name" value={session} onChange={(event) => setSession(event.target.value)} />
        <DateTimeField sx={{ flex: '1 1 160px' }} label="Starts" type="date" value={startDate} onChange={setStartDate} />
        <DateTimeField sx={{ flex: '1 1 160px' }} label="Ends" type="date" value={endDate} onChange={setEndDate} />
        <Button variant="outlined" onClick={() => void add()} disabled={saving.loading}>
          Add term
        </Button>
      </Stack>
    </section>
  );
}
