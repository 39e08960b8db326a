import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadingId, createdAt, instant } from './columns.js';
import { employees, familyMembers, students } from './people.js';

export const userTypeEnum = pgEnum('user_type', ['STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE']);
export const codeChannelEnum = pgEnum('code_channel', ['SMS', 'CALL']);

/**
 * The columns of a secret token (only its SHA-256 is kept) that signs in one user: the user's type
 * and the one column of that type that is set (checked by `oneUser`). A function, so that each
 * table gets columns of its own.
 */
const tokenOfOneUser = () => ({
  tokenHash: text('token_hash').notNull(),
  userType: userTypeEnum('user_type').notNull(),
  studentId: integer('student_id').references(() => students.id, { onDelete: 'cascade' }),
  familyMemberId: integer('family_member_id').references(() => familyMembers.id, { onDelete: 'cascade' }),
  employeeId: integer('employee_id').references(() => employees.id, { onDelete: 'cascade' }),
});

/** Exactly one of the three user columns is set, matching user_type. */
const oneUser = (t: { userType: unknown; studentId: unknown; familyMemberId: unknown; employeeId: unknown }) =>
  sql`(case when ${t.userType} = 'STUDENT' then ${t.studentId} is not null and ${t.familyMemberId} is null and ${t.employeeId} is null
            when ${t.userType} = 'FAMILY_MEMBER' then ${t.familyMemberId} is not null and ${t.studentId} is null and ${t.employeeId} is null
            else ${t.employeeId} is not null and ${t.studentId} is null and ${t.familyMemberId} is null end)`;

/** Sign-in sessions: the browser holds a random token, the database only its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    ...tokenOfOneUser(),
    isGuest: boolean('is_guest').notNull().default(false),
    rememberMe: boolean('remember_me').notNull().default(false),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
    lastSeenAt: instant('last_seen_at'),
    userAgent: text('user_agent'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_unique').on(t.tokenHash),
    index('sessions_student_idx').on(t.studentId),
    index('sessions_family_member_idx').on(t.familyMemberId),
    index('sessions_employee_idx').on(t.employeeId),
    check('sessions_one_user', oneUser(t)),
  ],
);

/**
 * A student's work sessions (startStudentSession). The newest row of a student is the valid one;
 * response and submission mutations carrying an older id are refused.
 */
export const studentSessions = pgTable(
  'student_sessions',
  {
    id: serial('id').primaryKey(),
    studentId: cascadingId('student_id', () => students.id),
    sessionId: integer('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    startedAt: createdAt(),
  },
  (t) => [index('student_sessions_student_idx').on(t.studentId, t.id)],
);

/** One-time sign-in codes sent to a parent's phone: stored hashed, single use, limited tries. */
export const signInCodes = pgTable(
  'sign_in_codes',
  {
    id: serial('id').primaryKey(),
    phoneNumber: text('phone_number').notNull(),
    codeHash: text('code_hash').notNull(),
    channel: codeChannelEnum('channel').notNull().default('SMS'),
    wrongTries: smallint('wrong_tries').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [index('sign_in_codes_phone_idx').on(t.phoneNumber, t.createdAt)],
);

/** Single-use password reset links (student or employee). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    ...tokenOfOneUser(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    usedAt: instant('used_at'),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_unique').on(t.tokenHash), check('password_reset_one_user', oneUser(t))],
);

/** Guest sign-in links made by admins for a student or a family member. */
export const guestLinks = pgTable(
  'guest_links',
  {
    id: serial('id').primaryKey(),
    ...tokenOfOneUser(),
    createdById: integer('created_by_id').references(() => employees.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    revokedAt: instant('revoked_at'),
  },
  (t) => [
    uniqueIndex('guest_links_hash_unique').on(t.tokenHash),
    check('guest_links_not_employee', sql`${t.userType} <> 'EMPLOYEE'`),
    check('guest_links_one_user', oneUser(t)),
  ],
);

/**
 * Counters of the abuse limits, shared by every server process: the table of rate-limiter-flexible's
 * Drizzle store (its column names), points counted until `expire` (the window's end, or a block's).
 */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  points: integer('points').notNull().default(0),
  expire: instant('expire'),
});
