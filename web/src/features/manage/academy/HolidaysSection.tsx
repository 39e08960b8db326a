import { useMutation } from '@apollo/client/react';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DateTimeField } from '..';
import { formatDate } from '../classes';
import { AddAcademyHolidayMutation, type AcademySettingsData, DeleteAcademyHolidayMutation, REFETCH_SETTINGS } from './academy.documents';

/** Days with no lessons: generated lessons skip them. */
export function HolidaysSection({ holidays }: { holidays: AcademySettingsData['holidays'] }) {
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [addHoliday, adding] = useMutation(AddAcademyHolidayMutation, REFETCH_SETTINGS);
  const [removeHoliday, removing] = useMutation(DeleteAcademyHolidayMutation, REFETCH_SETTINGS);

  async function add() {
    setProblem(null);
    if (!date || !name.trim()) {
      setProblem('Enter the date and the name of the holiday.');
      return;
    }
    try {
      await addHoliday({ variables: { date, name } });
      setDate('');
      setName('');
    } catch (error) {
      setProblem(errorMessage(error, 'The holiday could not be saved. Please try again.'));
    }
  }

  return (
    <section aria-labelledby="holidays-title">
      <Typography id="holidays-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Holidays
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        No lessons are generated on these days.
      </Typography>
      {holidays.length === 0 ? (
        <Typography color="text.secondary">No holidays yet.</Typography>
      ) : (
        <List dense aria-label="Holidays">
          {holidays.map((holiday) => (
            <ListItem
              key={holiday.id}
              secondaryAction={
                <Button
                  size="small"
                  color="error"
                  disabled={removing.loading}
                  onClick={() => void removeHoliday({ variables: { id: holiday.id } }).catch(() => undefined)}
                >
                  Remove
                </Button>
              }
            >
              <ListItemText primary={holiday.name} secondary={formatDate(holiday.date)} />
            </ListItem>
          ))}
        </List>
      )}
      <ProblemAlert problem={problem} sx={{ my: 2 }} />
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <DateTimeField sx={{ flex: '1 1 160px' }} label="Holiday date" type="date" value={date} onChange={setDate} />
        <TextField sx={{ flex: '2 1 220px' }} label="Holiday name" value={name} onChange={(event) => setName(event.target.value)} />
        <Button variant="outlined" onClick={() => void add()} disabled={adding.loading}>
          Add holiday
        </Button>
      </Stack>
    </section>
  );
}
