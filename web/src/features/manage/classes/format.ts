import { formatCalendarDate } from '@solve/core/calendar';

/** '16:30' as people read it: '4:30 PM'. */
export function formatTime(time: string | null | undefined): string {
  if (!time) return '';
  const [hours, minutes] = time.split(':').map(Number);
  if (hours === undefined || minutes === undefined) return time;
  const suffix = hours >= 12 ? 'PM' : 'AM';
  return `${((hours + 11) % 12) + 1}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

export const formatDate = (date: string | null | undefined) => (date ? formatCalendarDate(date) : '');

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
