import { useQuery } from '@apollo/client/react';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { classroomShortTitle } from '@solve/core/classroom';
import { messages } from '@solve/core/messages';
import type { ReactNode } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorMessage } from '../../components/errorMessage';
import { GradeLabel } from '../../components/GradeLabel';
import { BadgeList } from './BadgeList';
import { ClassReportView } from './ClassReportView';
import { FamilyReportsQuery, type StudentReportData } from './report.documents';
import { calendarDay } from '../../app/dates';

const detailLink = (studentId: number, classroomId: number) => `/reports?studentId=${studentId}&classroomId=${classroomId}`;

function ClassRow({ to, code, title, aside }: { to: string; code: string; title: string; aside: ReactNode }) {
  return (
    <ListItem disablePadding sx={{ '& + &': { mt: 0.5 } }}>
      <ListItemButton component={RouterLink} to={to} sx={{ borderRadius: 2, gap: 2, py: 1.25, alignItems: 'center' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          {/* Wraps rather than cuts: on a phone the name is the row's point. */}
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{classroomShortTitle(title)}</Typography>
          <Typography color="text.secondary" sx={{ fontSize: 14 }}>
            {code}
          </Typography>
        </Box>
        <Box sx={{ flexShrink: 0, textAlign: 'right' }}>{aside}</Box>
        <ChevronRightIcon color="action" aria-hidden />
      </ListItemButton>
    </ListItem>
  );
}

function Subheading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography
      id={id}
      component="h3"
      sx={{ fontWeight: 800, fontSize: 14, letterSpacing: 0.5, textTransform: 'uppercase', mt: 2.5, mb: 0.5 }}
    >
      {children}
    </Typography>
  );
}

/** One student's part of /reports: badges, open classes with their grades, and 'Starting Soon'. */
function StudentSection({ report }: { report: StudentReportData }) {
  const { student } = report;
  const key = `student-${student.id}`;
  return (
    <Paper component="section" aria-labelledby={key} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <Typography id={key} component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        {student.firstName} {student.lastName}
      </Typography>
      {report.badges.length > 0 ? (
        <>
          <Subheading id={`${key}-badges`}>Badges</Subheading>
          <BadgeList badges={report.badges} />
        </>
      ) : null}
      <Subheading id={`${key}-open`}>Open classes</Subheading>
      {report.openClasses.length === 0 ? (
        <Typography color="text.secondary">{messages.NO_OPEN_CLASSES}</Typography>
      ) : (
        <List aria-labelledby={`${key}-open`} disablePadding>
          {report.openClasses.map((row) => (
            <ClassRow
              key={row.classroomId}
              to={detailLink(student.id, row.classroomId)}
              code={row.code}
              title={row.title}
              aside={<GradeLabel percent={row.grade} />}
            />
          ))}
        </List>
      )}
      {report.startingSoon.length > 0 ? (
        <>
          <Subheading id={`${key}-soon`}>{messages.STARTING_SOON}</Subheading>
          <List aria-labelledby={`${key}-soon`} disablePadding>
            {report.startingSoon.map((row) => (
              <ClassRow
                key={row.classroomId}
                to={detailLink(student.id, row.classroomId)}
                code={row.code}
                title={row.title}
                aside={<Typography sx={{ fontSize: 14 }}>Starts {calendarDay(row.startDate)}</Typography>}
              />
            ))}
          </List>
        </>
      ) : null}
    </Paper>
  );
}

function FamilyReports() {
  const { data, loading, error, refetch } = useQuery(FamilyReportsQuery, { fetchPolicy: 'cache-and-network' });
  if (!data) {
    if (loading) return <PageSpinner />;
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      >
        {errorMessage(error, 'The grades could not be loaded. Please try again.')}
      </Alert>
    );
  }
  if (data.familyReports.length === 0) {
    return (
      <Alert
        severity="info"
        action={
          <Button component={RouterLink} to="/dashboard" color="inherit">
            HOME
          </Button>
        }
      >
        {messages.NO_REPORT_STUDENTS}
      </Alert>
    );
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      {data.familyReports.map((report) => (
        <StudentSection key={report.student.id} report={report} />
      ))}
    </Box>
  );
}

const idParam = (value: string | null) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

/**
 * /reports (family-catalog-payment.md §2): a family's enrolments and grades per student; a class
 * opens its detail in place (?studentId=&classroomId=), so Back and reloads keep it.
 */
export default function ReportsPage() {
  const [params] = useSearchParams();
  const studentId = idParam(params.get('studentId'));
  const classroomId = idParam(params.get('classroomId'));
  return (
    <Box sx={{ width: '100%', maxWidth: 960, mx: 'auto', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      {studentId !== null && classroomId !== null ? <ClassReportView studentId={studentId} classroomId={classroomId} /> : <FamilyReports />}
    </Box>
  );
}
