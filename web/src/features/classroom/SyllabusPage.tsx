import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { shownLessonNumber } from '@solve/core/lesson-names';
import { gradeLabel } from '@solve/core/grades';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { classMeetings, useDates } from '../../app/dates';
import { errorMessage } from '../../components/errorMessage';
import { BackPage, classroomIdParam } from './BackPage';
import { SyllabusQuery } from './classroom.documents';

function Syllabus({ classroomId }: { classroomId: number }) {
  const { data, loading, error } = useQuery(SyllabusQuery, { variables: { classroomId } });
  const dates = useDates();
  if (!data) {
    if (loading) return <PageSpinner />;
    return <Alert severity="warning">{errorMessage(error, 'This syllabus could not be loaded. Please try again.')}</Alert>;
  }
  const { classroom, instructors, lessons } = data.syllabus;
  return (
    <>
      <Paper
        variant="outlined"
        sx={{ borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}
      >
        {classroom.imageUrl ? (
          <Box sx={{ bgcolor: 'primary.main', borderRadius: 2, p: 2, display: 'grid', placeItems: 'center' }}>
            <Box component="img" src={classroom.imageUrl} alt="" sx={{ width: 96, height: 96 }} />
          </Box>
        ) : null}
        <Box sx={{ flex: '1 1 280px' }}>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {classroom.shortTitle}
          </Typography>
          <Typography color="text.secondary">
            {classroom.code} · Grades {gradeLabel(classroom.startGrade)}–{gradeLabel(classroom.endGrade)} ·{' '}
            {classroom.locationName ?? 'ONLINE'}
          </Typography>
          <Typography>{classMeetings(dates, classroom)}</Typography>
          {instructors.length ? <Typography color="text.secondary">With {instructors.join(', ')}</Typography> : null}
        </Box>
      </Paper>
      <Typography sx={{ mt: 3, fontWeight: 600 }}>{classroom.description}</Typography>
      {classroom.longDescription ? <Typography sx={{ mt: 1 }}>{classroom.longDescription}</Typography> : null}
      <Typography component="h3" variant="h6" sx={{ fontWeight: 800, mt: 4, mb: 1 }}>
        Lessons
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
        {lessons.map((lesson) => (
          <Paper component="li" key={lesson.number} variant="outlined" sx={{ borderRadius: 2, p: 2, display: 'flex', gap: 2 }}>
            {/* The introduction is named, not numbered: its column stays empty. */}
            <Typography sx={{ fontWeight: 800, color: 'primary.main', minWidth: 28 }}>{shownLessonNumber(lesson)}</Typography>
            <Box sx={{ flexGrow: 1 }}>
              <Typography sx={{ fontWeight: 700 }}>{lesson.title}</Typography>
              {lesson.description ? (
                <Typography color="text.secondary" sx={{ fontSize: 14 }}>
                  {lesson.description}
                </Typography>
              ) : null}
            </Box>
            {lesson.startOn ? (
              <Typography color="text.secondary" sx={{ fontSize: 13, whiteSpace: 'nowrap', display: { xs: 'none', sm: 'block' } }}>
                {dates.dateTime(lesson.startOn)}
              </Typography>
            ) : null}
          </Paper>
        ))}
      </Box>
    </>
  );
}

/** /syllabus?classroomId= (classroom.md §2): the course header and lesson list; back to /dashboard. */
export default function SyllabusPage() {
  const [params] = useSearchParams();
  const classroomId = classroomIdParam(params);
  if (classroomId === null) return <Navigate to="/dashboard" replace />;
  return (
    <BackPage backTo="/dashboard">
      <Syllabus classroomId={classroomId} />
    </BackPage>
  );
}
