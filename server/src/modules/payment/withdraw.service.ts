import { calendarDate, formatMoney, withdrawalRefund } from '@solve/core';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { classrooms, credits, enrollments, invoiceItems, invoices, payments } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { Viewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';

export type WithdrawalMode = 'REFUND' | 'CREDIT';

export interface Withdrawal {
  enrollmentId: number;
  amountCents: number;
  mode: WithdrawalMode;
  creditNumber: string | null;
  refundTransactionId: string | null;
}

/**
 * An admin withdraws a student from a paid class: the seat is released, and the refund policy's
 * amount (what was paid less the $50 fee, a week or more before the first class; else nothing)
 * goes back to the card through the gateway, or becomes an OPEN credit of the family. Both are
 * recorded as a credit with notes (a refund as a USED credit), and on the invoice line.
 */
export async function withdrawEnrollment(
  services: Services,
  enrollmentId: number,
  mode: WithdrawalMode,
  note: string,
  /** Who withdraws, for the audit log. */
  viewer: Viewer | null = null,
): Promise<Withdrawal> {
  const { db } = services;
  const settings = await getSettings(db);
  const today = calendarDate(services.now(), settings.timeZone);
  const [row] = await db
    .select({ enrollment: enrollments, item: invoiceItems, startDate: classrooms.startDate, code: classrooms.code })
    .from(enrollments)
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .leftJoin(invoiceItems, eq(invoiceItems.id, enrollments.invoiceItemId))
    .where(eq(enrollments.id, enrollmentId));
  if (!row || row.enrollment.status !== 'PAID' || row.enrollment.withdrawnAt || !row.item) throw new DomainError('NOT_ENROLLED_PAID');
  const item = row.item;
  const amountCents = withdrawalRefund(item.priceCents, today, row.startDate);
  const { familyAccountId } = await invoiceFamily(services, item.invoiceId);

  let refundTransactionId: string | null = null;
  let identification = '';
  if (mode === 'REFUND' && amountCents > 0) {
    const [card] = await db
      .select()
      .from(payments)
      .where(and(eq(payments.invoiceId, item.invoiceId), isNotNull(payments.transactionId), isNull(payments.creditId)))
      .orderBy(desc(payments.amountCents));
    if (!card?.transactionId) throw new DomainError('NOT_ENROLLED_PAID');
    const last4 = card.identification.slice(-4);
    const refund = await services.payments.refund(card.transactionId, amountCents, { last4, expiration: 'XXXX' });
    if (!refund.ok) throw new DomainError('PAYMENT_UNSUCCESSFUL', { reason: refund.message });
    refundTransactionId = refund.transactionId;
    identification = card.identification;
  }
  return db.transaction(async (tx) => {
    const released = await tx
      .update(enrollments)
      .set({ withdrawnAt: services.now() })
      .where(and(eq(enrollments.id, enrollmentId), isNull(enrollments.withdrawnAt)))
      .returning({ id: enrollments.id });
    if (!released.length) throw new DomainError('NOT_ENROLLED_PAID');
    await tx.update(invoiceItems).set({ withdrawal: true, withdrawalAmountCents: amountCents }).where(eq(invoiceItems.id, item.id));
    let creditNumber: string | null = null;
    if (amountCents > 0) {
      const refunded = mode === 'REFUND';
      const notes = [
        refunded
          ? `Refunded ${formatMoney(amountCents)} to ${identification} (transaction ${refundTransactionId}) for withdrawal from ${row.code}`
          : `Credit for withdrawal from ${row.code}`,
        note.trim(),
      ]
        .filter(Boolean)
        .join('. ')
        .slice(0, 500);
      const [credit] = await tx
        .insert(credits)
        .values({
          creditNumber: `CR-W${enrollmentId}-${services.now().getTime().toString(36)}`,
          familyAccountId,
          creditType: refunded ? 'REFUND' : 'WITHDRAWAL',
          status: refunded ? 'USED' : 'OPEN',
          amountCents,
          balanceCents: refunded ? 0 : amountCents,
          notes,
          issueDate: services.now(),
        })
        .returning({ creditNumber: credits.creditNumber });
      creditNumber = credit!.creditNumber;
    }
    const withdrawal = { enrollmentId, amountCents, mode, creditNumber, refundTransactionId };
    await recordAudit(tx, viewer, {
      action: 'enrollment.withdraw',
      entityType: 'enrollment',
      entityId: enrollmentId,
      before: {
        studentId: row.enrollment.studentId,
        classroomId: row.enrollment.classroomId,
        code: row.code,
        status: 'PAID',
        withdrawnAt: null,
      },
      after: { studentId: row.enrollment.studentId, classroomId: row.enrollment.classroomId, withdrawnAt: services.now(), ...withdrawal },
    });
    return withdrawal;
  });
}

async function invoiceFamily(services: Services, invoiceId: number) {
  const [invoice] = await services.db
    .select({ familyAccountId: invoices.familyAccountId })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  if (!invoice) throw new DomainError('NOT_FOUND');
  return invoice;
}
