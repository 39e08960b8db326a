import { useMutation } from '@apollo/client/react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { formatMessage, messages } from '@solve/core/messages';
import { useState } from 'react';
import { useDates } from '../../app/dates';
import { errorMessage } from '../../components/errorMessage';
import { textLimitProps } from '../../components/TextLimit';
import { RichText } from '../player';
import { classLabel, type GradingItem, GradeResponseMutation } from './grading.documents';

/**
 * One answer to grade: the question, the student's answer and files, points and a comment. An
 * answer the checker scored (listed for the work attached to it) starts from the checker's points.
 */
export function GradingPanel({ item, onSaved }: { item: GradingItem; onSaved(text: string): void }) {
  const [points, setPoints] = useState(item.currentPoints === null ? '' : String(item.currentPoints));
  const [comment, setComment] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [grade, grading] = useMutation(GradeResponseMutation);
  const dates = useDates();

  const save = async () => {
    const value = Number(points);
    if (points.trim() === '' || !Number.isFinite(value) || value < 0 || value > item.points) {
      setProblem(formatMessage('GRADE_POINTS_RANGE', { max: item.points }));
      return;
    }
    setProblem(null);
    try {
      await grade({ variables: { responseId: item.responseId, points: value, comment: comment.trim() || null } });
      onSaved(`${messages.GRADE_SAVED} ${item.studentName}, problem ${item.problemNumber}: ${value}/${item.points}.`);
    } catch (error) {
      setProblem(errorMessage(error, 'The grade could not be saved. Please try again.'));
    }
  };

  return (
    <Paper
      component="section"
      aria-label="Answer to grade"
      variant="outlined"
      sx={{ p: 2, flexGrow: 1, minWidth: 0, width: '100%' }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
          event.preventDefault();
          void save();
        }
      }}
    >
      <Typography variant="h6" component="h2">
        {item.studentName} · problem {item.problemNumber}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {classLabel(item)} · {item.lessonTitle} · {item.setTitle} · submitted {dates.stamp(item.submittedAt)}
      </Typography>
      {item.reason === 'WORK_TO_SEE' ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          Checked automatically: {item.currentPoints ?? 0}/{item.points}. The student attached work to this answer: keep the points or
          change them, and leave a comment if you like.
        </Alert>
      ) : null}
      <Typography variant="overline">Question</Typography>
      <Box sx={{ mb: 2 }}>
        <RichText text={item.questionText} typeset={false} />
        {item.questionImageUrl ? (
          <Box component="img" src={item.questionImageUrl} alt="Question" sx={{ maxWidth: '100%', maxHeight: 240 }} />
        ) : null}
      </Box>
      <Typography variant="overline">Student&apos;s answer</Typography>
      <Paper variant="outlined" sx={{ p: 1.5, mb: 2, whiteSpace: 'pre-wrap', bgcolor: 'grey.50' }} data-testid="student-answer">
        {item.answerText || (item.problemType === 'OFFLINE' ? 'Done offline.' : 'No text.')}
      </Paper>
      {item.attachmentUrl ? (
        <Link
          href={item.attachmentUrl}
          target="_blank"
          rel="noopener"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mb: 2 }}
        >
          <AttachFileIcon fontSize="small" /> Open the attachment
        </Link>
      ) : null}
      {item.scratchpadUrl ? (
        <Box sx={{ mb: 2 }}>
          <Typography variant="overline" component="div">
            Scratchpad
          </Typography>
          <Box
            component="img"
            src={item.scratchpadUrl}
            alt="The student's scratchpad"
            sx={{ maxWidth: '100%', border: 1, borderColor: 'divider' }}
          />
        </Box>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={`Points (0–${item.points})`}
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          size="small"
          autoFocus
          sx={{ width: { sm: 160 } }}
        />
        <TextField
          label="Comment for the student"
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          multiline
          minRows={2}
          size="small"
          fullWidth
          {...textLimitProps(comment, 'GRADE_COMMENT')}
        />
      </Stack>
      {problem ? (
        <Alert severity="error" sx={{ mt: 2 }}>
          {problem}
        </Alert>
      ) : null}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={() => void save()} disabled={grading.loading}>
          Save grade
        </Button>
      </Box>
    </Paper>
  );
}
