import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageSpinner } from '../../app/RequireSignIn';
import { BirthdayGreeting, HomeTab } from '../family';
import { OnboardingGate } from '../referral';

// The tabs after HOME load when opened: a parent's first page is HOME.
const PostsTab = lazy(() => import('../posts').then((module) => ({ default: module.PostsTab })));
const ScheduleTab = lazy(() => import('../schedule').then((module) => ({ default: module.ScheduleTab })));
const FinanceTab = lazy(() => import('../finance').then((module) => ({ default: module.FinanceTab })));
const ProfileTab = lazy(() => import('../family').then((module) => ({ default: module.ProfileTab })));

/** The family dashboard's tabs, in the order of ?defaultTab= (family-catalog-payment.md §2). */
const TABS: readonly { label: string; wide?: boolean; content: () => ReactNode }[] = [
  {
    label: 'HOME',
    content: () => (
      <OnboardingGate>
        <HomeTab />
      </OnboardingGate>
    ),
  },
  { label: 'POST', wide: true, content: () => <PostsTab /> },
  { label: 'SCHEDULE', content: () => <ScheduleTab /> },
  { label: 'FINANCE', content: () => <FinanceTab /> },
  { label: 'PROFILE', content: () => <ProfileTab /> },
];

function tabFromQuery(value: string | null): number {
  const index = Number(value ?? 0);
  return Number.isInteger(index) && index >= 0 && index < TABS.length ? index : 0;
}

/** A parent's /dashboard: HOME, POST, SCHEDULE, FINANCE and PROFILE, the tab kept in ?defaultTab=. */
export function FamilyHome() {
  const [params, setParams] = useSearchParams();
  const tab = tabFromQuery(params.get('defaultTab'));
  const current = TABS[tab]!;
  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setParams(next === 0 ? {} : { defaultTab: String(next) })}
        aria-label="Family dashboard"
        // Arrows only when the tabs do not fit (a phone), never beside tabs that do.
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        sx={{ px: { xs: 2, md: 4 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ label }, index) => (
          <Tab key={label} label={label} value={index} />
        ))}
      </Tabs>
      <Box sx={{ width: '100%', maxWidth: current.wide ? 1280 : 1100, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>
        <Suspense fallback={<PageSpinner />}>{current.content()}</Suspense>
      </Box>
      <BirthdayGreeting />
    </Box>
  );
}
