import { CARD_BRAND_NAMES, formatMoney } from '@solve/core';
import { and, eq, isNotNull } from 'drizzle-orm';
import { chargeAttempts, credits, familyAccounts, familyMembers, invoices, payments } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { linesOf } from '../cart/cart.service.js';
import { getSettings } from '../settings/settings.service.js';

/**
 * The receipt mail of a successful payment, to the family's primary parent (or the payer): items
 * with amounts, credits used, the card's brand and last four. Never a card number.
 */
export async function sendReceipt(services: Services, attemptId: number): Promise<void> {
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
  const settings = await getSettings(db);
  const lines = await linesOf(db, invoice.id);
  const creditPayments = await db
    .select({ amountCents: payments.amountCents, creditNumber: credits.creditNumber })
    .from(payments)
    .innerJoin(credits, eq(credits.id, payments.creditId))
    .where(and(eq(payments.invoiceId, invoice.id), isNotNull(payments.creditId)));
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
  await services.mail.send({ to: to.email, subject: `Your receipt for ${invoice.invoiceNumber}`, text });
}
