import { CART_BADGE_MAX } from './constants.js';

/** Who the navigation shell is shaping itself for; 'visitor' is nobody signed in. */
export type ShellRole = 'visitor' | 'student' | 'family' | 'instructor' | 'admin';

export type NavKey =
  'home' | 'dashboard' | 'news' | 'messages' | 'students' | 'grades' | 'schedule' | 'orders' | 'catalog' | 'manage' | 'settings' | 'help';

/** The side bar's items in their order (family-catalog-payment.md §2 "Navigation shell"). */
export const NAV_KEYS: readonly NavKey[] = [
  'home',
  'dashboard',
  'news',
  'messages',
  'students',
  'grades',
  'schedule',
  'orders',
  'catalog',
  'manage',
  'settings',
  'help',
];

const EVERYONE: NavKey[] = ['home', 'catalog', 'help'];
const STUDENT_AND_STAFF: NavKey[] = ['dashboard', 'news', 'messages', 'settings'];
const PARENT: NavKey[] = ['students', 'grades', 'schedule', 'orders', 'settings'];
/** The back office: admins run the academy, instructors their classes' lessons and rolls. */
const STAFF: NavKey[] = ['manage'];

/**
 * Home, catalog and help are visible to everyone; dashboard, news, messages (students' messages,
 * staff's inbox) and settings to students and instructors (and admins, who use the instructor side); students, grades, schedule, orders and
 * settings to parents; the back office (manage) to instructors and admins.
 */
export function navKeysFor(role: ShellRole): NavKey[] {
  const staff = role === 'instructor' || role === 'admin' ? STAFF : [];
  const extra = role === 'family' ? PARENT : role === 'visitor' ? [] : [...STUDENT_AND_STAFF, ...staff];
  return NAV_KEYS.filter((key) => EVERYONE.includes(key) || extra.includes(key));
}

/** The cart badge: the count, or '9+' when over 8; nothing for an empty cart. */
export function cartBadgeLabel(count: number): string | null {
  if (count <= 0) return null;
  return count > CART_BADGE_MAX - 1 ? `${CART_BADGE_MAX}+` : String(count);
}
