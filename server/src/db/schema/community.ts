import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingId, instant, instantNow, timestamps } from './columns.js';
import { employees, familyAccounts, familyMembers, students } from './people.js';

/** INITIATED on creation, SIGNEDUP when the referee registers, ENROLLED at their first paid enrolment. */
export const referralStatusEnum = pgEnum('referral_status', ['INITIATED', 'SIGNEDUP', 'ENROLLED']);
export const postTypeEnum = pgEnum('post_type', ['NEWS', 'EVENT', 'PROMOTION', 'ANNOUNCEMENT']);

export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    /** The referring family. */
    referrerId: cascadingId('referrer_id', () => familyAccounts.id),
    refereeFirstName: text('referee_first_name').notNull(),
    refereeLastName: text('referee_last_name').notNull(),
    /** Lower-cased. */
    email: text('email').notNull(),
    phone: text('phone'),
    status: referralStatusEnum('status').notNull().default('INITIATED'),
    /** The family the referee registered, once SIGNEDUP. */
    refereeFamilyAccountId: integer('referee_family_account_id').references(() => familyAccounts.id, { onDelete: 'set null' }),
    /** The random code of the invitation link (/join?ref=…). */
    inviteCode: text('invite_code'),
    ...timestamps(),
  },
  (t) => [
    index('referrals_referrer_idx').on(t.referrerId, t.createdAt),
    uniqueIndex('referrals_referrer_email_unique').on(t.referrerId, sql`lower(${t.email})`),
    index('referrals_referee_family_idx').on(t.refereeFamilyAccountId),
    uniqueIndex('referrals_invite_code_unique').on(t.inviteCode),
  ],
);

/** News posts for families and students. Favorite and view counts come from their tables. */
export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** HTML, sanitised before it is rendered. */
    content: text('content').notNull().default(''),
    imageUrl: text('image_url'),
    video: text('video'),
    postType: postTypeEnum('post_type').notNull().default('NEWS'),
    published: boolean('published').notNull().default(false),
    publishDate: instant('publish_date'),
    expirationDate: instant('expiration_date'),
    /** Classrooms promoted on the post, by code. */
    classroomCodes: text('classroom_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    authorId: integer('author_id').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    index('posts_published_publish_date_idx').on(t.published, t.publishDate),
    check(
      'posts_expires_after_publish',
      sql`${t.expirationDate} is null or ${t.publishDate} is null or ${t.expirationDate} >= ${t.publishDate}`,
    ),
  ],
);

const oneReader = (t: { studentId: unknown; familyMemberId: unknown }) => sql`(${t.studentId} is null) <> (${t.familyMemberId} is null)`;

export const postFavorites = pgTable(
  'post_favorites',
  {
    id: serial('id').primaryKey(),
    postId: cascadingId('post_id', () => posts.id),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
    favorited: boolean('favorited').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('post_favorites_student_unique')
      .on(t.postId, t.studentId)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('post_favorites_family_member_unique')
      .on(t.postId, t.familyMemberId)
      .where(sql`${t.familyMemberId} is not null`),
    check('post_favorites_one_reader', oneReader(t)),
  ],
);

/** One row per view; guests leave both reader columns empty. */
export const postViews = pgTable(
  'post_views',
  {
    id: serial('id').primaryKey(),
    postId: cascadingId('post_id', () => posts.id),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'set null' }),
    familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'set null' }),
    viewedAt: instantNow('viewed_at'),
    /** The academy's calendar day of the view: a reader's views count once a day. */
    viewedOn: date('viewed_on', { mode: 'string' })
      .notNull()
      .default(sql`current_date`),
  },
  (t) => [
    index('post_views_post_idx').on(t.postId),
    uniqueIndex('post_views_student_day_unique')
      .on(t.postId, t.studentId, t.viewedOn)
      .where(sql`${t.studentId} is not null`),
    uniqueIndex('post_views_family_member_day_unique')
      .on(t.postId, t.familyMemberId, t.viewedOn)
      .where(sql`${t.familyMemberId} is not null`),
    check('post_views_at_most_one_reader', sql`${t.studentId} is null or ${t.familyMemberId} is null`),
  ],
);
