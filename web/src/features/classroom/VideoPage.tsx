import { useQuery } from '@apollo/client/react';
import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { Navigate, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { sessionValues } from '../../app/storage';
import { errorMessage } from '../../components/errorMessage';
import { VideoFrame } from '../../components/VideoFrame';
import { BackPage } from './BackPage';
import { LessonVideoQuery } from './classroom.documents';

/**
 * /video (classroom.md §2): with videoId the lecture replay, otherwise the video of the
 * assignment's problem set; back to the lessons of the classroom kept in the session.
 */
export default function VideoPage() {
  const [params] = useSearchParams();
  const classroomId = Number(params.get('classroomId') ?? sessionValues.get('classroomId'));
  const videoId = params.get('videoId');
  const assignmentId = Number(params.get('assignmentId'));
  const valid = Number.isInteger(classroomId) && classroomId > 0 && (videoId || (Number.isInteger(assignmentId) && assignmentId > 0));
  const { data, loading, error } = useQuery(LessonVideoQuery, {
    variables: { classroomId, videoId, assignmentId: videoId ? null : assignmentId },
    skip: !valid,
  });
  if (!valid) return <Navigate to="/dashboard" replace />;
  const backTo = `/lessons?classroomId=${sessionValues.get('classroomId') ?? classroomId}`;
  return (
    <BackPage backTo={backTo} backLabel="Back to Lessons" maxWidth={1100}>
      {data ? (
        <>
          <Typography component="h2" variant="h5" sx={{ fontWeight: 800 }}>
            {data.lessonVideo.title}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {data.lessonVideo.kind === 'LECTURE_REPLAY' ? 'Lecture replay' : 'Problem set video'} · {data.lessonVideo.classroom.shortTitle}
          </Typography>
          <VideoFrame url={data.lessonVideo.url} title={data.lessonVideo.title} />
        </>
      ) : loading ? (
        <PageSpinner />
      ) : (
        <Alert severity="warning">{errorMessage(error, 'This video could not be loaded. Please try again.')}</Alert>
      )}
    </BackPage>
  );
}
