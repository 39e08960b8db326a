/** The badge shows at most this; a larger count shows "99+". */
export const BELL_BADGE_MAX = 99;

/** The bell's badge: nothing at 0, the count up to 99, then "99+". */
export function bellBadgeLabel(count: number): string | null {
  if (!Number.isFinite(count) || count <= 0) return null;
  return count > BELL_BADGE_MAX ? `${BELL_BADGE_MAX}+` : String(Math.floor(count));
}

/** The bell's accessible name, which says what the badge shows: "Notifications, 3 unread". */
export function bellAccessibleName(count: number): string {
  const label = bellBadgeLabel(count);
  return label === null ? 'Notifications' : `Notifications, ${label} unread`;
}
