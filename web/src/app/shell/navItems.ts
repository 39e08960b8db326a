import { type NavKey, navKeysFor } from '@solve/core/shell';
import type { Role } from '../session';

export type { NavKey };

export interface NavItem {
  key: NavKey;
  label: string;
  /** Where the item goes; help opens the video modal instead. */
  to: string | null;
}

const ITEMS: Record<NavKey, Omit<NavItem, 'key'>> = {
  home: { label: 'Home', to: '/' },
  dashboard: { label: 'Dashboard', to: '/dashboard' },
  news: { label: 'News', to: '/posts' },
  messages: { label: 'Messages', to: '/messages' },
  students: { label: 'Students', to: '/dashboard?defaultTab=0' },
  grades: { label: 'Grades', to: '/reports' },
  schedule: { label: 'Schedule', to: '/dashboard?defaultTab=2' },
  orders: { label: 'Orders', to: '/dashboard?defaultTab=3' },
  catalog: { label: 'Catalog', to: '/catalog' },
  manage: { label: 'Manage', to: '/manage' },
  settings: { label: 'Settings', to: '/profile' },
  help: { label: 'Help', to: null },
};

/** The side bar's items for a role; which ones each role sees is a rule of `core/shell`. */
export function navItemsFor(role: Role): NavItem[] {
  const staff = role === 'instructor' || role === 'admin';
  return navKeysFor(role === 'guest' ? 'visitor' : role).map((key) =>
    // Staff answer students' messages in the inbox.
    key === 'messages' && staff ? { key, label: 'Inbox', to: '/inbox' } : { key, ...ITEMS[key] },
  );
}

/** The item of the page shown: its path, and its query when it names a tab (home only on home itself). */
export function isActiveItem(item: NavItem, path: string, search: string): boolean {
  if (!item.to) return false;
  const [itemPath, itemSearch = ''] = item.to.split('?');
  if (itemPath === '/') return path === '/';
  return path === itemPath && (itemSearch === '' || search.includes(itemSearch));
}
