import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { PageHeading } from '..';
import { DeliveryLogTab } from './DeliveryLogTab';
import { KindSwitchesTab } from './KindSwitchesTab';
import { TemplatesTab } from './TemplatesTab';

const TABS = [
  { value: 'kinds', label: 'Kinds' },
  { value: 'templates', label: 'Templates' },
  { value: 'log', label: 'Delivery log' },
] as const;
type TabValue = (typeof TABS)[number]['value'];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/** /manage/notifications: which kinds the academy sends, their wording, and what was sent to whom. The tab is in the address. */
export default function NotificationsAdminPage() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'kinds';
  return (
    <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
      <PageHeading>Notifications</PageHeading>
      <Tabs
        value={tab}
        onChange={(_event, value: TabValue) => setParams(value === 'kinds' ? {} : { tab: value })}
        aria-label="Notifications"
        variant="scrollable"
        allowScrollButtonsMobile
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {TABS.map(({ value, label }) => (
          <Tab key={value} value={value} label={label} id={`notifications-tab-${value}`} aria-controls={`notifications-panel-${value}`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`notifications-panel-${tab}`} aria-labelledby={`notifications-tab-${tab}`} sx={{ minWidth: 0 }}>
        {tab === 'kinds' && <KindSwitchesTab />}
        {tab === 'templates' && <TemplatesTab />}
        {tab === 'log' && <DeliveryLogTab />}
      </Box>
    </Box>
  );
}
