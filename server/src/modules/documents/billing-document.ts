import { formatDay } from '@solve/core/calendar';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  classrooms,
  credits,
  familyAccounts,
  familyMembers,
  invoiceItems,
  invoices,
  payments,
  students,
  withdrawals,
} from '../../db/schema/index.js';
import { linesOf } from '../cart/cart.service.js';
import { getSettings } from '../settings/settings.service.js';
import type { BillingDocument, BillingLine } from './billing-pdf.js';

/** A document with the family it belongs to, which decides who may read it. */
export interface OwnedBillingDocument {
  familyAccountId: number;
  document: BillingDocument;
}

type InvoiceRow = typeof invoices.$inferSelect;

// A run of 12 or more digits could only be a card number: a receipt never prints one.
const CARD_NUMBER = /\d[\d -]{10,}\d/g;

/** The number a payment's receipt carries: `PAY-1042`. */
export const paymentNumber = (paymentId: number) => `PAY-${paymentId}`;

/** An invoice as its PDF prints it, or null when there is none or it is still a cart. */
export async function loadInvoiceDocument(db: Db, invoiceId: number): Promise<OwnedBillingDocument | null> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.status === 'PENDING') return null;
  const document = await invoiceDocument(db, invoice, { kind: 'INVOICE', number: invoice.invoiceNumber, date: invoice.issueDate });
  return { familyAccountId: invoice.familyAccountId, document };
}

/** A payment's receipt (its invoice's lines and totals, and how it was paid), or null when there is none. */
export async function loadPaymentDocument(db: Db, paymentId: number): Promise<OwnedBillingDocument | null> {
  const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
  if (!payment) return null;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, payment.invoiceId));
  if (!invoice) return null;
  const base = await invoiceDocument(db, invoice, { kind: 'RECEIPT', number: paymentNumber(payment.id), date: payment.dateReceived });
  const document: BillingDocument = {
    ...base,
    invoiceNumber: invoice.invoiceNumber,
    payment: {
      method: paymentMethodName(payment),
      amountCents: payment.amountCents,
      reference: payment.authCode ?? '',
    },
  };
  return { familyAccountId: invoice.familyAccountId, document };
}

/** The number a refund's receipt carries: `REF-12`. */
export const refundNumber = (withdrawalId: number) => `REF-${withdrawalId}`;

/**
 * A refund to the card's receipt: the class withdrawn from and its student, what went back to the
 * card and where, and the invoice it was paid on. Null unless the refund went through with money
 * back to the card (a withdrawal paid out as a credit only is on FINANCE's credits).
 */
export async function loadRefundDocument(db: Db, withdrawalId: number): Promise<OwnedBillingDocument | null> {
  const [row] = await db
    .select({
      withdrawal: withdrawals,
      invoiceId: invoiceItems.invoiceId,
      description: invoiceItems.description,
      classroomTitle: classrooms.title,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
    })
    .from(withdrawals)
    .innerJoin(invoiceItems, eq(invoiceItems.id, withdrawals.invoiceItemId))
    .leftJoin(classrooms, eq(classrooms.id, invoiceItems.classroomId))
    .leftJoin(students, eq(students.id, invoiceItems.studentId))
    .where(eq(withdrawals.id, withdrawalId));
  if (!row || row.withdrawal.status !== 'SUCCEEDED' || row.withdrawal.refundCents <= 0) return null;
  const { withdrawal } = row;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
  if (!invoice) return null;
  const base = await invoiceDocument(db, invoice, { kind: 'REFUND', number: refundNumber(withdrawal.id), date: withdrawal.updatedAt });
  const student = row.studentFirstName ? `${row.studentFirstName} ${row.studentLastName ?? ''}`.trim() : null;
  const lines: BillingLine[] = [
    {
      description: `Refund for the withdrawal from ${row.classroomTitle ?? (row.description || 'a class')}`,
      student,
      amountCents: withdrawal.refundCents,
    },
  ];
  const document: BillingDocument = {
    ...base,
    lines,
    totals: {
      subtotalCents: withdrawal.refundCents,
      discountCents: 0,
      creditCents: 0,
      totalCents: withdrawal.refundCents,
      paidCents: withdrawal.refundCents,
      balanceCents: 0,
    },
    invoiceNumber: invoice.invoiceNumber,
    payment: {
      method: withdrawal.cardIdentification.replace(CARD_NUMBER, '').trim() || 'the card paid with',
      amountCents: withdrawal.refundCents,
      reference: '',
    },
  };
  return { familyAccountId: invoice.familyAccountId, document };
}

