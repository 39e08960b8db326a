import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { formatMoney } from '@solve/core/pricing';
import { REFERRAL } from '@solve/core/referral';
import { lazy, Suspense, useState } from 'react';
import { MakeReferralForm } from './MakeReferralForm';

// Its own part, loaded when its tab opens: its table's paging control makes the browser's first
// number formatter as it loads (tens of milliseconds on a phone), which HOME need not wait for.
const MyReferrals = lazy(() => import('./MyReferrals').then((module) => ({ default: module.MyReferrals })));

const TABS = ['Make a Referral', 'My Referrals'] as const;

/** The HOME tab's referral panel (§2): refer a friend, and follow the family's referrals. */
export function ReferralPanel({ familyAccountId }: { familyAccountId: number }) {
  const [tab, setTab] = useState(0);
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="referral-panel-title"
      sx={{ borderRadius: 3, mb: 4, overflow: 'hidden' }}
    >
      <Box sx={{ px: { xs: 2, sm: 3 }, pt: 2.5 }}>
        <Typography id="referral-panel-title" component="h3" variant="h6" sx={{ fontWeight: 700 }}>
          Refer a friend
        </Typography>
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          When a family you refer pays for its first class, your family gets a {formatMoney(REFERRAL.creditCents)} credit.
        </Typography>
      </Box>
      <Tabs
        value={tab}
        onChange={(_event, next: number) => setTab(next)}
        aria-label="Referrals"
        sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map((label, index) => (
          <Tab key={label} label={label} id={`referral-tab-${index}`} aria-controls={`referral-tabpanel-${index}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`referral-tabpanel-${tab}`} aria-labelledby={`referral-tab-${tab}`} sx={{ px: { xs: 2, sm: 3 }, py: 2.5 }}>
        {tab === 0 ? (
          <MakeReferralForm />
        ) : (
          <Suspense fallback={<CircularProgress size={24} aria-label="Loading your referrals" />}>
            <MyReferrals familyAccountId={familyAccountId} />
          </Suspense>
        )}
      </Box>
    </Paper>
  );
}
