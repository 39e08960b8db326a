/**
 * What the academy tells families, students and staff, and by which way. Each kind has who hears
 * it, the channels it may use, and what a recipient gets before choosing (the defaults); the
 * academy can turn a kind off for everyone, and each recipient each channel of each kind.
 */

export type NotificationAudience = 'FAMILY' | 'STUDENT' | 'STAFF';
export type NotificationChannel = 'EMAIL' | 'SMS';

export interface NotificationKindInfo {
  audience: NotificationAudience;
  /** The name a preferences page and the delivery log show. */
  label: string;
  /** Channels on before the recipient chooses (the app's bell always shows it). */
  defaults: Readonly<Record<NotificationChannel, boolean>>;
  /** Channels this kind may use at all. */
  channels: readonly NotificationChannel[];
}

const BOTH: readonly NotificationChannel[] = ['EMAIL', 'SMS'];
const MAIL: readonly NotificationChannel[] = ['EMAIL'];
const on = (sms: boolean) => ({ EMAIL: true, SMS: sms });

export const NOTIFICATION_KINDS = {
  ABSENT: { audience: 'FAMILY', label: 'Absent or late', defaults: on(true), channels: BOTH },
  HOMEWORK_DUE: { audience: 'FAMILY', label: 'Homework due tomorrow, not started', defaults: on(false), channels: BOTH },
  HOMEWORK_LATE: { audience: 'FAMILY', label: 'Homework past due', defaults: on(false), channels: BOTH },
  LOW_GRADE: { audience: 'FAMILY', label: 'A grade below my threshold', defaults: on(false), channels: BOTH },
  TEACHER_COMMENT: { audience: 'FAMILY', label: "A teacher's comment on graded work", defaults: on(false), channels: MAIL },
  STAFF_REPLY: { audience: 'FAMILY', label: "A reply to my student's message", defaults: on(false), channels: BOTH },
  PAYMENT: { audience: 'FAMILY', label: 'Receipts, refunds and failed payments', defaults: on(false), channels: BOTH },
  SEAT_OFFERED: { audience: 'FAMILY', label: 'A seat offered from a waitlist', defaults: on(true), channels: BOTH },
  CLASS_STARTING: { audience: 'FAMILY', label: 'A class starting in 3 days', defaults: on(true), channels: BOTH },
  WEEKLY_DIGEST: { audience: 'FAMILY', label: 'Weekly summary', defaults: on(false), channels: MAIL },
  NEW_ASSIGNMENT: { audience: 'STUDENT', label: 'New assignment', defaults: on(false), channels: MAIL },
  GRADED: { audience: 'STUDENT', label: 'A grade or comment', defaults: on(false), channels: MAIL },
  STUDENT_REPLY: { audience: 'STUDENT', label: 'A reply to my message', defaults: on(false), channels: MAIL },
  CLASS_NEWS: { audience: 'STUDENT', label: 'News in my class', defaults: on(false), channels: MAIL },
  STAFF_DAILY: { audience: 'STAFF', label: 'Daily summary of my inbox and grading', defaults: on(false), channels: MAIL },
} as const satisfies Record<string, NotificationKindInfo>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

export const NOTIFICATION_KIND_NAMES = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

/** A recipient's own choice for one kind and channel; absent means the kind's default. */
export type NotificationChoices = Partial<Record<NotificationKind, Partial<Record<NotificationChannel, boolean>>>>;

/**
 * Whether a recipient hears of a kind by a channel: never when the academy turned the kind off or
 * the kind does not use that channel; else by the recipient's choice, or the kind's default.
 */
export function wantsNotification(
  kind: NotificationKind,
  channel: NotificationChannel,
  choices: NotificationChoices,
  academyOff: ReadonlySet<NotificationKind> = new Set(),
): boolean {
  const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
  if (academyOff.has(kind) || !info.channels.includes(channel)) return false;
  return choices[kind]?.[channel] ?? info.defaults[channel];
}

/** A parent's threshold for LOW_GRADE, in percent, before they choose one. */
export const DEFAULT_GRADE_ALERT_PERCENT = 70;

/** Whether a posted grade is worth telling a parent of: strictly below their threshold. */
export function gradeBelowThreshold(percent: number, threshold: number = DEFAULT_GRADE_ALERT_PERCENT): boolean {
  return Number.isFinite(percent) && percent < threshold;
}
