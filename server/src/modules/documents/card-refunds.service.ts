import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { invoiceItems, withdrawals } from '../../db/schema/index.js';

/** A refund to the card of a class paid on an invoice: what FINANCE lists with its receipt. */
export interface CardRefund {
  id: number;
  refundedAt: Date;
  amountCents: number;
  /** Where the money went back: 'Visa ending 1111'. */
  cardIdentification: string;
}

/** The refunds to the card that went through on an invoice's classes, oldest first. */
export async function cardRefundsOf(db: Db, invoiceId: number): Promise<CardRefund[]> {
  return db
    .select({
      id: withdrawals.id,
      refundedAt: withdrawals.updatedAt,
      amountCents: withdrawals.refundCents,
      cardIdentification: withdrawals.cardIdentification,
    })
    .from(withdrawals)
    .innerJoin(invoiceItems, eq(invoiceItems.id, withdrawals.invoiceItemId))
    .where(and(eq(invoiceItems.invoiceId, invoiceId), eq(withdrawals.status, 'SUCCEEDED'), gt(withdrawals.refundCents, 0)))
    .orderBy(asc(withdrawals.updatedAt), asc(withdrawals.id));
}
