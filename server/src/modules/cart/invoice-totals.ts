import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoices, payments } from '../../db/schema/index.js';

/**
 * Sets an invoice's price from its live lines (classroom lines add, offers and discounts subtract,
 * floored at 0) and its balance to the price less what has been paid. Call inside the transaction
 * that changed the lines, with the invoice locked.
 */
export async function recomputeInvoiceTotals(tx: Db, invoiceId: number): Promise<{ priceCents: number; balanceCents: number }> {
  const [lines] = await tx
    .select({
      total: sql<number>`coalesce(sum(case when ${invoiceItems.itemType} = 'CLASSROOM' then ${invoiceItems.priceCents} else -${invoiceItems.priceCents} end), 0)::int`,
    })
    .from(invoiceItems)
    .where(and(eq(invoiceItems.invoiceId, invoiceId), isNull(invoiceItems.archivedOn)));
  const [paid] = await tx
    .select({ total: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int` })
    .from(payments)
    .where(eq(payments.invoiceId, invoiceId));
  const priceCents = Math.max(0, lines?.total ?? 0);
  const balanceCents = Math.max(0, priceCents - (paid?.total ?? 0));
  await tx.update(invoices).set({ priceCents, balanceCents }).where(eq(invoices.id, invoiceId));
  return { priceCents, balanceCents };
}

/** Invoice numbers of invoices the app opens: readable, and apart from imported numbers. */
export const invoiceNumberFor = (id: number) => `INV-${100_000 + id}`;
