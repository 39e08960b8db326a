import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { CouponScope } from '@solve/core/coupons';
import type { DiscountAmount } from '@solve/core/discounts';
import { chargeAttempts, invoices, paymentProfiles, payments } from './billing.js';
import { classrooms } from './catalog.js';
import { cascadingId, cents, createdAt, instant, timestamps } from './columns.js';
import { employees, familyAccounts, students } from './people.js';

/**
 * WAITING: in line; OFFERED: a seat is held for the student until offer_expires_at; ENROLLED: the
 * offer was paid (or staff enrolled the student); LEFT: the family or staff took the student out;
 * EXPIRED: the offer ended unpaid.
 */
export const waitlistStatusEnum = pgEnum('waitlist_status', ['WAITING', 'OFFERED', 'ENROLLED', 'LEFT', 'EXPIRED']);

/**
 * A student in a full class's line. A live offer (OFFERED, before offer_expires_at) holds a seat:
 * the capacity triggers count it like an enrolment for every other student.
 */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: serial('id').primaryKey(),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    studentId: cascadingId('student_id', () => students.id),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    /** The place in line: lower goes first, ties by id (core/waitlist.ts). */
    position: integer('position').notNull(),
    status: waitlistStatusEnum('status').notNull().default('WAITING'),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    /** The staff member who made the offer by hand; null when it was made as a seat freed. */
    offeredByEmployeeId: integer('offered_by_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    /** When it left the line (enrolled, left or expired). */
    closedAt: instant('closed_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('waitlist_entries_one_live_per_student')
      .on(t.classroomId, t.studentId)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
    index('waitlist_entries_line_idx')
      .on(t.classroomId, t.position)
      .where(sql`${t.status} in ('WAITING', 'OFFERED')`),
    index('waitlist_entries_offer_expiry_idx')
      .on(t.offerExpiresAt)
      .where(sql`${t.status} = 'OFFERED'`),
    index('waitlist_entries_family_idx').on(t.familyAccountId),
    check('waitlist_entries_offer_has_end', sql`${t.status} <> 'OFFERED' or ${t.offerExpiresAt} is not null`),
  ],
);

/** A code an admin created: an amount or percent off the classes it covers (core/coupons.ts). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Capitals as normalizeCouponCode leaves it. */
    code: text('code').notNull(),
    description: text('description').notNull().default(''),
    amount: jsonb('amount').$type<DiscountAmount>().notNull(),
    scope: jsonb('scope').$type<CouponScope>().notNull(),
    validFrom: date('valid_from', { mode: 'string' }),
    validTo: date('valid_to', { mode: 'string' }),
    totalLimit: integer('total_limit'),
    perFamilyLimit: integer('per_family_limit'),
    firstEnrolmentOnly: boolean('first_enrolment_only').notNull().default(false),
    /** Retired by an admin: no longer accepted, kept for the invoices that used it. */
    archivedAt: instant('archived_at'),
    createdByEmployeeId: integer('created_by_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(t.code),
    check('coupons_limits_positive', sql`coalesce(${t.totalLimit}, 1) >= 1 and coalesce(${t.perFamilyLimit}, 1) >= 1`),
  ],
);

/**
 * One use of a coupon by an order. Written with the payment's attempt, under the coupon's row lock,
 * before the card is charged (so parallel orders at the limit count exactly); it goes when the
 * attempt closes unpaid (a trigger), and a refund gives it back (returned_at).
 */
export const couponUses = pgTable(
  'coupon_uses',
  {
    id: serial('id').primaryKey(),
    couponId: cascadingId('coupon_id', () => coupons.id),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    invoiceId: cascadingId('invoice_id', () => invoices.id),
    chargeAttemptId: integer('charge_attempt_id').references(() => chargeAttempts.id, { onDelete: 'cascade' }),
    amountCents: cents('amount_cents').notNull().default(0),
    createdAt: createdAt(),
    returnedAt: instant('returned_at'),
  },
  (t) => [
    uniqueIndex('coupon_uses_one_per_invoice')
      .on(t.invoiceId)
      .where(sql`${t.returnedAt} is null`),
    index('coupon_uses_coupon_idx').on(t.couponId),
    index('coupon_uses_family_idx').on(t.familyAccountId, t.couponId),
  ],
);

export const paymentPlanStatusEnum = pgEnum('payment_plan_status', ['ACTIVE', 'PAID', 'DEFAULTED', 'CANCELLED']);
/** SCHEDULED: not yet due or not yet tried; PAID; FAILED: tried and refused, retried on next_attempt_on; DEFAULTED: every retry failed. */
export const instalmentStatusEnum = pgEnum('instalment_status', ['SCHEDULED', 'PAID', 'FAILED', 'DEFAULTED']);

/** An invoice paid as a deposit and monthly instalments charged to a saved card (core/payment-plans.ts). */
export const paymentPlans = pgTable(
  'payment_plans',
  {
    id: serial('id').primaryKey(),
    invoiceId: cascadingId('invoice_id', () => invoices.id),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    /** The saved card at the gateway the instalments are charged to. */
    paymentProfileId: integer('payment_profile_id').references(() => paymentProfiles.id, { onDelete: 'set null' }),
    totalCents: cents('total_cents').notNull(),
    depositPercent: smallint('deposit_percent').notNull(),
    instalments: smallint('instalments').notNull(),
    status: paymentPlanStatusEnum('status').notNull().default('ACTIVE'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('payment_plans_one_per_invoice').on(t.invoiceId),
    index('payment_plans_family_idx').on(t.familyAccountId),
    check('payment_plans_total_non_negative', sql`${t.totalCents} >= 0`),
  ],
);

/** One charge of a plan: number 0 is the deposit paid at checkout. */
export const planInstalments = pgTable(
  'plan_instalments',
  {
    id: serial('id').primaryKey(),
    planId: cascadingId('plan_id', () => paymentPlans.id),
    number: smallint('number').notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    cents: cents('cents').notNull(),
    status: instalmentStatusEnum('status').notNull().default('SCHEDULED'),
    /** Refused charges so far; the retry schedule (INSTALMENT_RETRY_DAYS) reads it. */
    failures: smallint('failures').notNull().default(0),
    /** The day it is charged next (its due date, then each retry's). */
    nextAttemptOn: date('next_attempt_on', { mode: 'string' }),
    /** The gateway's last refusal, in the family's words. */
    lastError: text('last_error').notNull().default(''),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    paidAt: instant('paid_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('plan_instalments_plan_number_unique').on(t.planId, t.number),
    index('plan_instalments_due_idx')
      .on(t.nextAttemptOn)
      .where(sql`${t.status} in ('SCHEDULED', 'FAILED')`),
    check('plan_instalments_cents_non_negative', sql`${t.cents} >= 0`),
  ],
);
