import LockIcon from '@mui/icons-material/Lock';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { type ClassroomViewerKind, classroomTabsFor } from '@solve/core/classroom';
import { messages } from '@solve/core/messages';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { useSession } from '../../app/session';
import { errorCode, errorMessage } from '../../components/errorMessage';
import { StudentMessagesQuery } from '../message';
import { ClassroomHeader } from './ClassroomHeader';
import { ClassroomPageQuery, type LessonCardData } from './classroom.documents';
import { rememberClassroom, selectedLesson, selectedTab, selectLesson, selectTab } from './classroomSession';
import { LessonGrid } from './LessonGrid';
import { useDrawnQuery } from '../../app/drawnQuery';

// The classroom opens on its lessons: a lesson's page and the other tabs (news with its rich text,
// messages, grades, teachers, the leaderboard, attendance) load when shown.
const LessonView = lazy(() => import('./LessonView').then((module) => ({ default: module.LessonView })));
const TeachersTab = lazy(() => import('./TeachersTab').then((module) => ({ default: module.TeachersTab })));
const NewsTab = lazy(() => import('../news').then((module) => ({ default: module.NewsTab })));
const MessagesPanel = lazy(() => import('../message').then((module) => ({ default: module.MessagesPanel })));
const GradebookTab = lazy(() => import('../gradebook').then((module) => ({ default: module.GradebookTab })));
const LeaderboardTab = lazy(() => import('../leaderboard').then((module) => ({ default: module.LeaderboardTab })));
const AttendanceTab = lazy(() => import('../attendance').then((module) => ({ default: module.AttendanceTab })));

const TAB_LABEL: Record<string, string> = {
  LESSONS: 'Lessons',
  NEWS: 'News',
  MESSAGES: 'Messages',
  GRADEBOOK: 'Gradebook',
  TEACHERS: 'Teachers',
  LEADERBOARD: 'Leaderboard',
  ATTENDANCE: 'Attendance',
};

/** The unread replies of the student's enrolment in this class (the MESSAGES tab's badge). */
function useClassUnread(classroomId: number, enabled: boolean): number {
  const variables = { classroomId };
  const { data } = useDrawnQuery(StudentMessagesQuery, { variables, skip: !enabled, fetchPolicy: 'cache-and-network' });
  return data?.studentMessages.unreadCount ?? 0;
}

function StaffMessages({ classroomId }: { classroomId: number }) {
  return (
    <Box sx={{ py: 2, display: 'flex', flexDirection: 'column', gap: 2, alignItems: 'flex-start' }}>
      <Typography color="text.secondary">Students' messages of this class are answered in the inbox.</Typography>
      <Button component={RouterLink} to={`/inbox?classroomId=${classroomId}`} variant="contained">
        Open the inbox
      </Button>
    </Box>
  );
}

function TabPanel({
  tab,
  classroomId,
  isStaff,
  lessons,
}: {
  tab: string;
  classroomId: number;
  isStaff: boolean;
  lessons: LessonCardData[];
}) {
  const { role } = useSession();
  const staffMode = !isStaff ? null : role === 'admin' ? 'ADMIN' : 'INSTRUCTOR';
  if (tab === 'NEWS') return <NewsTab classroomId={classroomId} isStaff={isStaff} />;
  if (tab === 'MESSAGES')
    return isStaff ? <StaffMessages classroomId={classroomId} /> : <MessagesPanel classroomId={classroomId} lessons={lessons} />;
  if (tab === 'GRADEBOOK') return <GradebookTab classroomId={classroomId} staffMode={staffMode} />;
  if (tab === 'TEACHERS') return <TeachersTab classroomId={classroomId} />;
  if (tab === 'LEADERBOARD') return <LeaderboardTab classroomId={classroomId} />;
  if (tab === 'ATTENDANCE') return <AttendanceTab classroomId={classroomId} isStaff={isStaff} />;
  return null;
}

function Classroom({ classroomId }: { classroomId: number }) {
  const { role } = useSession();
  const variables = { classroomId };
  const { data, loading, error } = useDrawnQuery(ClassroomPageQuery, { variables, fetchPolicy: 'cache-and-network' });
  const [lessonId, setLessonId] = useState(() => selectedLesson(classroomId));
  const [tab, setTab] = useState(() => selectedTab(classroomId) ?? 'LESSONS');
  // The page with its answer renders in the background, in slices, not in one long task that
  // keeps a phone from answering a tap (a class has dozens of lesson cards).
  const page = useDeferredValue(data?.classroomPage);
  const messagesOpen = page?.tabs.some((t) => t.tab === 'MESSAGES' && t.state === 'AVAILABLE') ?? false;
  const unread = useClassUnread(classroomId, Boolean(page && !page.classroom.isStaff && messagesOpen));

  useEffect(() => {
    if (page) rememberClassroom(page.classroom);
  }, [page]);

  if (!page) {
    if (loading || data) return <PageSpinner />;
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
  const viewerKind: ClassroomViewerKind = !classroom.isStaff ? 'STUDENT' : role === 'admin' ? 'ADMIN' : 'INSTRUCTOR';
  const viewerTabs: readonly string[] = classroomTabsFor(viewerKind);
  const shownTabs = tabs.filter((t) => viewerTabs.includes(t.tab));
  const activeTab = shownTabs.some((t) => t.tab === tab && t.state === 'AVAILABLE') ? tab : 'LESSONS';
  const choose = (next: string) => {
    selectTab(classroomId, next);
    setTab(next);
    if (next === 'LESSONS') open(null);
  };

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
          <Tabs
            value={activeTab}
            onChange={(_event, next: string) => choose(next)}
            aria-label="Classroom"
            variant="scrollable"
            scrollButtons="auto"
            allowScrollButtonsMobile
            sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
          >
            {shownTabs.map((t) => (
              <Tab
                key={t.tab}
                value={t.tab}
                id={`classroom-tab-${t.tab}`}
                aria-label={t.tab === 'MESSAGES' && unread > 0 ? `${TAB_LABEL[t.tab]}, ${unread} unread` : undefined}
                aria-controls="classroom-tab-panel"
                label={
                  t.tab === 'MESSAGES' && unread > 0 ? (
                    <Badge badgeContent={unread} color="secondary" sx={{ pr: 1.5 }}>
                      {TAB_LABEL[t.tab]}
                    </Badge>
                  ) : (
                    TAB_LABEL[t.tab]
                  )
                }
                disabled={t.state !== 'AVAILABLE'}
                icon={t.state === 'LOCKED' ? <LockIcon fontSize="small" /> : undefined}
                iconPosition="end"
                onClick={t.tab === 'LESSONS' ? () => open(null) : undefined}
              />
            ))}
          </Tabs>
          <Box id="classroom-tab-panel" role="tabpanel" aria-labelledby={`classroom-tab-${activeTab}`}>
            <Suspense fallback={<PageSpinner />}>
              {activeTab !== 'LESSONS' ? (
                <TabPanel tab={activeTab} classroomId={classroomId} isStaff={classroom.isStaff} lessons={lessons} />
              ) : current ? (
                <LessonView key={current.lessonId} lessonId={current.lessonId} classroom={classroom} onBack={() => open(null)} />
              ) : (
                <LessonGrid lessons={lessons} isStaff={classroom.isStaff} onOpen={open} />
              )}
            </Suspense>
          </Box>
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
