import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HelpOutline from '@mui/icons-material/HelpOutlineOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NewspaperOutlined from '@mui/icons-material/NewspaperOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { NavKey } from './navItems';

const ICONS = {
  home: HomeOutlined,
  dashboard: DashboardOutlined,
  news: NewspaperOutlined,
  messages: MailOutlined,
  students: GroupOutlined,
  grades: AssessmentOutlined,
  schedule: CalendarMonthOutlined,
  orders: ReceiptLongOutlined,
  catalog: MenuBookOutlined,
  manage: AdminPanelSettingsOutlined,
  settings: SettingsOutlined,
  help: HelpOutline,
} as const;

export function NavIcon({ name }: { name: NavKey }) {
  const Icon = ICONS[name];
  return <Icon />;
}
