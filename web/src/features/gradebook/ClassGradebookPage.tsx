import { useQuery } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import { percentLabel } from '@solve/core/grades';
import { useMemo, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { GradeLabel } from '../../components/GradeLabel';
import { type ClassGradebookData, ClassGradebookQuery } from './gradebook.documents';
import { gradebookCsv } from './gradebookCsv';
import { type GradebookSort, nextSort, sortedStudents } from './gradebookSort';
import { NotLoaded } from '../../components/NotLoaded';

const MARK = { LATE: 'late', MISSING: 'missing', GRADED: '', OPEN: '' } as const;

function download(book: ClassGradebookData) {
  const url = URL.createObjectURL(new Blob([gradebookCsv(book)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `gradebook-${book.classroomId}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

function Gradebook({ classroomId }: { classroomId: number }) {
  const { data, loading, error, refetch } = useQuery(ClassGradebookQuery, { variables: { classroomId }, fetchPolicy: 'cache-and-network' });
  const [sort, setSort] = useState<GradebookSort>({ by: 'name', descending: false });
  const book = data?.classGradebook;
  const rows = useMemo(() => (book ? sortedStudents(book.students, sort) : []), [book, sort]);
  const sortBy = (by: GradebookSort['by']) => setSort((s) => nextSort(s, by));
  const label = (by: GradebookSort['by'], text: string) => (
    <TableSortLabel active={sort.by === by} direction={sort.by === by && sort.descending ? 'desc' : 'asc'} onClick={() => sortBy(by)}>
      {text}
    </TableSortLabel>
  );

  if (!book)
    return <NotLoaded loading={loading} error={error} fallback="The gradebook could not be loaded. Please try again." onRetry={refetch} />;
  return (
    <>
      <Box sx={{ display: 'flex', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={() => download(book)} disabled={book.students.length === 0}>
          Export CSV
        </Button>
        <Button component={RouterLink} to={`/lessons?classroomId=${classroomId}`}>
          Back to the class
        </Button>
      </Box>
      {book.students.length === 0 ? (
        <Typography color="text.secondary">No students are enrolled in this class yet.</Typography>
      ) : (
        <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, maxHeight: '70vh' }}>
          <Table size="small" stickyHeader aria-label="Class gradebook">
            <TableHead>
              <TableRow>
                <TableCell sx={{ position: 'sticky', left: 0, zIndex: 3, bgcolor: 'background.paper', minWidth: 160 }}>
                  {label('name', 'Student')}
                </TableCell>
                <TableCell>{label('grade', 'Grade')}</TableCell>
                {book.columns.map((column) => (
                  <TableCell key={column.assignmentId} title={column.title} sx={{ whiteSpace: 'nowrap' }}>
                    {label(column.assignmentId, `${column.label} ${column.group.charAt(0)}${column.group.slice(1).toLowerCase()}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((student) => (
                <TableRow key={student.studentId} hover>
                  <TableCell
                    component="th"
                    scope="row"
                    sx={{ position: 'sticky', left: 0, bgcolor: 'background.paper', whiteSpace: 'nowrap' }}
                  >
                    {student.lastName}, {student.firstName}
                  </TableCell>
                  <TableCell>
                    <GradeLabel percent={student.grade} showPercent={false} />
                  </TableCell>
                  {student.cells.map((cell) => (
                    <TableCell
                      key={cell.assignmentId}
                      sx={{ whiteSpace: 'nowrap', color: cell.state === 'LATE' || cell.state === 'MISSING' ? 'error.main' : undefined }}
                    >
                      {cell.grade === null ? (cell.state === 'MISSING' ? 'Missing' : '-') : percentLabel(cell.grade)}
                      {MARK[cell.state] && cell.grade !== null ? ` (${MARK[cell.state]})` : null}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </>
  );
}

/** /gradebook?classroomId=: the class gradebook for its teachers and admins, sortable and exportable. */
export default function ClassGradebookPage() {
  const [params] = useSearchParams();
  const classroomId = Number(params.get('classroomId'));
  if (!Number.isInteger(classroomId) || classroomId <= 0) return <Navigate to="/dashboard" replace />;
  return (
    <Box sx={{ px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        Class gradebook
      </Typography>
      <Gradebook classroomId={classroomId} />
    </Box>
  );
}
