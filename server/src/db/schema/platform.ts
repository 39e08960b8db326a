import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { DiscountAmount } from '@solve/core/discounts';
import { createdAt, instant, updatedAt } from './columns.js';
import { employees, familyMembers, students } from './people.js';

export const quarterEnum = pgEnum('quarter', ['WINTER', 'SPRING', 'SUMMER', 'FALL']);
export const outboxKindEnum = pgEnum('outbox_kind', ['SMS', 'CALL', 'MAIL']);
export const filePurposeEnum = pgEnum('file_purpose', [
  'PROFILE_IMAGE',
  'ATTACHMENT',
  'SCRATCHPAD',
  'PROBLEM_IMAGE',
  'POST_IMAGE',
  'NEWS_IMAGE',
]);

/** The academy's settings: one row (id 1). Terms are data, not constants in code. */
export const academySettings = pgTable(
  'academy_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    supportEmail: text('support_email').notNull(),
    /** Printed on invoices and receipts; empty until the academy enters it. */
    address: text('address').notNull().default(''),
    /** The academy's tax id (EIN, VAT number…), printed on invoices and receipts. */
    taxId: text('tax_id').notNull().default(''),
    timeZone: text('time_zone').notNull().default('America/Los_Angeles'),
    currentQuarter: quarterEnum('current_quarter').notNull(),
    currentYear: smallint('current_year').notNull(),
    nextQuarter: quarterEnum('next_quarter').notNull(),
    nextYear: smallint('next_year').notNull(),
    catalogQuarter: quarterEnum('catalog_quarter').notNull(),
    catalogYear: smallint('catalog_year').notNull(),
    /** Early-bird deadline per session name, ISO dates. */
    earlyBirdDeadlines: jsonb('early_bird_deadlines').$type<Record<string, string>>().notNull().default({}),
    introVideoUrl: text('intro_video_url').notNull().default(''),
    helpVideoUrl: text('help_video_url').notNull().default(''),
    promoBanner: text('promo_banner').notNull().default(''),
    supportHours: text('support_hours').notNull().default('10:00 AM to 6:00 PM every day'),
    /** Shown with the catalog's prices and on the cart. */
    promotionsText: text('promotions_text').notNull().default(''),
    refundText: text('refund_text').notNull().default(''),
    /** Students appear on leaderboards under their initials unless they choose otherwise. */
    leaderboardInitialsDefault: boolean('leaderboard_initials_default').notNull().default(false),
    /** Staff member that new carts are assigned to. */
    defaultResponsibleEmployeeId: integer('default_responsible_employee_id').references(() => employees.id, {
      onDelete: 'set null',
    }),
    /**
     * While the academy has no admin: the hash of the one-time token of the first-run setup page,
     * issued at each start of the server and printed in its log; cleared when the setup is done.
     */
    setupTokenHash: text('setup_token_hash'),
    /** How long a waitlist offer holds its seat (core/waitlist.ts OFFER_HOURS_RANGE). */
    waitlistOfferHours: smallint('waitlist_offer_hours').notNull().default(48),
    /** Off the second and later student of a family in a term, and the second and later class of a student; null: none. */
    siblingDiscount: jsonb('sibling_discount').$type<DiscountAmount>(),
    multiClassDiscount: jsonb('multi_class_discount').$type<DiscountAmount>(),
    /** An order above this total may be paid by a plan; null: no plans (core/payment-plans.ts). */
    paymentPlanThresholdCents: integer('payment_plan_threshold_cents'),
    paymentPlanDepositPercent: smallint('payment_plan_deposit_percent').notNull().default(25),
    paymentPlanInstalments: smallint('payment_plan_instalments').notNull().default(3),
    /** What happens to the enrolments of a plan whose last retry failed: KEEP or WITHDRAW. */
    paymentPlanDefaultAction: text('payment_plan_default_action').$type<'KEEP' | 'WITHDRAW'>().notNull().default('KEEP'),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('academy_settings_single_row', sql`${t.id} = 1`),
    check('academy_settings_offer_hours', sql`${t.waitlistOfferHours} between 1 and 336`),
    check(
      'academy_settings_plan_terms',
      sql`${t.paymentPlanDepositPercent} between 1 and 99 and ${t.paymentPlanInstalments} between 2 and 4`,
    ),
    check('academy_settings_plan_default_action', sql`${t.paymentPlanDefaultAction} in ('KEEP', 'WITHDRAW')`),
  ],
);

/** Files stored through the storage adapter; keys are random, access goes through signed URLs. */
export const uploadedFiles = pgTable(
  'uploaded_files',
  {
    id: serial('id').primaryKey(),
    /** Where the accepted file is served from; written once by the server, never signed for an upload. */
    key: text('key').notNull(),
    /** Where the browser PUTs the body (signed, private); null once cleaned up after acceptance. */
    uploadKey: text('upload_key'),
    purpose: filePurposeEnum('purpose').notNull(),
    contentType: text('content_type').notNull(),
    /** Size declared at signing; the upload is refused above it. */
    maxBytes: bigint('max_bytes', { mode: 'number' }).notNull(),
    /** Size of the accepted file. */
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    originalName: text('original_name').notNull().default(''),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    /** When the body was checked and written to `key` (accepted). */
    uploadedAt: instant('uploaded_at'),
    /** When something started using the file; unattached uploads are deleted after a day. */
    attachedAt: instant('attached_at'),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('uploaded_files_key_unique').on(t.key),
    uniqueIndex('uploaded_files_upload_key_unique').on(t.uploadKey),
    index('uploaded_files_student_idx').on(t.studentId),
    index('uploaded_files_family_member_idx').on(t.familyMemberId, t.createdAt),
    index('uploaded_files_employee_idx').on(t.employeeId, t.createdAt),
    index('uploaded_files_unattached_idx')
      .on(t.createdAt)
      .where(sql`${t.attachedAt} is null and ${t.deletedAt} is null`),
  ],
);

/** A file attached to a mail, as the outbox keeps it. */
export interface OutboxAttachment {
  filename: string;
  contentType: string;
  /** The file's bytes in base64. */
  content: string;
}

/** Messages sent by the local sms and mail adapters, shown on the dev outbox page. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: serial('id').primaryKey(),
    kind: outboxKindEnum('kind').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** A mail's HTML part, when it has one (the outbox page shows it as the recipient would). */
    html: text('html'),
    /** A mail's Reply-To, when it names one. */
    replyTo: text('reply_to'),
    /** Extra mail headers the message was sent with (List-Unsubscribe…). */
    headers: jsonb('headers').$type<Record<string, string>>(),
    /** A mail's attached files (the receipt's PDF…), their content in base64. */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>(),
    /** A message sent by a job carries the job's key: a job run twice writes it once. */
    messageKey: text('message_key'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.id), uniqueIndex('outbox_messages_message_key_idx').on(t.messageKey)],
);

/**
 * Running totals kept by database triggers (migration 0002), split over shards by connection so
 * that concurrent writers rarely wait on one row. A total is the sum of its shards.
 */
export const counterShards = pgTable(
  'counter_shards',
  {
    name: text('name').notNull(),
    shard: smallint('shard').notNull(),
    value: bigint('value', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.name, t.shard] })],
);
