import type { Db } from '../../client.js';
import { formatMoney } from '@solve/core/pricing';
import { withdrawals, type paymentProfiles } from '../../schema/index.js';
import { createInvoice, createInvoiceItem, createPayment } from '../factories/billing.js';
import { createEnrollment } from '../factories/learning.js';
import { DAY, HOUR } from './calendar.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

/** The share of the tuition the refund policy gave back: Bob left after the first week. */
const REFUND_SHARE = 0.75;

/**
 * A refund to look at: Bob took the past writing class, paid by the saved Visa, and was withdrawn
 * a week in with three quarters of the tuition back to the card. FINANCE shows the refund and its
 * receipt PDF on INV-1004; Manage → Payments counts it.
 */
export async function seedRefund(db: Db, people: DemoPeople, catalog: DemoCatalog, visa: typeof paymentProfiles.$inferSelect) {
  const { family, parent, bob } = people.williams;
  const writing = catalog.classroom('writingPast');
  const firstLesson = catalog.lessonsOf('writingPast')[0]!.lesson.startOn!;
  const issueDate = new Date(firstLesson.getTime() - 18 * DAY);
  const paidAt = new Date(issueDate.getTime() + HOUR);
  const refundedAt = new Date(firstLesson.getTime() + 8 * DAY);
  const summary = `${writing.title} for Bob`;

  const invoice = await createInvoice(db, {
    familyAccountId: family.id,
    invoiceNumber: 'INV-1004',
    status: 'PAID',
    issueDate,
    paidAt,
    priceCents: writing.tuitionCents,
    balanceCents: 0,
    summary,
    shortSummary: writing.code,
  });
  const refundCents = Math.round((writing.tuitionCents * REFUND_SHARE) / 100) * 100;
  const line = await createInvoiceItem(db, {
    invoiceId: invoice.id,
    itemType: 'CLASSROOM',
    studentId: bob.id,
    classroomId: writing.id,
    unitPriceCents: writing.tuitionCents,
    description: writing.title,
    enrolled: true,
    withdrawal: true,
    withdrawalAmountCents: refundCents,
  });
  await createPayment(db, {
    invoiceId: invoice.id,
    amountCents: writing.tuitionCents,
    dateReceived: paidAt,
    payee: `${parent.firstName} ${parent.lastName}`,
    method: 'VISA',
    identification: 'Visa ending 1111',
    paymentProfileId: visa.id,
    transactionId: '60100000104',
    authCode: '000104',
  });
  const enrollment = await createEnrollment(db, {
    studentId: bob.id,
    classroomId: writing.id,
    invoiceItemId: line.id,
    withdrawnAt: refundedAt,
  });
  await db.insert(withdrawals).values({
    enrollmentId: enrollment.id,
    invoiceItemId: line.id,
    mode: 'REFUND',
    status: 'SUCCEEDED',
    amountCents: refundCents,
    refundCents,
    creditCents: 0,
    refTransactionId: '60100000104',
    cardIdentification: 'Visa ending 1111',
    gatewayInvoiceNumber: 'INV-1004-R1',
    transactionId: '60100000904',
    note: 'Left after the first week.',
    outcome: { message: `${writing.code}: ${formatMoney(refundCents)} refunded to Visa ending 1111.`, code: null },
    createdAt: refundedAt,
    updatedAt: refundedAt,
  });
  return { invoice, refundCents };
}
