import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { chargeAttemptStatusEnum, chargeAttempts, invoiceItems } from './billing.js';
import { classrooms } from './catalog.js';
import { cascadingId, cents, createdAt, timestamps } from './columns.js';
import { enrollments } from './learning.js';
import { students } from './people.js';

/**
 * A seat kept for a student while their payment is with the card service. Written in the
 * attempt's transaction under the classroom's row lock, before the gateway is called; the
 * capacity triggers count it like an enrolment, so a class that is taken is refused before any
 * charge. It goes when the attempt leaves PENDING (a trigger on charge_attempts): the enrolment
 * takes its place on success, and the seat is free again on a decline, a failure or a void.
 */
export const seatHolds = pgTable(
  'seat_holds',
  {
    id: serial('id').primaryKey(),
    chargeAttemptId: cascadingId('charge_attempt_id', () => chargeAttempts.id),
    classroomId: cascadingId('classroom_id', () => classrooms.id),
    studentId: cascadingId('student_id', () => students.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('seat_holds_attempt_classroom_student_unique').on(t.chargeAttemptId, t.classroomId, t.studentId),
    index('seat_holds_classroom_idx').on(t.classroomId),
  ],
);

export const withdrawalModeEnum = pgEnum('withdrawal_mode', ['REFUND', 'CREDIT']);

/** What a withdrawal answered; kept for the admin who asks again. */
export interface WithdrawalOutcomeRecord {
  message: string;
  code: string | null;
}

/**
 * An admin's withdrawal of a paid enrolment. A refund to the card is recorded PENDING before the
 * gateway is called (one PENDING per enrolment, so two admins at once refund once), with a
 * gateway invoice number of its own that lets the reconciler find the refund after a crash.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: serial('id').primaryKey(),
    enrollmentId: cascadingId('enrollment_id', () => enrollments.id),
    invoiceItemId: cascadingId('invoice_item_id', () => invoiceItems.id),
    /** What the admin asked for. */
    mode: withdrawalModeEnum('mode').notNull(),
    status: chargeAttemptStatusEnum('status').notNull().default('PENDING'),
    /** The refund policy's amount, split into what goes to the card and what becomes a credit. */
    amountCents: cents('amount_cents').notNull(),
    refundCents: cents('refund_cents').notNull(),
    creditCents: cents('credit_cents').notNull(),
    /** The card charge refunded, and how the card is named on the credit's notes. */
    refTransactionId: text('ref_transaction_id'),
    cardIdentification: text('card_identification').notNull().default(''),
    gatewayInvoiceNumber: text('gateway_invoice_number').notNull().default(''),
    /** The refund's own transaction at the card service. */
    transactionId: text('transaction_id'),
    note: text('note').notNull().default(''),
    outcome: jsonb('outcome').$type<WithdrawalOutcomeRecord>(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('withdrawals_one_pending_per_enrollment')
      .on(t.enrollmentId)
      .where(sql`${t.status} = 'PENDING'`),
    index('withdrawals_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check(
      'withdrawals_amounts',
      sql`${t.refundCents} >= 0 and ${t.creditCents} >= 0 and ${t.amountCents} = ${t.refundCents} + ${t.creditCents}`,
    ),
  ],
);
