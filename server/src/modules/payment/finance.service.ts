import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { credits, invoiceItems, invoices, paymentProfiles, payments } from '../../db/schema/index.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { invoiceIsPaid, type InvoiceRow, linesOf } from '../cart/cart.service.js';

export const FINANCE_PAGE_MAX = 100;

/** A credit as every list of a family's credits shows it. */
export interface CreditSummary {
  id: number;
  creditNumber: string;
  creditType: string;
  status: string;
  amountCents: number;
  balanceCents: number;
  notes: string;
  issueDate: Date;
}

export interface InvoiceSummary extends InvoiceRow {
  itemCount: number;
  paid: boolean;
}

/** The FINANCE tab's invoices (§2): newest issue date first, a page at a time. */
export async function familyInvoices(
  db: Db,
  viewer: FamilyViewer,
  limit: number,
  offset: number,
): Promise<{ total: number; rows: InvoiceSummary[] }> {
  const mine = eq(invoices.familyAccountId, viewer.familyAccountId);
  const [rows, [total]] = await Promise.all([
    db.select().from(invoices).where(mine).orderBy(desc(invoices.issueDate), desc(invoices.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(invoices).where(mine),
  ]);
  const counts = await liveLineCounts(
    db,
    rows.map((invoice) => invoice.id),
  );
  return {
    total: total?.n ?? 0,
    rows: rows.map((invoice) => ({ ...invoice, itemCount: counts.get(invoice.id) ?? 0, paid: invoiceIsPaid(invoice) })),
  };
}

/** The live (not archived) lines of each invoice, by invoice id. */
async function liveLineCounts(db: Db, invoiceIds: number[]): Promise<Map<number, number>> {
  if (invoiceIds.length === 0) return new Map();
  const rows = await db
    .select({ invoiceId: invoiceItems.invoiceId, n: count() })
    .from(invoiceItems)
    .where(and(inArray(invoiceItems.invoiceId, invoiceIds), isNull(invoiceItems.archivedOn)))
    .groupBy(invoiceItems.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, row.n]));
}

/** The FINANCE tab's credits (§2): newest issue date first. */
export async function familyCredits(db: Db, viewer: FamilyViewer, limit: number, offset: number) {
  const mine = eq(credits.familyAccountId, viewer.familyAccountId);
  const [rows, [total]] = await Promise.all([
    db.select().from(credits).where(mine).orderBy(desc(credits.issueDate), desc(credits.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(credits).where(mine),
  ]);
  return { total: total?.n ?? 0, rows };
}

/** One of the family's invoices with its lines and payments (the detail overlay). */
export async function familyInvoice(db: Db, viewer: FamilyViewer, invoiceId: number) {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, invoiceId), eq(invoices.familyAccountId, viewer.familyAccountId)));
  if (!invoice) return null;
  const [items, paid] = await Promise.all([
    linesOf(db, invoice.id),
    db
      .select({
        id: payments.id,
        dateReceived: payments.dateReceived,
        method: payments.method,
        identification: payments.identification,
        amountCents: payments.amountCents,
        payee: payments.payee,
        transactionId: payments.transactionId,
        authCode: payments.authCode,
        note: payments.note,
      })
      .from(payments)
      .where(eq(payments.invoiceId, invoice.id))
      .orderBy(payments.dateReceived, payments.id),
  ]);
  return { ...invoice, itemCount: items.length, paid: invoiceIsPaid(invoice), items, payments: paid };
}

/** The family's saved cards: brand, last four and expiry only. */
export async function savedCards(db: Db, viewer: FamilyViewer) {
  return db
    .select({
      id: paymentProfiles.id,
      cardBrand: paymentProfiles.cardBrand,
      last4: paymentProfiles.last4,
      expiration: paymentProfiles.expiration,
      isDefault: paymentProfiles.isDefault,
    })
    .from(paymentProfiles)
    .where(and(eq(paymentProfiles.familyAccountId, viewer.familyAccountId), isNull(paymentProfiles.deletedAt)))
    .orderBy(desc(paymentProfiles.isDefault), desc(paymentProfiles.id));
}
