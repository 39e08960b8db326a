import { useQuery } from '@apollo/client/react';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { durationLabel } from '@solve/core/classroom-tabs';
import { percentLabel } from '@solve/core/grades';
import { lessonName, shownLessonNumber } from '@solve/core/lesson-names';
import { messages } from '@solve/core/messages';
import { Link as RouterLink } from 'react-router';
import { useDates } from '../../app/dates';
import { GradeLabel } from '../../components/GradeLabel';
import { visuallyHidden } from '../../components/visuallyHidden';
import { type GradebookLessonData, StudentGradebookQuery } from './gradebook.documents';
import { NotLoaded } from '../../components/NotLoaded';

type GradebookComments = GradebookLessonData['groups'][number]['rows'][number]['comments'];

/** The graders' comments on the attempt a row shows, under it. */
function CommentsRow({ comments }: { comments: GradebookComments }) {
  return (
    <TableRow>
      <TableCell colSpan={5} sx={{ pt: 0 }}>
        <Box component="ul" aria-label="Teacher's comments" sx={{ m: 0, pl: 2, color: 'text.secondary', fontSize: 14 }}>
          {comments.map((comment) => (
            <li key={comment.problemNumber}>
              <strong>Teacher&apos;s comment, problem {comment.problemNumber}:</strong> {comment.comment}
            </li>
          ))}
        </Box>
      </TableCell>
    </TableRow>
  );
}

function LessonGrades({ lesson }: { lesson: GradebookLessonData }) {
  const number = shownLessonNumber(lesson);
  const dates = useDates();
  const day = (iso: string | null) => (iso ? dates.day(iso) : '-');
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`gradebook-lesson-${lesson.lessonId}`}>
        <Box sx={{ display: 'flex', width: '100%', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{lessonName(lesson)}</Typography>
          <GradeLabel percent={lesson.grade} />
        </Box>
      </AccordionSummary>
      <AccordionDetails id={`gradebook-lesson-${lesson.lessonId}`}>
        <TableContainer>
          <Table size="small" aria-label={number === null ? 'Introduction grades' : `Lesson ${number} grades`}>
            <TableHead>
              <TableRow>
                <TableCell>Assignment</TableCell>
                <TableCell>Grade</TableCell>
                <TableCell>Time</TableCell>
                <TableCell>Due Date</TableCell>
                <TableCell>Date Submitted</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lesson.groups.flatMap((group) => [
                <TableRow key={group.group}>
                  <TableCell colSpan={5} sx={{ bgcolor: 'grey.100', fontWeight: 700, fontSize: 12, letterSpacing: 0.5 }}>
                    {group.label}
                  </TableCell>
                </TableRow>,
                ...group.rows.flatMap((row) => [
                  <TableRow key={row.assignmentId} sx={row.comments.length > 0 ? { '& > td': { borderBottom: 0 } } : undefined}>
                    <TableCell>
                      {lesson.number}.{row.order} {row.title}
                    </TableCell>
                    <TableCell>{row.grade === null ? '-' : percentLabel(row.grade)}</TableCell>
                    <TableCell>{durationLabel(row.timeSpent)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{day(row.dueOn)}</TableCell>
                    <TableCell
                      sx={{ whiteSpace: 'nowrap', color: row.late ? 'error.main' : undefined, fontWeight: row.late ? 600 : undefined }}
                    >
                      {day(row.submittedAt)}
                      {row.late ? (
                        <Box component="span" sx={visuallyHidden}>
                          {' '}
                          (late)
                        </Box>
                      ) : null}
                    </TableCell>
                  </TableRow>,
                  ...(row.comments.length > 0 ? [<CommentsRow key={`${row.assignmentId}-comments`} comments={row.comments} />] : []),
                ]),
              ])}
            </TableBody>
          </Table>
        </TableContainer>
      </AccordionDetails>
    </Accordion>
  );
}

/** The GRADEBOOK tab: the student's class grade, then each lesson expanding into its assignments. Staff see the spec's text. */
export function GradebookTab({ classroomId, staffMode }: { classroomId: number; staffMode: 'INSTRUCTOR' | 'ADMIN' | null }) {
  const { data, loading, error, refetch } = useQuery(StudentGradebookQuery, {
    variables: { classroomId },
    skip: staffMode !== null,
    fetchPolicy: 'cache-and-network',
  });
  if (staffMode !== null) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        {/* The same notice as the Attendance tab's for staff. */}
        <Alert severity="info" sx={{ alignSelf: 'stretch' }}>
          {staffMode === 'ADMIN' ? messages.GRADEBOOK_ADMIN : messages.GRADEBOOK_INSTRUCTOR}
        </Alert>
        <Button component={RouterLink} to={`/gradebook?classroomId=${classroomId}`} variant="contained">
          Open the class gradebook
        </Button>
      </Box>
    );
  }
  if (!data)
    return <NotLoaded loading={loading} error={error} fallback="The gradebook could not be loaded. Please try again." onRetry={refetch} />;
  const { grade, lessons } = data.studentGradebook;
  return (
    <Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 2 }}>
        <Typography variant="h6" component="h2">
          Total grade
        </Typography>
        <GradeLabel percent={grade} />
      </Box>
      {lessons.length === 0 ? (
        <Typography color="text.secondary">{messages.NO_GRADEBOOK_WORK}</Typography>
      ) : (
        lessons.map((lesson) => <LessonGrades key={lesson.lessonId} lesson={lesson} />)
      )}
    </Box>
  );
}
