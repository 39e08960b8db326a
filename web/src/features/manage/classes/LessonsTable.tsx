import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { ScrollableTable } from '../../../components/ScrollableTable';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { shownLessonNumber } from '@solve/core/lesson-names';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ManagedAssignmentData, ManagedLessonData } from './classes.documents';
import { AssignmentDialog } from './AssignmentDialog';
import { formatDate, formatTime } from './format';
import { LessonDialog } from './LessonDialog';
import { HeadedTable } from '..';

type Editing =
  | { kind: 'lesson'; lesson: ManagedLessonData }
  | { kind: 'assignment'; lesson: ManagedLessonData; assignment: ManagedAssignmentData | null }
  | null;

/** The class's lessons, each with its problem sets; every row opens its own editor. */
export function LessonsTable({ classroomId, lessons, timeZone }: { classroomId: number; lessons: ManagedLessonData[]; timeZone: string }) {
  const [editing, setEditing] = useState<Editing>(null);
  return (
    <>
      <ScrollableTable label="Lessons table">
        <HeadedTable label="Lessons" columns={['Lesson', 'When', 'Problem sets', null]}>
          {lessons.map((lesson) => (
            <TableRow key={lesson.id} sx={{ verticalAlign: 'top' }}>
              <TableCell>
                <Typography sx={{ fontWeight: 600 }}>
                  {shownLessonNumber({ number: lesson.order }) === null ? lesson.title : `${lesson.order}. ${lesson.title}`}
                </Typography>
                {lesson.webinarUrl && (
                  <Link href={lesson.webinarUrl} target="_blank" rel="noopener noreferrer" sx={{ fontSize: 13 }}>
                    Webinar link
                  </Link>
                )}
              </TableCell>
              <TableCell>
                {formatDate(lesson.date)}
                <Typography sx={{ fontSize: 13 }} color="text.secondary">
                  {formatTime(lesson.startTime)} – {formatTime(lesson.endTime)}
                </Typography>
              </TableCell>
              <TableCell>
                <Stack sx={{ gap: 0.5, alignItems: 'flex-start' }}>
                  {lesson.assignments.map((assignment) => (
                    <Button
                      key={assignment.id}
                      size="small"
                      onClick={() => setEditing({ kind: 'assignment', lesson, assignment })}
                      sx={{ textTransform: 'none', textAlign: 'left', gap: 1 }}
                    >
                      {assignment.title}
                      <Chip
                        size="small"
                        label={assignment.status === 'ASSIGNED' ? 'Assigned' : 'Not assigned'}
                        color={assignment.status === 'ASSIGNED' ? 'success' : 'default'}
                      />
                      {assignment.due && (
                        <Typography component="span" sx={{ fontSize: 12 }} color="text.secondary">
                          due {formatDate(assignment.due.date)} {formatTime(assignment.due.time)}
                        </Typography>
                      )}
                    </Button>
                  ))}
                  <Button size="small" onClick={() => setEditing({ kind: 'assignment', lesson, assignment: null })}>
                    + Add problem set
                  </Button>
                </Stack>
              </TableCell>
              <TableCell align="right">
                <Stack sx={{ gap: 0.5, alignItems: 'flex-end' }}>
                  <Button
                    size="small"
                    variant="outlined"
                    onClick={() => setEditing({ kind: 'lesson', lesson })}
                    aria-label={`Edit lesson ${lesson.order}`}
                  >
                    Edit
                  </Button>
                  <Button
                    size="small"
                    component={RouterLink}
                    to={`/roll?lessonId=${lesson.id}`}
                    aria-label={`Roll of lesson ${lesson.order}`}
                  >
                    Roll
                  </Button>
                </Stack>
              </TableCell>
            </TableRow>
          ))}
        </HeadedTable>
      </ScrollableTable>
      {editing?.kind === 'lesson' && <LessonDialog lesson={editing.lesson} timeZone={timeZone} onClose={() => setEditing(null)} />}
      {editing?.kind === 'assignment' && (
        <AssignmentDialog
          classroomId={classroomId}
          lesson={editing.lesson}
          assignment={editing.assignment}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
