import { useMutation, useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FIRST_SUBMISSION_POINTS, SECOND_SUBMISSION_POINTS } from '@solve/core/classroom-tabs';
import { lessonName } from '@solve/core/lesson-names';
import { formatMessage, messages } from '@solve/core/messages';
import { useState } from 'react';
import { LeaderboardQuery, SetLeaderboardInitialsMutation } from './leaderboard.documents';
import { NotLoaded } from '../../components/NotLoaded';

/** The LEADERBOARD tab (students): Rank, Student, Points and picture, for the class or one lesson. */
export function LeaderboardTab({ classroomId }: { classroomId: number }) {
  const [lessonId, setLessonId] = useState<number | null>(null);
  const { data, previousData, loading, error, refetch } = useQuery(LeaderboardQuery, {
    variables: { classroomId, lessonId },
    fetchPolicy: 'cache-and-network',
  });
  const [setInitials, saving] = useMutation(SetLeaderboardInitialsMutation, { refetchQueries: [LeaderboardQuery] });
  const board = (data ?? previousData)?.leaderboard;
  if (!board)
    return (
      <NotLoaded loading={loading} error={error} fallback="The leaderboard could not be loaded. Please try again." onRetry={refetch} />
    );
  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          select
          size="small"
          label="Leaderboard"
          value={lessonId ?? ''}
          onChange={(e) => setLessonId(e.target.value === '' ? null : Number(e.target.value))}
          sx={{ minWidth: 240, maxWidth: 360 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">Whole class</MenuItem>
          {board.lessons.map((lesson) => (
            <MenuItem key={lesson.lessonId} value={lesson.lessonId}>
              {lessonName(lesson)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={
            <Switch
              checked={board.useInitials}
              disabled={saving.loading}
              onChange={(e) => void setInitials({ variables: { useInitials: e.target.checked } })}
            />
          }
          label="Show me by my initials"
        />
      </Box>
      <Alert severity="info" sx={{ mb: 2 }}>
        {formatMessage('LEADERBOARD_HINT', { first: FIRST_SUBMISSION_POINTS, second: SECOND_SUBMISSION_POINTS })}
      </Alert>
      {!board.onLeaderboard ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {messages.NOT_ON_LEADERBOARD}
        </Alert>
      ) : null}
      {board.students.length === 0 ? (
        <Typography color="text.secondary">{messages.NO_LEADERBOARD}</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 720 }}>
          <Table size="small" aria-label={lessonId === null ? 'Class leaderboard' : 'Lesson leaderboard'}>
            <TableHead>
              <TableRow>
                <TableCell>Rank</TableCell>
                <TableCell>Student</TableCell>
                <TableCell align="right">Points</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {board.students.map((student, index) => (
                <TableRow key={index} selected={student.isMe}>
                  <TableCell sx={{ fontWeight: 700 }}>{student.ranking}</TableCell>
                  <TableCell>
                    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
                      <Avatar src={student.profilePicture ?? undefined} alt="" sx={{ width: 32, height: 32 }}>
                        {student.studentName.charAt(0)}
                      </Avatar>
                      <span>
                        {student.studentName}
                        {student.isMe ? ' (you)' : ''}
                      </span>
                    </Box>
                  </TableCell>
                  <TableCell align="right">{student.totalPoints}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
