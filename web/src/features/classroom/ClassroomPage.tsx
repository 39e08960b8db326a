import { useQuery } from '@apollo/client/react';
import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { messages } from '@solve/core/messages';
import { useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { ClassroomHeader } from './ClassroomHeader';
import { ClassroomPageQuery } from './classroom.documents';
import { rememberClassroom, selectedLesson, selectLesson, selectTab } from './classroomSession';
import { LessonGrid } from './LessonGrid';
import { LessonView } from './LessonView';

/** Tabs this page has so far; the others are shown once they exist. */
const BUILT_TABS = ['LESSONS'] as const;
const TAB_LABEL: Record<string, string> = { LESSONS: 'Lessons' };

function Classroom({ classroomId }: { classroomId: number }) {
  const { data, loading, error } = useQuery(ClassroomPageQuery, { variables: { classroomId } });
  const [lessonId, setLessonId] = useState(() => selectedLesson(classroomId));
  const page = data?.classroomPage;

  useEffect(() => {
    if (page) {
      rememberClassroom(page.classroom);
      selectTab(classroomId, 'LESSONS');
    }
  }, [page, classroomId]);

  if (!page) {
    if (loading) return <PageSpinner />;
    const ended = errorCode(error) === 'CLASS_ACCESS_ENDED';
    return (
      <Box sx={{ p: { xs: 2, md: 4 }, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
        <Alert severity="warning">{errorMessage(error, 'This classroom could not be loaded. Please try again.')}</Alert>
        <Button component={RouterLink} to={ended ? `/transcript?classroomId=${classroomId}` : '/dashboard'} variant="contained">
          {ended ? 'Transcript' : 'Back to Dashboard'}
        </Button>
      </Box>
    );
  }

  const { classroom, tabs, lessons } = page;
  const open = (id: number | null) => {
    selectLesson(classroomId, id);
    setLessonId(id);
    window.scrollTo({ top: 0 });
  };
  const current = lessons.find((lesson) => lesson.lessonId === lessonId && !lesson.locked);
  const shownTabs = tabs.filter((tab) => (BUILT_TABS as readonly string[]).includes(tab.tab));

  return (
    <Box sx={{ width: '100%', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      <ClassroomHeader classroom={classroom} />
      {!classroom.onSolve ? (
        <Alert severity="info" sx={{ alignItems: 'center' }}>
          {messages.CLASS_NOT_ON_SOLVE}{' '}
          {classroom.externalUrl ? (
            <Button href={classroom.externalUrl} target="_blank" rel="noopener noreferrer" size="small">
              Go to the class site
            </Button>
          ) : null}
        </Alert>
      ) : (
        <>
          <Tabs value="LESSONS" aria-label="Classroom" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
            {shownTabs.map((tab) => (
              <Tab
                key={tab.tab}
                value={tab.tab}
                label={TAB_LABEL[tab.tab]}
                disabled={tab.state !== 'AVAILABLE'}
                icon={tab.state === 'LOCKED' ? <LockIcon fontSize="small" /> : undefined}
                iconPosition="end"
                onClick={() => open(null)}
              />
            ))}
          </Tabs>
          {current ? (
            <LessonView key={current.lessonId} lessonId={current.lessonId} classroom={classroom} onBack={() => open(null)} />
          ) : (
            <LessonGrid lessons={lessons} isStaff={classroom.isStaff} onOpen={open} />
          )}
        </>
      )}
    </Box>
  );
}

/** /lessons?classroomId= (classroom.md §2 "Classroom page"); without a classroom, the dashboard. */
export default function ClassroomPage() {
  const [params] = useSearchParams();
  const classroomId = Number(params.get('classroomId'));
  if (!Number.isInteger(classroomId) || classroomId <= 0) return <Navigate to="/dashboard" replace />;
  return <Classroom key={classroomId} classroomId={classroomId} />;
}
