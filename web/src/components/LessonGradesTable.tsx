import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { percentLabel } from '@solve/core/grades';
import { GradeLabel } from './GradeLabel';

export interface LessonGrade {
  number: number;
  title: string;
  grade?: number | null;
  percentComplete?: number | null;
}

/** A class's lessons with the grade and how much of each is done (a transcript, a family's report). */
export function LessonGradesTable({ lessons }: { lessons: readonly LessonGrade[] }) {
  return (
    <Paper variant="outlined" sx={{ borderRadius: 3, overflowX: 'auto' }}>
      <Table aria-label="Grades per lesson">
        <TableHead>
          <TableRow>
            <TableCell>Lesson</TableCell>
            <TableCell>Title</TableCell>
            <TableCell>Grade</TableCell>
            <TableCell align="right">Complete</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lessons.map((lesson) => (
            <TableRow key={lesson.number}>
              <TableCell>{lesson.number}</TableCell>
              <TableCell>{lesson.title}</TableCell>
              <TableCell>
                <GradeLabel percent={lesson.grade} />
              </TableCell>
              <TableCell align="right">{percentLabel(lesson.percentComplete)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
