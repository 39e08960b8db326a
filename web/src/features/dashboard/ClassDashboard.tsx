import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useFirstPageQuery } from '../../app/graphql/firstPageQuery';
import { PageSpinner } from '../../app/RequireSignIn';
import { type Role, useSession } from '../../app/session';
import { lazyWithApollo } from '../../app/withApollo';
import type { ResultOf } from '../../graphql';
import { MyBadgesQuery, TopStudentBanner } from '../report';
import { ClassSections } from './ClassSections';
import { DashboardQuery } from './dashboard.documents';

// The Recommended tab (its cards, prices and the preview video's dialog) loads when it is shown:
// the dashboard opens on the student's classes. It reads through Apollo, which loads with it.
const RecommendedTab = lazyWithApollo(
  () => import('./RecommendedTab'),
  (module) => module.RecommendedTab,
);

// The message catalogue behind an error's text loads only when the dashboard could not be loaded
// (offline, the general text stays).
const ErrorText = lazy(() =>
  import('../../components/ErrorText').then(
    (module) => ({ default: module.ErrorText }),
    () => ({ default: ({ fallback }: { fallback: string }) => <>{fallback}</> }),
  ),
);
const LOAD_FAILED = 'Your classes could not be loaded. Please try again.';

type DashboardTab = ResultOf<typeof DashboardQuery>['dashboard']['tabs'][number];

const LABELS: Record<DashboardTab, string> = { ENROLLED: 'Enrolled', ACTIVE: 'Active', COMPLETED: 'Completed', RECOMMENDED: 'Recommended' };

/** defaultTab: 0 enrolled or active, 1 completed, anything else recommended (classroom.md §2). */
export function tabFromQuery(value: string | null, tabs: readonly DashboardTab[]): DashboardTab {
  const wanted: DashboardTab | null = value === null || value === '0' ? null : value === '1' ? 'COMPLETED' : 'RECOMMENDED';
  return wanted && tabs.includes(wanted) ? wanted : tabs[0]!;
}

const queryValue = (tab: DashboardTab) => (tab === 'COMPLETED' ? '1' : tab === 'RECOMMENDED' ? '2' : '0');

/** The dashboard of students, instructors and admins: tabs by role, class cards, recommendations. */
export function ClassDashboard({ role }: { role: Role }) {
  const [params, setParams] = useSearchParams();
  const { me } = useSession();
  const mode = role === 'admin' ? 'ADMIN' : role === 'instructor' ? 'INSTRUCTOR' : null;
  // The first answer comes without Apollo, which loads after it (the page's first load does without it).
  const { data, loading, error } = useFirstPageQuery(DashboardQuery, { mode });
  // A student's Top Student banner is asked beside the classes and shown with them: arriving after
  // them, it would push the page down.
  const badges = useFirstPageQuery(MyBadgesQuery, { studentId: me?.id ?? 0, classroomId: null }, { skip: role !== 'student' || !me });

  const badgesPending = badges.loading && !badges.data;

  if (!data || badgesPending) {
    if (loading || badgesPending) return <PageSpinner />;
    return (
      <Box sx={{ p: { xs: 2, md: 4 } }}>
        <Alert severity="error">
          <Suspense fallback={LOAD_FAILED}>
            <ErrorText error={error} fallback={LOAD_FAILED} />
          </Suspense>
        </Alert>
      </Box>
    );
  }
  const { tabs, active, completed } = data.dashboard;
  const tab = tabFromQuery(params.get('defaultTab'), tabs);
  const student = tabs.includes('ENROLLED');

  return (
    <Box sx={{ width: '100%', px: { xs: 2, md: 4 }, py: { xs: 2, md: 3 } }}>
      {student && me && badges.data ? <TopStudentBanner badges={badges.data.earnedBadges} firstName={me.firstName} /> : null}
      <Tabs
        value={tab}
        onChange={(_event, next: DashboardTab) => setParams({ defaultTab: queryValue(next) }, { replace: true })}
        aria-label="Dashboard"
        // Arrows only when the tabs do not fit (a phone), never beside tabs that do.
        variant="scrollable"
        scrollButtons="auto"
        sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((value) => (
          <Tab key={value} value={value} label={LABELS[value]} id={`dashboard-tab-${value}`} aria-controls={`dashboard-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        {tab === 'RECOMMENDED' ? (
          <Suspense fallback={<PageSpinner />}>
            <RecommendedTab />
          </Suspense>
        ) : tab === 'COMPLETED' ? (
          <ClassSections sections={completed} empty="No completed classes yet." mode={mode} />
        ) : (
          <ClassSections
            sections={active}
            mode={mode}
            empty={
              student
                ? 'You are not enrolled in any classes yet. The catalog lists the classes you can join.'
                : 'There are no classes to show.'
            }
          />
        )}
      </Box>
    </Box>
  );
}
