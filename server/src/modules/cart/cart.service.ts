import { and, count, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceItems, invoices } from '../../db/schema/index.js';
import type { Viewer } from '../auth/viewer.js';

/**
 * The cart badge: live (not archived) classroom items in the family's PENDING invoice or an OPEN
 * one still owing money. An OPEN invoice with nothing left to pay counts as paid
 * (family-catalog-payment.md §4), so its items are no longer "in the cart".
 */
export async function cartItemCount(db: Db, viewer: Viewer | null): Promise<number> {
  if (viewer?.userType !== 'FAMILY_MEMBER') return 0;
  const [row] = await db
    .select({ n: count() })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.familyAccountId, viewer.familyAccountId),
        or(eq(invoices.status, 'PENDING'), and(eq(invoices.status, 'OPEN'), gt(invoices.balanceCents, 0))),
        eq(invoiceItems.itemType, 'CLASSROOM'),
        isNull(invoiceItems.archivedOn),
      ),
    );
  return row?.n ?? 0;
}
