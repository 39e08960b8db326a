import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, instant, instantNow, updatedAt } from './columns.js';
import { familyAccounts, students } from './people.js';
import { jobs } from './operations.js';

/** Who a notification is for: the three kinds of sign-in, each with its own ids. */
export const recipientTypeEnum = pgEnum('notification_recipient_type', ['STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE']);
export const notificationChannelEnum = pgEnum('notification_channel', ['EMAIL', 'SMS']);
export const deliveryStatusEnum = pgEnum('notification_delivery_status', ['QUEUED', 'HELD', 'SENT', 'FAILED', 'CANCELLED']);

/**
 * What the app's bell shows: one row per event and recipient (the unique key makes a repeated
 * event a no-op). Kinds are core's notification kinds.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    recipientType: recipientTypeEnum('recipient_type').notNull(),
    recipientId: integer('recipient_id').notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** A path of the app the notification opens. */
    link: text('link').notNull(),
    /** Names the event (`absent:<attendance id>`): one event notifies a recipient once. */
    eventKey: text('event_key').notNull(),
    createdAt: createdAt(),
    readAt: instant('read_at'),
  },
  (t) => [
    uniqueIndex('notifications_event_recipient_unique').on(t.eventKey, t.recipientType, t.recipientId),
    index('notifications_recipient_idx').on(t.recipientType, t.recipientId, t.id),
    index('notifications_unread_idx')
      .on(t.recipientType, t.recipientId)
      .where(sql`${t.readAt} is null`),
  ],
);

/** A recipient's own choice of a kind by a channel; no row means the kind's default. */
export const notificationChoices = pgTable(
  'notification_choices',
  {
    recipientType: recipientTypeEnum('recipient_type').notNull(),
    recipientId: integer('recipient_id').notNull(),
    kind: text('kind').notNull(),
    channel: notificationChannelEnum('channel').notNull(),
    on: boolean('on').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recipientType, t.recipientId, t.kind, t.channel] })],
);

/** A parent's low-grade threshold in percent; no row means core's default. */
export const gradeAlertThresholds = pgTable(
  'grade_alert_thresholds',
  {
    familyMemberId: integer('family_member_id').primaryKey(),
    percent: smallint('percent').notNull(),
  },
  (t) => [check('grade_alert_thresholds_percent_range', sql`${t.percent} between 0 and 100`)],
);

/** Kinds the academy turned off for everyone. */
export const notificationAcademyOff = pgTable('notification_academy_off', {
  kind: text('kind').primaryKey(),
  createdAt: createdAt(),
});

/** The delivery log: each mail or text a notification sent, by its job. */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: serial('id').primaryKey(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    channel: notificationChannelEnum('channel').notNull(),
    address: text('address').notNull(),
    status: deliveryStatusEnum('status').notNull(),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    error: text('error'),
    createdAt: createdAt(),
    /** When it may go (a text held through the quiet hours goes at their end). */
    sendAt: instantNow('send_at'),
    sentAt: instant('sent_at'),
  },
  (t) => [
    uniqueIndex('notification_deliveries_notification_channel_unique').on(t.notificationId, t.channel),
    index('notification_deliveries_created_idx').on(t.createdAt),
  ],
);

/**
 * The academy's own wording of a notification message (core's message names); a part left null
 * keeps core's default.
 */
export const notificationTemplates = pgTable('notification_templates', {
  message: text('message').primaryKey(),
  subject: text('subject'),
  text: text('text'),
  sms: text('sms'),
  updatedAt: updatedAt(),
  /** The employee who saved it last. */
  updatedBy: integer('updated_by'),
});

/**
 * The weekly digests composed: one row per week (its Sunday) and family, claimed in the
 * transaction that queues the family's digest, so a repeated run or a second instance composes
 * none twice.
 */
export const weeklyDigests = pgTable(
  'weekly_digests',
  {
    week: date('week', { mode: 'string' }).notNull(),
    familyAccountId: integer('family_account_id')
      .notNull()
      .references(() => familyAccounts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.week, t.familyAccountId] })],
);
