import { useMutation, useQuery } from '@apollo/client/react';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { termAfter } from '@solve/core/class-schedule';
import { useState } from 'react';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DialogButtons } from './DialogButtons';
import { DateTimeField } from '..';
import { readFragment } from '../../../graphql';
import { ClassroomFormOptionsQuery, CopyClassroomMutation, type ManagedClassroomData, ManagedClassroomFields } from './classes.documents';
import { type QuarterName } from './format';
import { QuarterSelect } from './QuarterSelect';

/** The class again in the next term: lessons re-dated from the new start date, assignments kept, no students. */
export function CopyClassDialog({
  classroom,
  onClose,
  onCopied,
}: {
  classroom: ManagedClassroomData;
  onClose: () => void;
  onCopied: (id: number) => void;
}) {
  const next = termAfter({ year: classroom.year, quarter: classroom.quarter });
  const options = useQuery(ClassroomFormOptionsQuery, { fetchPolicy: 'cache-and-network' });
  const terms = options.data?.academySettings.terms ?? [];
  const match = terms.find((term) => term.year === next.year && term.quarter === next.quarter && term.session === classroom.session);
  const [year, setYear] = useState(String(next.year));
  const [quarter, setQuarter] = useState<QuarterName>(next.quarter);
  const [code, setCode] = useState(classroom.code);
  const [session, setSession] = useState<string | null>(null);
  const [startDate, setStartDate] = useState('');
  const [endDate, setEndDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [copy, { loading }] = useMutation(CopyClassroomMutation);
  // The academy's matching term fills the dates once it has loaded, unless someone typed them.
  const shownStart = startDate || match?.startDate || '';
  const shownEnd = endDate || match?.endDate || '';
  // The new term's session: the academy term of that quarter holding the start date, else the class's own.
  const termOfStart = terms.find(
    (term) => term.year === Number(year) && term.quarter === quarter && term.startDate <= shownStart && shownStart <= term.endDate,
  );
  const shownSession = session ?? termOfStart?.session ?? match?.session ?? classroom.session;

  async function save() {
    setProblem(null);
    if (!shownStart || !shownEnd) {
      setProblem('Enter the start and end dates of the new class.');
      return;
    }
    try {
      const result = await copy({
        variables: {
          id: classroom.id,
          input: { year: Number(year), quarter, session: shownSession, code, startDate: shownStart, endDate: shownEnd },
        },
      });
      const copied = result.data ? readFragment(ManagedClassroomFields, result.data.copyClassroom) : null;
      if (copied) onCopied(copied.id);
    } catch (error) {
      setProblem(errorMessage(error, 'The class could not be copied. Please try again.'));
    }
  }

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="copy-dialog-title">
      <DialogTitle id="copy-dialog-title">Copy {classroom.code} to another term</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The copy keeps the course, teachers, times, prices and assignments; its lessons, office hours and due dates are dated again from
          the new start date in the academy's time zone, skipping holidays. Replays are kept for a self-paced class only. No students are
          copied.
        </DialogContentText>
        <Stack spacing={2}>
          <ProblemAlert problem={problem} />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <TextField
              sx={{ flex: '1 1 120px' }}
              label="Year"
              type="number"
              value={year}
              onChange={(event) => setYear(event.target.value)}
            />
            <QuarterSelect sx={{ flex: '1 1 160px' }} value={quarter} onChange={setQuarter} />
            <TextField sx={{ flex: '1 1 160px' }} label="Code" value={code} onChange={(event) => setCode(event.target.value)} />
          </Stack>
          <TextField
            label="Session"
            value={shownSession}
            onChange={(event) => setSession(event.target.value)}
            helperText="The session name of the new term, as the catalog shows it."
          />
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={{ flex: '1 1 180px' }} label="Start date" type="date" value={shownStart} onChange={setStartDate} />
            <DateTimeField sx={{ flex: '1 1 180px' }} label="End date" type="date" value={shownEnd} onChange={setEndDate} />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogButtons onCancel={onClose} onSave={() => void save()} busy={loading}>
        Copy class
      </DialogButtons>
    </Dialog>
  );
}
