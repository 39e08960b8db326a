import { longCalendarDay, wallTime } from '../../../app/dates';

/** '16:30' as people read it: '4:30 PM'; '' for none. */
export const formatTime = (time: string | null | undefined) => (time ? wallTime(time) : '');

/** '2027-01-06' as the back office's tables show it: 'January 6, 2027'; '' for none. */
export const formatDate = (date: string | null | undefined) => (date ? longCalendarDay(date) : '');

export const QUARTERS = ['WINTER', 'SPRING', 'SUMMER', 'FALL'] as const;
export type QuarterName = (typeof QUARTERS)[number];
export const quarterLabel = (quarter: string) => quarter.charAt(0) + quarter.slice(1).toLowerCase();

export const STATUS_LABELS: Record<string, string> = { PUBLISHED: 'Published', OPENED: 'Opened', CLOSED: 'Closed' };
export const TEACHING_STYLES = ['CLASSROOM', 'BLENDED', 'SELF_PACED', 'MENTORED', 'TUTORED', 'COMPETITION'] as const;
export const styleLabel = (style: string) =>
  style
    .split('_')
    .map((word) => word.charAt(0) + word.slice(1).toLowerCase())
    .join('-');

export const formatDollars = (cents: number | null | undefined) =>
  cents === null || cents === undefined ? '' : `$${(cents / 100).toFixed(2)}`;

/** '$600.00' or '600' typed by a person, in cents; null when it is not an amount. */
export function parseDollars(text: string): number | null {
  const cleaned = text.replace(/[$,\s]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(cleaned)) return null;
  return Math.round(Number(cleaned) * 100);
}
