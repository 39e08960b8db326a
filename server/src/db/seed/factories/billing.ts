import type { Db } from '../../client.js';
import { credits, invoiceItems, invoices, paymentProfiles, payments } from '../../schema/index.js';
import { inserter, insertOne } from './insert.js';
import { nextSequence } from './sequence.js';

export type NewInvoice = typeof invoices.$inferInsert;
export type NewInvoiceItem = typeof invoiceItems.$inferInsert;
export type NewCredit = typeof credits.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;
export type NewPaymentProfile = typeof paymentProfiles.$inferInsert;

/** An empty cart (PENDING) unless told otherwise. */
export function invoiceValues(values: Partial<NewInvoice> & Pick<NewInvoice, 'familyAccountId'>): NewInvoice {
  return { invoiceNumber: `INV-${String(nextSequence()).padStart(6, '0')}`, status: 'PENDING', priceCents: 0, balanceCents: 0, ...values };
}

/** A classroom line at full tuition; price follows unit price, quantity and discounts unless given. */
export function invoiceLineValues(values: Partial<NewInvoiceItem> = {}): Omit<NewInvoiceItem, 'invoiceId'> {
  const { invoiceId: _invoiceId, ...line } = values;
  const unitPriceCents = line.unitPriceCents ?? 45_000;
  const quantity = line.quantity ?? 1;
  const discounts = (line.earlyBirdDiscountCents ?? 0) + (line.discountCents ?? 0);
  return {
    itemType: 'CLASSROOM',
    unitPriceCents,
    quantity,
    priceCents: Math.max(0, unitPriceCents * quantity - discounts),
    ...line,
  };
}

export function creditValues(values: Partial<NewCredit> & Pick<NewCredit, 'familyAccountId'>): NewCredit {
  const amountCents = values.amountCents ?? 10_000;
  return {
    creditNumber: `CR-${String(nextSequence()).padStart(6, '0')}`,
    creditType: 'PROMOTION',
    status: 'OPEN',
    amountCents,
    balanceCents: amountCents,
    ...values,
  };
}

export const createInvoice = inserter(invoices, invoiceValues);

export const createInvoiceItem = (db: Db, values: Partial<NewInvoiceItem> & Pick<NewInvoiceItem, 'invoiceId'>) =>
  insertOne(db, invoiceItems, { ...invoiceLineValues(values), invoiceId: values.invoiceId });

export const createCredit = inserter(credits, creditValues);

export const createPayment = (db: Db, values: Partial<NewPayment> & Pick<NewPayment, 'invoiceId' | 'amountCents'>) =>
  insertOne(db, payments, { method: 'VISA', identification: 'Visa ending 1111', ...values });

/** A saved Visa test card at the gateway. */
export const createPaymentProfile = (db: Db, values: Partial<NewPaymentProfile> & Pick<NewPaymentProfile, 'familyAccountId'>) =>
  insertOne(db, paymentProfiles, {
    gatewayCustomerProfileId: `cp-${nextSequence()}`,
    gatewayPaymentProfileId: `pp-${nextSequence()}`,
    cardBrand: 'VISA',
    last4: '1111',
    ...values,
  });
