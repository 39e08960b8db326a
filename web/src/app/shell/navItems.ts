import type { Role } from '../session';

export type NavKey = 'home' | 'dashboard' | 'news' | 'students' | 'grades' | 'schedule' | 'orders' | 'catalog' | 'settings' | 'help';

export interface NavItem {
  key: NavKey;
  label: string;
  /** Where the item goes; help opens the video modal instead. */
  to: string | null;
}

const ALL: NavItem[] = [
  { key: 'home', label: 'Home', to: '/' },
  { key: 'dashboard', label: 'Dashboard', to: '/dashboard' },
  { key: 'news', label: 'News', to: '/posts' },
  { key: 'students', label: 'Students', to: '/dashboard?defaultTab=0' },
  { key: 'grades', label: 'Grades', to: '/reports' },
  { key: 'schedule', label: 'Schedule', to: '/dashboard?defaultTab=2' },
  { key: 'orders', label: 'Orders', to: '/dashboard?defaultTab=3' },
  { key: 'catalog', label: 'Catalog', to: '/catalog' },
  { key: 'settings', label: 'Settings', to: '/profile' },
  { key: 'help', label: 'Help', to: null },
];

/**
 * Visibility (family-catalog-payment.md §2 "Navigation shell"): home, catalog and help for
 * everyone; dashboard, news and settings for students and staff; students, grades, schedule,
 * orders and settings for parents.
 */
const VISIBLE: Record<Role, NavKey[]> = {
  guest: ['home', 'catalog', 'help'],
  student: ['home', 'dashboard', 'news', 'catalog', 'settings', 'help'],
  instructor: ['home', 'dashboard', 'news', 'catalog', 'settings', 'help'],
  admin: ['home', 'dashboard', 'news', 'catalog', 'settings', 'help'],
  family: ['home', 'students', 'grades', 'schedule', 'orders', 'catalog', 'settings', 'help'],
};

export function navItemsFor(role: Role): NavItem[] {
  const keys = VISIBLE[role];
  return ALL.filter((item) => keys.includes(item.key));
}