/** How a payment was made, as people read it: 'Visa ending 1111', 'credit CR-1001', 'check 1234'. */
function paymentMethodName(payment: typeof payments.$inferSelect): string {
  const named = payment.identification.replace(CARD_NUMBER, '').trim();
  if (payment.method === 'CREDIT') return named ? `credit ${named}` : 'credit';
  if (payment.method === 'CASH') return 'cash';
  if (payment.method === 'CHECK') return named ? `check ${named}` : 'check';
  return named || 'card';
}

/** The parts every document of an invoice shares: the academy, the family, the lines and the totals. */
async function invoiceDocument(
  db: Db,
  invoice: InvoiceRow,
  head: { kind: BillingDocument['kind']; number: string; date: Date },
): Promise<BillingDocument> {
  const [settings, lines, paid, family] = await Promise.all([
    getSettings(db),
    linesOf(db, invoice.id),
    db
      .select({
        amountCents: payments.amountCents,
        method: payments.method,
        creditNumber: credits.creditNumber,
      })
      .from(payments)
      .leftJoin(credits, eq(credits.id, payments.creditId))
      .where(eq(payments.invoiceId, invoice.id))
      .orderBy(asc(payments.dateReceived), asc(payments.id)),
    familyOf(db, invoice.familyAccountId),
  ]);
  const classLines: BillingLine[] = [];
  const discountLines: BillingLine[] = [];
  for (const line of lines) {
    if (line.itemType === 'CLASSROOM') {
      const title = line.classroomTitle ?? line.description;
      classLines.push({
        // A class's title usually starts with its code ('MA6-A: Pre-Algebra'); else the code is added.
        description: !line.classroomCode || title.includes(line.classroomCode) ? title : `${line.classroomCode}: ${title}`,
        student: line.studentName,
        amountCents: line.priceCents,
      });
    } else {
      // Offers and discounts lower the invoice: they print as negative lines.
      discountLines.push({ description: line.description || 'Discount', student: line.studentName, amountCents: -line.priceCents });
    }
  }
  const creditPayments = paid.filter((payment) => payment.method === 'CREDIT');
  const creditLines: BillingLine[] = creditPayments.map((payment) => ({
    description: payment.creditNumber ? `Credit ${payment.creditNumber} used` : 'Credit used',
    student: null,
    amountCents: -payment.amountCents,
  }));
  const sum = (rows: readonly BillingLine[]) => rows.reduce((total, line) => total + line.amountCents, 0);
  const subtotalCents = sum(classLines);
  const discountCents = -sum(discountLines);
  const creditCents = -sum(creditLines);
  const paidCents = paid.filter((payment) => payment.method !== 'CREDIT').reduce((total, payment) => total + payment.amountCents, 0);
  return {
    kind: head.kind,
    number: head.number,
    date: formatDay(head.date, settings.timeZone),
    academy: {
      name: settings.name,
      address: settings.address,
      taxId: settings.taxId,
      email: settings.supportEmail,
      phone: settings.phoneNumber,
    },
    family,
    lines: [...classLines, ...discountLines, ...creditLines],
    totals: {
      subtotalCents,
      discountCents,
      creditCents,
      totalCents: invoice.priceCents - creditCents,
      paidCents,
      balanceCents: invoice.balanceCents,
    },
    payment: null,
    invoiceNumber: null,
  };
}

/** The family as a document addresses it: its primary parent (or another parent) and their e-mail. */
async function familyOf(db: Db, familyAccountId: number): Promise<BillingDocument['family']> {
  const [primary] = await db
    .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName, email: familyMembers.email })
    .from(familyAccounts)
    .innerJoin(familyMembers, eq(familyMembers.id, familyAccounts.primaryFamilyMemberId))
    .where(eq(familyAccounts.id, familyAccountId));
  const parent =
    primary ??
    (
      await db
        .select({ firstName: familyMembers.firstName, lastName: familyMembers.lastName, email: familyMembers.email })
        .from(familyMembers)
        .where(eq(familyMembers.familyAccountId, familyAccountId))
        .orderBy(asc(familyMembers.id))
        .limit(1)
    )[0];
  if (!parent) return { name: 'Family', email: '', address: '' };
  return { name: `${parent.firstName} ${parent.lastName}`.trim(), email: parent.email, address: '' };
}
