import { CARD_BRAND_NAMES, formatMoney } from '@solve/core';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { chargeAttempts, credits, familyAccounts, familyMembers, invoices, payments } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { linesOf } from '../cart/cart.service.js';
import { notifyReceipt } from '../notifications/payment-trigger.js';
import { getSettings } from '../settings/settings.service.js';
import { receiptAttachments } from '../documents/receipt-attachment.js';

/** While one process sends a receipt, the others leave it alone for this long. */
export const RECEIPT_LEASE_MS = 5 * 60_000;
const RECEIPT_BATCH = 50;

/**
 * Sends the receipt a payment's commit marked as owed, once: the sender first pushes the due time
 * past a lease (only one process can), mails, then marks it sent. A crash before the mark leaves
 * it due again when the lease ends, so a receipt goes out at least once and, short of that crash,
 * exactly once. The payment's notification (bell and text, PAYMENT_RECEIPT) is told here too; this
 * mail is its e-mail. Answers whether this call sent it.
 */
export async function deliverReceipt(services: Services, attemptId: number): Promise<boolean> {
  const now = services.now();
  const claimed = await services.db
    .update(chargeAttempts)
    .set({ receiptDueAt: new Date(now.getTime() + RECEIPT_LEASE_MS) })
    .where(and(eq(chargeAttempts.id, attemptId), isNull(chargeAttempts.receiptSentAt), lte(chargeAttempts.receiptDueAt, now)))
    .returning({ id: chargeAttempts.id });
  if (claimed.length === 0) return false;
  // The bell and the text first: told once by its key, so a receipt sent again tells no one twice.
  await notifyReceipt(services, attemptId);
  await sendReceipt(services, attemptId);
  await services.db.update(chargeAttempts).set({ receiptSentAt: services.now() }).where(eq(chargeAttempts.id, attemptId));
  return true;
}

/** The reconciler's part: receipts owed and not being sent (a crash or a mail failure). */
export async function deliverDueReceipts(services: Services): Promise<number> {
  const due = await services.db
    .select({ id: chargeAttempts.id })
    .from(chargeAttempts)
    .where(and(isNull(chargeAttempts.receiptSentAt), lte(chargeAttempts.receiptDueAt, services.now())))
    .orderBy(asc(chargeAttempts.receiptDueAt))
    .limit(RECEIPT_BATCH);
  let sent = 0;
  for (const { id } of due) {
    try {
      if (await deliverReceipt(services, id)) sent++;
    } catch (error) {
      services.logger.warn({ err: error, attemptId: id }, 'a receipt mail could not be sent yet');
    }
  }
  return sent;
}

/**
 * The receipt mail of a successful payment, to the family's primary parent (or the payer): items
 * with amounts, credits used, the card's brand and last four. Never a card number.
 */
async function sendReceipt(services: Services, attemptId: number): Promise<void> {
  const { db } = services;
  const [attempt] = await db.select().from(chargeAttempts).where(eq(chargeAttempts.id, attemptId));
  if (!attempt) return;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, attempt.invoiceId));
  if (!invoice) return;
  const [family] = await db
    .select({ email: familyMembers.email, firstName: familyMembers.firstName })
    .from(familyAccounts)
    .innerJoin(familyMembers, eq(familyMembers.id, familyAccounts.primaryFamilyMemberId))
    .where(eq(familyAccounts.id, invoice.familyAccountId));
  const to =
    family ??
    (
      await db
        .select({ email: familyMembers.email, firstName: familyMembers.firstName })
        .from(familyMembers)
        .where(eq(familyMembers.familyAccountId, invoice.familyAccountId))
        .limit(1)
    )[0];
  if (!to) return;
  // Independent reads, at once.
  const [settings, lines, creditPayments] = await Promise.all([
    getSettings(db),
    linesOf(db, invoice.id),
    db
      .select({ amountCents: payments.amountCents, creditNumber: credits.creditNumber })
      .from(payments)
      .innerJoin(credits, eq(credits.id, payments.creditId))
      .where(and(eq(payments.invoiceId, invoice.id), isNotNull(payments.creditId))),
  ]);
  const card =
    attempt.cardBrand && attempt.last4 && attempt.amountCents > 0
      ? `Paid by card: ${formatMoney(attempt.amountCents)} (${CARD_BRAND_NAMES[attempt.cardBrand]} ending ${attempt.last4}, authorization ${attempt.outcome?.authCode ?? ''})`
      : null;
  const text = [
    `Dear ${to.firstName},`,
    '',
    `Thank you for your payment to ${settings.name}. Invoice ${invoice.invoiceNumber}:`,
    '',
    ...lines.map(
      (line) =>
        `- ${line.description || line.classroomCode || line.itemType}: ${formatMoney(line.itemType === 'CLASSROOM' ? line.priceCents : -line.priceCents)}`,
    ),
    '',
    `Total: ${formatMoney(invoice.priceCents)}`,
    ...creditPayments.map((credit) => `Credit ${credit.creditNumber} used: ${formatMoney(credit.amountCents)}`),
    ...(card ? [card] : []),
    '',
    'Your students are enrolled. You can see this order under Orders in your family dashboard.',
    `Questions? Call us at ${settings.phoneNumber} (${settings.supportHours}).`,
  ].join('\n');
  const attachments = await receiptAttachments(db, invoice.id, attempt.transactionId);
  // Keyed by the payment: a receipt sent again after a crash is queued once.
  await services.mail.send({
    to: to.email,
    subject: `Your receipt for ${invoice.invoiceNumber}`,
    text,
    key: `receipt:${attemptId}`,
    ...(attachments.length ? { attachments } : {}),
  });
}
