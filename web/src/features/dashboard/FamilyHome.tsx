import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { BirthdayGreeting, HomeTab, ProfileTab } from '../family';
import { OnboardingGate } from '../referral';
import { FinanceTab } from '../finance';
import { PostsTab } from '../posts';
import { ScheduleTab } from '../schedule';

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
      <Box sx={{ width: '100%', maxWidth: current.wide ? 1280 : 1100, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}>{current.content()}</Box>
      <BirthdayGreeting />
    </Box>
  );
}
