import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { payments } from '../../db/schema/index.js';
import type { MailAttachment } from '../../integrations/mail/mail.js';
import { loadPaymentDocument } from './billing-document.js';
import { billingFileName, renderBillingPdf } from './billing-pdf.js';

/**
 * The receipt PDF a payment's mail carries: the card payment of the charge (by its gateway
 * transaction), or, when credits paid it all, the invoice's newest payment. None when the invoice
 * has no payment yet.
 */
export async function receiptAttachments(db: Db, invoiceId: number, transactionId: string | null): Promise<MailAttachment[]> {
  const [payment] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(
      transactionId ? and(eq(payments.invoiceId, invoiceId), eq(payments.transactionId, transactionId)) : eq(payments.invoiceId, invoiceId),
    )
    .orderBy(desc(payments.dateReceived), desc(payments.id))
    .limit(1);
  const loaded = payment ? await loadPaymentDocument(db, payment.id) : null;
  if (!loaded) return [];
  const pdf = await renderBillingPdf(loaded.document);
  return [{ filename: billingFileName(loaded.document), contentType: 'application/pdf', content: pdf.toString('base64') }];
}
