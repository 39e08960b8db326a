import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoices } from '../../db/schema/index.js';

/**
 * Sets an invoice's price from its live lines (classroom lines add, offers and discounts subtract,
 * floored at 0) and its balance to the price less what has been paid. Call inside the transaction
 * that changed the lines, with the invoice locked.
 */
export async function recomputeInvoiceTotals(tx: Db, invoiceId: number): Promise<{ priceCents: number; balanceCents: number }> {
  // One statement: the lines' sum and the payments' are read where they are written.
  const priceSql = sql`greatest(0, (select coalesce(sum(case when line.item_type = 'CLASSROOM' then line.price_cents else -line.price_cents end), 0)
    from invoice_items line where line.invoice_id = ${invoiceId} and line.archived_on is null))`;
  const [totals] = await tx
    .update(invoices)
    .set({
      priceCents: sql`${priceSql}::int`,
      balanceCents: sql`greatest(0, ${priceSql} - (select coalesce(sum(paid.amount_cents), 0) from payments paid where paid.invoice_id = ${invoiceId}))::int`,
    })
    .where(eq(invoices.id, invoiceId))
    .returning({ priceCents: invoices.priceCents, balanceCents: invoices.balanceCents });
  return totals ?? { priceCents: 0, balanceCents: 0 };
}

/** Invoice numbers of invoices the app opens: readable, and apart from imported numbers. */
export const invoiceNumberFor = (id: number) => `INV-${100_000 + id}`;
