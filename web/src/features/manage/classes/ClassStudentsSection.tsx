import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import { useDrawnQuery } from '../../../app/drawnQuery';
import { ScrollableTable } from '../../../components/ScrollableTable';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../components/errorMessage';
import { graphql } from '../../../graphql';
import { HeadedTable } from '..';

export const ClassStudentsQuery = graphql(`
  query ClassStudents($id: Int!) {
    manageClassroom(id: $id) {
      id
      students {
        enrollmentId
        studentId
        firstName
        lastName
        username
        grade
        familyAccountId
        status
        paid
      }
    }
  }
`);

const ENROLMENT_LABELS: Record<string, string> = { QUALIFY: 'Preview', TRIAL: 'Trial' };
const gradeLabel = (grade: number) => (grade === 0 ? 'K' : String(grade));

/** The class's enrolled students; admins open each one's family from here. */
export function ClassStudentsSection({ classroomId, isAdmin }: { classroomId: number; isAdmin: boolean }) {
  const variables = { id: classroomId };
  const { data, loading, error } = useDrawnQuery(ClassStudentsQuery, { variables, fetchPolicy: 'cache-and-network' });
  const students = data?.manageClassroom.students;
  return (
    <Box component="section" aria-labelledby="class-students-title" sx={{ mt: 4 }}>
      <Typography id="class-students-title" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Students
      </Typography>
      {error && !students ? (
        <Alert severity="error">{errorMessage(error, 'The students could not be loaded. Please try again.')}</Alert>
      ) : loading && !students ? (
        <CircularProgress size={24} aria-label="Loading the students" />
      ) : !students || students.length === 0 ? (
        <Typography color="text.secondary">No students are enrolled yet.</Typography>
      ) : (
        <ScrollableTable label="Students table">
          <HeadedTable
            label="Students"
            columns={['Student', 'Username', { label: 'Grade', sx: { display: { xs: 'none', sm: 'table-cell' } } }, 'Enrolment']}
          >
            {students.map((student) => {
              const name = `${student.firstName} ${student.lastName}`;
              return (
                <TableRow key={student.enrollmentId}>
                  <TableCell>
                    {isAdmin && student.familyAccountId !== null ? (
                      <Link component={RouterLink} to={`/manage/families/${student.familyAccountId}`} aria-label={`${name}: family page`}>
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </TableCell>
                  <TableCell>{student.username}</TableCell>
                  <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{gradeLabel(student.grade)}</TableCell>
                  <TableCell>
                    {(student.status && ENROLMENT_LABELS[student.status]) ?? (student.paid ? 'Paid' : 'Enrolled by staff')}
                  </TableCell>
                </TableRow>
              );
            })}
          </HeadedTable>
        </ScrollableTable>
      )}
    </Box>
  );
}
