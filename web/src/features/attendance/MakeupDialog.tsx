import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { ProblemAlert } from '../../components/ProblemAlert';
import { textLimitProps } from '../../components/TextLimit';
import { AttendanceQuery, AvailableMakeupLessonsQuery, ScheduleMakeupMutation } from './attendance.documents';
import { useUndoMakeup } from './useUndoMakeup';
import { useDates } from '../../app/dates';

const ABSENT = 'ABSENT';

export interface MakeupLessonChoice {
  lessonId: number;
  title: string;
  startOn: string | null;
}

/**
 * Schedule a Makeup (classroom.md §2): the current lesson, the makeup lessons the server offers,
 * a reason, Schedule, Cancel, and undo of what was just scheduled. Mark me absent is for parents.
 */
export function MakeupDialog({
  lesson,
  studentId,
  parent,
  onClose,
  onChanged,
}: {
  lesson: MakeupLessonChoice;
  /** Parents name the student; a student schedules for themself. */
  studentId: number | null;
  parent: boolean;
  onClose: () => void;
  onChanged?: () => void;
}) {
  const dates = useDates();
  const offered = useQuery(AvailableMakeupLessonsQuery, {
    variables: { lessonId: lesson.lessonId, studentId },
    fetchPolicy: 'network-only',
  });
  const [choice, setChoice] = useState('');
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<number | null>(null);
  const [schedule, scheduling] = useMutation(ScheduleMakeupMutation, { refetchQueries: [AttendanceQuery] });
  const { revert: undo, undoing } = useUndoMakeup(studentId, onChanged);
  const lessons = offered.data?.availableMakeupLessons ?? [];

  const submit = async () => {
    setProblem(null);
    if (choice === '') {
      setProblem(messages.SELECT_MAKEUP_LESSON);
      return;
    }
    try {
      const result = await schedule({
        variables: {
          fromLessonId: lesson.lessonId,
          toLessonId: choice === ABSENT ? null : Number(choice),
          markAbsent: choice === ABSENT,
          notes,
          studentId,
        },
      });
      setDone(result.data?.scheduleMakeup.id ?? null);
      onChanged?.();
    } catch (error) {
      setProblem(errorMessage(error, messages.MAKEUP_FAILED));
    }
  };

  const revert = async () => {
    if (done === null) return;
    setProblem(null);
    const failed = await undo(done);
    if (failed) setProblem(failed);
    else setDone(null);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="makeup-title">
      <DialogTitle id="makeup-title">Schedule a Makeup</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 2 }}>
          <strong>{lesson.title}</strong>
          {lesson.startOn ? ` · ${dates.dateTime(lesson.startOn)}` : ''}
        </Typography>
        {done !== null ? (
          <Alert
            severity="success"
            action={
              <Button onClick={() => void revert()} disabled={undoing}>
                Undo
              </Button>
            }
          >
            {messages.MAKEUP_SCHEDULED}
          </Alert>
        ) : offered.loading ? (
          <CircularProgress size={24} aria-label="Loading makeup lessons" />
        ) : offered.error ? (
          <Alert severity="error">{errorMessage(offered.error, messages.MAKEUP_FAILED)}</Alert>
        ) : (
          <>
            {lessons.length === 0 ? (
              <Alert severity="info" sx={{ mb: 2 }}>
                {messages.NO_MAKEUPS}
              </Alert>
            ) : null}
            <RadioGroup aria-label="Makeup lesson" value={choice} onChange={(e) => setChoice(e.target.value)}>
              {lessons.map((option) => (
                <FormControlLabel
                  key={option.lessonId}
                  value={String(option.lessonId)}
                  control={<Radio />}
                  label={`${option.classroomTitle} · ${option.startOn ? dates.dateTime(option.startOn) : ''}${option.seatsLeft !== null ? ` · ${option.seatsLeft} seats left` : ''}`}
                />
              ))}
              {parent ? <FormControlLabel value={ABSENT} control={<Radio />} label="Mark me absent" /> : null}
            </RadioGroup>
            <TextField
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 2 }}
              placeholder="Reason For Makeup..."
              slotProps={{ htmlInput: { 'aria-label': 'Reason for makeup' } }}
              value={notes}
              onChange={(e) => setNotes(e.target.value)}
              {...textLimitProps(notes, 'MAKEUP_REASON')}
            />
          </>
        )}
        <ProblemAlert problem={problem} sx={{ mt: 2 }} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{done !== null ? 'Close' : 'Cancel'}</Button>
        {done === null ? (
          <Button variant="contained" onClick={() => void submit()} disabled={scheduling.loading || offered.loading}>
            Schedule
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}
