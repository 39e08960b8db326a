import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  type ExtraConfigColumn,
  index,
  integer,
  pgEnum,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadingId, cents, instant, timestamps } from './columns.js';

/**
 * A trigram index over text columns, so that a search finds rows by any part of them. Written at
 * once rather than through GIN's pending list, which every search would scan until a vacuum.
 */
const trigramSearchIndex = (name: string, first: ExtraConfigColumn, ...others: ExtraConfigColumn[]) =>
  index(name)
    .using('gin', first.op('gin_trgm_ops'), ...others.map((column) => column.op('gin_trgm_ops')))
    .with({ fastupdate: false });

export const genderEnum = pgEnum('gender', ['MALE', 'FEMALE']);
export const enrollmentStatusOfStudentEnum = pgEnum('student_enrollment_status', ['ACTIVE', 'INACTIVE']);
export const companyEnum = pgEnum('company', ['SOLVE_ACADEMY', 'SOLVE_ONLINE', 'SOLVE_FOUNDATION', 'INDEPENDENT']);
export const familyAccountStatusEnum = pgEnum('family_account_status', ['PROSPECT', 'REFERRED', 'ACTIVE', 'INACTIVE']);
export const relationEnum = pgEnum('relation', ['MOTHER', 'FATHER', 'GUARDIAN', 'OTHER']);

/** An address; center locations (where classes meet) also carry a name. */
export const locations = pgTable('locations', {
  id: serial('id').primaryKey(),
  name: text('name'),
  street: text('street').notNull().default(''),
  city: text('city').notNull().default(''),
  state: text('state').notNull().default(''),
  country: text('country').notNull().default('USA'),
  zip: text('zip').notNull().default(''),
  isCenter: boolean('is_center').notNull().default(false),
  ...timestamps(),
});

export const familyAccounts = pgTable(
  'family_accounts',
  {
    id: serial('id').primaryKey(),
    status: familyAccountStatusEnum('status').notNull().default('PROSPECT'),
    /** The payment gateway's customer profile id (saved cards); never a card number. */
    customerProfileId: text('customer_profile_id'),
    customerId: text('customer_id'),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    balanceCents: cents('balance_cents').notNull().default(0),
    primaryFamilyMemberId: integer('primary_family_member_id').references((): AnyPgColumn => familyMembers.id, {
      onDelete: 'set null',
    }),
    /** The browser's key of the registration that created it: a repeated submit finds this account. */
    registrationKey: text('registration_key'),
    /** A referred family's onboarding: the parent confirmed their details (step 1 done). */
    onboardingConfirmedAt: instant('onboarding_confirmed_at'),
    /** The onboarding ended (classes chosen, or left for later); the wizard no longer shows. */
    onboardingFinishedAt: instant('onboarding_finished_at'),
    ...timestamps(),
  },
  (t) => [
    check('family_accounts_balance_non_negative', sql`${t.balanceCents} >= 0`),
    uniqueIndex('family_accounts_registration_key_unique').on(t.registrationKey),
  ],
);

export const familyMembers = pgTable(
  'family_members',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    relation: relationEnum('relation').notNull(),
    /** E.164, unique across family members. */
    phoneNumber: text('phone_number').notNull(),
    /** Lower-cased, unique across family members. */
    email: text('email').notNull(),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    lastLogin: instant('last_login'),
    imageUrl: text('image_url'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('family_members_phone_unique').on(t.phoneNumber),
    uniqueIndex('family_members_email_unique').on(sql`lower(${t.email})`),
    index('family_members_family_account_idx').on(t.familyAccountId),
    // Trigrams: the back office finds families by any part of a name, an email or a phone number.
    trigramSearchIndex('family_members_search_idx', t.firstName, t.lastName, t.email, t.phoneNumber),
  ],
);

export const students = pgTable(
  'students',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Set when the password was generated or reset by someone else: the student is asked to change it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    imageUrl: text('image_url'),
    newImageUrl: text('new_image_url'),
    birthdate: date('birthdate', { mode: 'string' }),
    over13: boolean('over13').notNull().default(false),
    school: text('school').notNull().default(''),
    grade: smallint('grade').notNull().default(0),
    gradeUpdated: boolean('grade_updated').notNull().default(false),
    gender: genderEnum('gender'),
    familyAccountId: integer('family_account_id').references(() => familyAccounts.id, { onDelete: 'set null' }),
    locationId: integer('location_id').references(() => locations.id, { onDelete: 'set null' }),
    enrollmentStatus: enrollmentStatusOfStudentEnum('enrollment_status').notNull().default('ACTIVE'),
    coins: integer('coins').notNull().default(0),
    /** Appear on leaderboards under initials; null follows the academy's default. */
    leaderboardInitials: boolean('leaderboard_initials'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('students_username_unique').on(sql`lower(${t.username})`),
    index('students_family_account_idx').on(t.familyAccountId),
    trigramSearchIndex('students_search_idx', t.firstName, t.lastName, t.username, t.email),
    check('students_grade_range', sql`${t.grade} between 0 and 12`),
    check('students_coins_non_negative', sql`${t.coins} >= 0`),
  ],
);

export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    displayName: text('display_name'),
    gender: genderEnum('gender'),
    birthdate: date('birthdate', { mode: 'string' }),
    imageUrl: text('image_url'),
    position: text('position').notNull().default(''),
    company: companyEnum('company').notNull().default('SOLVE_ACADEMY'),
    /** Lower-cased; the sign-in email. */
    workEmail: text('work_email').notNull(),
    personalEmail: text('personal_email'),
    mobileNumber: text('mobile_number'),
    passwordHash: text('password_hash').notNull(),
    isTeacher: boolean('is_teacher').notNull().default(false),
    isAdminOfSolve: boolean('is_admin_of_solve').notNull().default(false),
    isOfficeUser: boolean('is_office_user').notNull().default(false),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [uniqueIndex('employees_work_email_unique').on(sql`lower(${t.workEmail})`)],
);
