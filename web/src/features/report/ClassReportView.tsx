import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { classroomShortTitle } from '@solve/core/classroom';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorMessage } from '../../components/errorMessage';
import { GradeLabel } from '../../components/GradeLabel';
import { LessonGradesTable } from '../../components/LessonGradesTable';
import { BackButton } from '../classroom';
import { BadgeList } from './BadgeList';
import { ClassReportQuery } from './report.documents';
import { dateRange } from '../../app/dates';

/** A class of /reports: its code, overall grade, title and the grade of each lesson, or why there are none. */
export function ClassReportView({ studentId, classroomId }: { studentId: number; classroomId: number }) {
  const { data, loading, error } = useQuery(ClassReportQuery, { variables: { studentId, classroomId }, fetchPolicy: 'cache-and-network' });
  const report = data?.classReport;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <BackButton to="/reports" label="Grades" />
      {!report ? (
        loading ? (
          <PageSpinner />
        ) : (
          <Alert severity="warning">{errorMessage(error, 'The grades of this class could not be loaded. Please try again.')}</Alert>
        )
      ) : (
        <>
          <Typography color="text.secondary" sx={{ fontWeight: 700, letterSpacing: 0.5 }}>
            {report.code}
          </Typography>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {classroomShortTitle(report.title)}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {report.student.firstName} {report.student.lastName} · {dateRange(report.startDate, report.endDate)}
          </Typography>
          {report.available ? (
            <Typography sx={{ mb: 2, fontSize: 18 }}>
              Overall grade: <GradeLabel percent={report.grade} />
            </Typography>
          ) : null}
          {report.badges.length > 0 ? (
            <Box sx={{ mb: 2 }}>
              <BadgeList badges={report.badges} showClass={false} />
            </Box>
          ) : null}
          {report.available ? <LessonGradesTable lessons={report.lessons} /> : <Alert severity="info">{report.unavailableMessage}</Alert>}
        </>
      )}
    </Box>
  );
}
