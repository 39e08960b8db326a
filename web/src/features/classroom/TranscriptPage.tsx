import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { errorMessage } from '../../components/errorMessage';
import { GradeLabel } from '../../components/GradeLabel';
import { LessonGradesTable } from '../../components/LessonGradesTable';
import { BackPage, classroomIdParam } from './BackPage';
import { TranscriptQuery } from './classroom.documents';
import { MyBadges } from '../report';
import { dateRange } from '../../app/dates';

function Transcript({ classroomId }: { classroomId: number }) {
  const { data, loading, error } = useQuery(TranscriptQuery, { variables: { classroomId } });
  const { me } = useSession();
  if (!data) {
    if (loading) return <PageSpinner />;
    return <Alert severity="warning">{errorMessage(error, 'This transcript could not be loaded. Please try again.')}</Alert>;
  }
  const { classroom, available, unavailableMessage, grade, lessons } = data.transcript;
  return (
    <>
      <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
        {classroom.shortTitle}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {classroom.code} · {classroom.locationName ?? 'ONLINE'} · {dateRange(classroom.startDate, classroom.endDate)}
      </Typography>
      {available ? (
        <>
          <Typography sx={{ mb: 2, fontSize: 18 }}>
            Class grade: <GradeLabel percent={grade} />
          </Typography>
          <LessonGradesTable lessons={lessons} />
          {me ? <MyBadges studentId={me.id} classroomId={classroomId} /> : null}
        </>
      ) : (
        <Alert severity="info">{unavailableMessage}</Alert>
      )}
    </>
  );
}

/** /transcript?classroomId= (classroom.md §2, §4): a closed class's grades; back to the completed tab. */
export default function TranscriptPage() {
  const [params] = useSearchParams();
  const classroomId = classroomIdParam(params);
  if (classroomId === null) return <Navigate to="/dashboard?defaultTab=1" replace />;
  return (
    <BackPage backTo="/dashboard?defaultTab=1">
      <Transcript classroomId={classroomId} />
    </BackPage>
  );
}
