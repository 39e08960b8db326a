import { useMutation } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { shownLessonNumber } from '@solve/core/lesson-names';
import { messages } from '@solve/core/messages';
import { useState } from 'react';
import { errorMessage } from '../../components/errorMessage';
import { textLimitProps } from '../../components/TextLimit';
import type { LessonCardData } from '../classroom';
import { SendIssueMutation, StudentMessagesQuery } from './message.documents';

type Kind = 'REPORT_PROBLEM' | 'MESSAGE';

/** A student writes to the class's teachers: a problem report or a message, about the class or one assignment. */
export function SendMessageDialog({
  classroomId,
  lessons,
  onClose,
}: {
  classroomId: number;
  lessons: LessonCardData[];
  onClose(sent: boolean): void;
}) {
  const [kind, setKind] = useState<Kind>('REPORT_PROBLEM');
  const [assignmentId, setAssignmentId] = useState<number | ''>('');
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [send, { loading }] = useMutation(SendIssueMutation, { refetchQueries: [StudentMessagesQuery] });
  const sets = lessons.flatMap((lesson) =>
    lesson.problemSets.map((set) => {
      const number = shownLessonNumber(lesson);
      return { id: set.assignmentId, label: `${number === null ? 'Introduction' : `Lesson ${number}.${set.order}`}: ${set.title}` };
    }),
  );

  const submit = async () => {
    if (text.trim() === '') return setProblem(messages.MESSAGE_REQUIRED);
    setProblem(null);
    try {
      await send({
        variables: { classroomId, issueType: kind, description: text, assignmentId: assignmentId === '' ? null : assignmentId },
      });
      onClose(true);
    } catch (error) {
      setProblem(errorMessage(error, 'Your message could not be sent. Please try again.'));
    }
  };

  return (
    <Dialog open onClose={loading ? undefined : () => onClose(false)} fullWidth maxWidth="sm" aria-labelledby="send-message-title">
      <DialogTitle id="send-message-title">Write to your teachers</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          <TextField select label="Type" value={kind} onChange={(e) => setKind(e.target.value as Kind)}>
            <MenuItem value="REPORT_PROBLEM">Report Problem</MenuItem>
            <MenuItem value="MESSAGE">Message</MenuItem>
          </TextField>
          <TextField
            select
            label="About"
            value={assignmentId}
            onChange={(e) => setAssignmentId(e.target.value === '' ? '' : Number(e.target.value))}
          >
            <MenuItem value="">The whole class</MenuItem>
            {sets.map((set) => (
              <MenuItem key={set.id} value={set.id}>
                {set.label}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Description"
            value={text}
            onChange={(e) => setText(e.target.value)}
            multiline
            minRows={4}
            required
            {...textLimitProps(text, kind === 'MESSAGE' ? 'MESSAGE' : 'PROBLEM_REPORT')}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)} disabled={loading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void submit()} disabled={loading}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
