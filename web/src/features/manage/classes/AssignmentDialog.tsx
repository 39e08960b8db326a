import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import { useDeferredValue, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '../../../app/session';
import { errorMessage } from '../../../components/errorMessage';
import { ProblemAlert } from '../../../components/ProblemAlert';
import { DateTimeField } from '..';
import {
  AddAssignmentMutation,
  type ManagedAssignmentData,
  type ManagedLessonData,
  ManageProblemSetsQuery,
  RemoveAssignmentMutation,
  UpdateAssignmentMutation,
} from './classes.documents';

type Status = 'ASSIGNED' | 'NOT_ASSIGNED';

/** An assignment's status and dates; with no assignment, a problem set to add to the lesson. */
export function AssignmentDialog({
  classroomId,
  lesson,
  assignment,
  onClose,
}: {
  classroomId: number;
  lesson: ManagedLessonData;
  assignment: ManagedAssignmentData | null;
  onClose: () => void;
}) {
  const isAdmin = useSession().role === 'admin';
  const [status, setStatus] = useState<Status>(assignment?.status ?? 'ASSIGNED');
  const [graded, setGraded] = useState(assignment?.graded ?? true);
  const [startDate, setStartDate] = useState(assignment?.start?.date ?? lesson.date ?? '');
  const [startTime, setStartTime] = useState(assignment?.start?.time ?? lesson.startTime ?? '');
  const [dueDate, setDueDate] = useState(assignment?.due?.date ?? '');
  const [dueTime, setDueTime] = useState(assignment?.due?.time ?? '23:59');
  const [search, setSearch] = useState('');
  const [problemSetId, setProblemSetId] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const deferred = useDeferredValue(search);
  const sets = useQuery(ManageProblemSetsQuery, {
    variables: { classroomId, search: deferred },
    skip: assignment !== null || deferred.trim().length < 2,
  });
  const [add, added] = useMutation(AddAssignmentMutation);
  const [update, updated] = useMutation(UpdateAssignmentMutation);
  const [remove, removed] = useMutation(RemoveAssignmentMutation);
  const busy = added.loading || updated.loading || removed.loading;

  async function run(action: () => Promise<unknown>) {
    setProblem(null);
    try {
      await action();
      onClose();
    } catch (error) {
      setProblem(errorMessage(error, 'The assignment could not be saved. Please try again.'));
    }
  }

  const input = {
    status,
    graded,
    start: startDate && startTime ? { date: startDate, time: startTime } : null,
    due: dueDate && dueTime ? { date: dueDate, time: dueTime } : null,
  };
  const save = () => {
    if (assignment) return run(() => update({ variables: { id: assignment.id, input } }));
    if (!problemSetId) {
      setProblem('Choose a problem set.');
      return Promise.resolve();
    }
    return run(() => add({ variables: { lessonId: lesson.id, problemSetId: Number(problemSetId), input } }));
  };

  const half = { flex: '1 1 180px' };
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="assignment-dialog-title">
      <DialogTitle id="assignment-dialog-title">
        {assignment ? assignment.title : `Add a problem set to lesson ${lesson.order}`}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <ProblemAlert problem={problem} />
          {assignment ? (
            <Alert severity="info" icon={false}>
              {assignment.kind} · feedback {assignment.feedbackType.toLowerCase()} ·{' '}
              {assignment.timeLimit > 0 ? `${Math.round(assignment.timeLimit / 60)} min limit` : 'no time limit'} ·{' '}
              {assignment.allowedAttempts === null ? 'unlimited attempts' : `${assignment.allowedAttempts} attempts`}
              {isAdmin ? (
                <>
                  {' · '}
                  <Link component={RouterLink} to={`/manage/problem-sets/${assignment.problemSetId}`}>
                    Edit the problem set
                  </Link>
                </>
              ) : null}
            </Alert>
          ) : (
            <>
              <TextField label="Find a problem set by title or code" value={search} onChange={(event) => setSearch(event.target.value)} />
              <TextField select label="Problem set" value={problemSetId} onChange={(event) => setProblemSetId(event.target.value)}>
                {(sets.data?.manageProblemSets ?? []).map((set) => (
                  <MenuItem key={set.id} value={String(set.id)}>
                    {set.title} ({set.code}, {set.kind})
                  </MenuItem>
                ))}
                {(sets.data?.manageProblemSets ?? []).length === 0 && (
                  <MenuItem disabled value="">
                    {deferred.trim().length < 2 ? 'Type two letters or more above' : 'No problem set matches'}
                  </MenuItem>
                )}
              </TextField>
            </>
          )}
          <TextField select label="Status" value={status} onChange={(event) => setStatus(event.target.value as Status)}>
            <MenuItem value="ASSIGNED">Assigned</MenuItem>
            <MenuItem value="NOT_ASSIGNED">Not assigned</MenuItem>
          </TextField>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={half} label="Start date" type="date" value={startDate} onChange={setStartDate} />
            <DateTimeField sx={half} label="Start time" type="time" value={startTime} onChange={setStartTime} />
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            <DateTimeField sx={half} label="Due date" type="date" value={dueDate} onChange={setDueDate} />
            <DateTimeField sx={half} label="Due time" type="time" value={dueTime} onChange={setDueTime} />
          </Stack>
          <FormControlLabel
            control={<Switch checked={graded} onChange={(event) => setGraded(event.target.checked)} />}
            label="Counts toward the grade"
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        {assignment && (
          <Button
            color="error"
            onClick={() => void run(() => remove({ variables: { id: assignment.id } }))}
            disabled={busy}
            sx={{ mr: 'auto' }}
          >
            Remove
          </Button>
        )}
        <Button onClick={onClose}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={busy}>
          {assignment ? 'Save assignment' : 'Add problem set'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
