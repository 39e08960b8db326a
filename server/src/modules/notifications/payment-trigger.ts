import { CARD_BRAND_NAMES, formatMoney } from '@solve/core';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { chargeAttempts, familyMembers, invoices } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { linesOf } from '../cart/cart.service.js';
import { amountPaidBy } from '../payment-plans/plan-request.js';
import { notify, type NotifyResult } from './notify.service.js';
import type { Recipient } from './recipients.js';
import { studentAndFamily } from './trigger-people.js';

/** The family dashboard's finance tab, where orders, refunds and what is owed are shown. */
export const FAMILY_FINANCE_PATH = '/dashboard?defaultTab=3';

/** Every member of a family account: a payment is the family's. */
async function familyOf(db: Db, familyAccountId: number): Promise<Recipient[]> {
  const rows = await db.select({ id: familyMembers.id }).from(familyMembers).where(eq(familyMembers.familyAccountId, familyAccountId));
  return rows.map((row) => ({ type: 'FAMILY_MEMBER', id: row.id }));
}

/**
 * PAYMENT_RECEIPT for a successful payment, once (`payment-receipt:<attempt>`): the bell and, as
 * each member chose, a text. Never a mail: the payment's own receipt mail (receipt.ts), worded as
 * the specification says, is the receipt's only e-mail. Called by whoever delivers the receipt,
 * before the mail, so a receipt retried after a crash tells no one twice.
 */
export async function notifyReceipt(services: Services, attemptId: number): Promise<NotifyResult | null> {
  const { db } = services;
  const [attempt] = await db.select().from(chargeAttempts).where(eq(chargeAttempts.id, attemptId));
  if (attempt?.status !== 'SUCCEEDED') return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, attempt.invoiceId));
  // An order that cost nothing (a free class) was no payment to tell of; its receipt mail still goes.
  if (!invoice || invoice.priceCents <= 0) return null;
  const recipients = await familyOf(db, invoice.familyAccountId);
  const lines = await linesOf(db, invoice.id);
  const classes = lines.filter((line) => line.itemType === 'CLASSROOM');
  const items = classes.map((line) => [line.studentName, line.classroomTitle ?? line.classroomCode].filter(Boolean).join(': '));
  const card =
    attempt.cardBrand && attempt.last4 && attempt.amountCents > 0
      ? `${CARD_BRAND_NAMES[attempt.cardBrand]} ending ${attempt.last4}`
      : 'your credits';
  return notify(services, {
    message: 'PAYMENT_RECEIPT',
    key: `payment-receipt:${attemptId}`,
    recipients,
    studentId: classes.length === 1 ? classes[0]!.studentId : null,
    values: { amount: formatMoney(amountPaidBy(attempt, invoice.priceCents)), items: items.join('\n') || invoice.invoiceNumber, card },
    link: FAMILY_FINANCE_PATH,
    channels: ['SMS'],
  });
}

/** PAYMENT_REFUND to the student's family, in the refund's transaction, once per withdrawal. */
export async function notifyRefund(
  services: Services,
  tx: Db,
  refund: { withdrawalId: number; studentId: number; classroomTitle: string; refundCents: number },
): Promise<NotifyResult | null> {
  if (refund.refundCents <= 0) return null;
  const student = await studentAndFamily(tx, refund.studentId);
  if (!student) return null;
  return notify(
    services,
    {
      message: 'PAYMENT_REFUND',
      key: `payment-refund:${refund.withdrawalId}`,
      recipients: student.family,
      studentId: student.studentId,
      values: { amount: formatMoney(refund.refundCents), items: `${student.name}: ${refund.classroomTitle}` },
      link: FAMILY_FINANCE_PATH,
    },
    tx,
  );
}

/**
 * PAYMENT_FAILED to the family, in the transaction that closes the attempt as declined or failed
 * (only the one that closes it tells), once per attempt. An order paid by credits alone charges no
 * card and has nothing to fail.
 */
export async function notifyPaymentFailed(
  services: Services,
  tx: Db,
  attempt: { id: number; familyAccountId: number; amountCents: number; reason: string },
): Promise<NotifyResult | null> {
  if (attempt.amountCents <= 0) return null;
  return notify(
    services,
    {
      message: 'PAYMENT_FAILED',
      key: `payment-failed:${attempt.id}`,
      recipients: await familyOf(tx, attempt.familyAccountId),
      studentId: null,
      values: { amount: formatMoney(attempt.amountCents), reason: sentence(attempt.reason) },
      link: FAMILY_FINANCE_PATH,
    },
    tx,
  );
}

/** The gateway's words end as a sentence, since the template goes on after them. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
};
