import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgEnum, pgTable, serial, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { classrooms } from './catalog.js';
import { cascadingId, cents, createdAt, instant, instantNow, timestamps } from './columns.js';
import { referrals } from './community.js';
import { employees, familyAccounts, students } from './people.js';

/** PENDING is the family's cart; OPEN is issued and awaiting payment; OPEN with balance 0 counts as paid. */
export const invoiceStatusEnum = pgEnum('invoice_status', ['PENDING', 'OPEN', 'PAID']);
/** CLASSROOM lines add their price to the invoice; OFFER (a promotion, see offerType) and DISCOUNT lines subtract it. */
export const invoiceItemTypeEnum = pgEnum('invoice_item_type', ['CLASSROOM', 'OFFER', 'DISCOUNT']);
export const offerTypeEnum = pgEnum('offer_type', ['NEW_STUDENT', 'EARLY_BIRD', 'LEARN_MORE', 'REFERRAL', 'SIBLING']);
/** What a DISCOUNT line is (core/discounts.ts): the academy's automatic discounts, or a coupon. */
export const discountKindEnum = pgEnum('discount_kind', ['SIBLING', 'MULTI_CLASS', 'COUPON']);
export const creditTypeEnum = pgEnum('credit_type', ['REFERRAL', 'REFUND', 'WITHDRAWAL', 'PROMOTION', 'COURTESY']);
export const creditStatusEnum = pgEnum('credit_status', ['OPEN', 'USED', 'EXPIRED', 'VOID']);
export const cardBrandEnum = pgEnum('card_brand', ['VISA', 'MASTERCARD', 'AMEX', 'DINERS', 'DISCOVER', 'JCB']);
/** CREDIT: paid from a family credit; a card brand: paid by card; CASH and CHECK: recorded by staff. */
export const paymentMethodEnum = pgEnum('payment_method', [
  'CREDIT',
  'VISA',
  'MASTERCARD',
  'AMEX',
  'DINERS',
  'DISCOVER',
  'JCB',
  'CASH',
  'CHECK',
]);

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    invoiceNumber: text('invoice_number').notNull(),
    status: invoiceStatusEnum('status').notNull().default('PENDING'),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    /** Total of the live items, computed by the server. */
    priceCents: cents('price_cents').notNull().default(0),
    /** What is still owed. */
    balanceCents: cents('balance_cents').notNull().default(0),
    summary: text('summary').notNull().default(''),
    /** The coupon code the family entered in the cart (coupons.code), checked again at payment. */
    couponCode: text('coupon_code'),
    shortSummary: text('short_summary').notNull().default(''),
    notes: text('notes').notNull().default(''),
    issueDate: instantNow('issue_date'),
    paidAt: instant('paid_at'),
    responsibleEmployeeId: integer('responsible_employee_id').references(() => employees.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('invoices_number_unique').on(t.invoiceNumber),
    index('invoices_family_issue_date_idx').on(t.familyAccountId, t.issueDate),
    uniqueIndex('invoices_one_cart_per_family')
      .on(t.familyAccountId)
      .where(sql`${t.status} = 'PENDING'`),
    check('invoices_price_non_negative', sql`${t.priceCents} >= 0`),
    check('invoices_balance_range', sql`${t.balanceCents} between 0 and ${t.priceCents}`),
  ],
);

export const invoiceItems = pgTable(
  'invoice_items',
  {
    id: serial('id').primaryKey(),
    invoiceId: cascadingId('invoice_id', () => invoices.id),
    itemType: invoiceItemTypeEnum('item_type').notNull(),
    studentId: integer('student_id').references(() => students.id, { onDelete: 'restrict' }),
    classroomId: integer('classroom_id').references(() => classrooms.id, { onDelete: 'restrict' }),
    unitPriceCents: cents('unit_price_cents').notNull().default(0),
    quantity: smallint('quantity').notNull().default(1),
    earlyBird: boolean('early_bird').notNull().default(false),
    earlyBirdDiscountCents: cents('early_bird_discount_cents').notNull().default(0),
    discountCents: cents('discount_cents').notNull().default(0),
    /** unit price × quantity minus the discounts. */
    priceCents: cents('price_cents').notNull().default(0),
    description: text('description').notNull().default(''),
    /** The enrolment was created after payment. */
    enrolled: boolean('enrolled').notNull().default(false),
    offerType: offerTypeEnum('offer_type'),
    /** A DISCOUNT line's kind, and the coupon of a COUPON line (coupons.id; no reference, to keep the schema files acyclic). */
    discountKind: discountKindEnum('discount_kind'),
    couponId: integer('coupon_id'),
    withdrawal: boolean('withdrawal').notNull().default(false),
    withdrawalAmountCents: cents('withdrawal_amount_cents').notNull().default(0),
    /** Removed from the cart; kept for the record. */
    archivedOn: instant('archived_on'),
    ...timestamps(),
  },
  (t) => [
    index('invoice_items_invoice_idx').on(t.invoiceId),
    index('invoice_items_student_classroom_idx').on(t.studentId, t.classroomId),
    uniqueIndex('invoice_items_one_live_classroom')
      .on(t.invoiceId, t.studentId, t.classroomId)
      .where(sql`${t.archivedOn} is null and ${t.itemType} = 'CLASSROOM'`),
    check(
      'invoice_items_classroom_has_student',
      sql`${t.itemType} <> 'CLASSROOM' or (${t.studentId} is not null and ${t.classroomId} is not null)`,
    ),
    check('invoice_items_quantity_positive', sql`${t.quantity} >= 1`),
    check(
      'invoice_items_amounts_non_negative',
      sql`${t.unitPriceCents} >= 0 and ${t.earlyBirdDiscountCents} >= 0 and ${t.discountCents} >= 0
          and ${t.priceCents} >= 0 and ${t.withdrawalAmountCents} >= 0`,
    ),
  ],
);

/** Money a family can spend on invoices (referral rewards, refunds, promotions). */
export const credits = pgTable(
  'credits',
  {
    id: serial('id').primaryKey(),
    creditNumber: text('credit_number').notNull(),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    creditType: creditTypeEnum('credit_type').notNull(),
    status: creditStatusEnum('status').notNull().default('OPEN'),
    amountCents: cents('amount_cents').notNull(),
    balanceCents: cents('balance_cents').notNull(),
    notes: text('notes').notNull().default(''),
    issueDate: instantNow('issue_date'),
    expirationDate: date('expiration_date', { mode: 'string' }),
    /** The referral this credit rewards. */
    referralId: integer('referral_id').references(() => referrals.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('credits_number_unique').on(t.creditNumber),
    index('credits_family_issue_date_idx').on(t.familyAccountId, t.issueDate),
    index('credits_open_by_family_idx')
      .on(t.familyAccountId)
      .where(sql`${t.status} = 'OPEN'`),
    uniqueIndex('credits_one_per_referral')
      .on(t.referralId)
      .where(sql`${t.referralId} is not null`),
    check('credits_amount_non_negative', sql`${t.amountCents} >= 0`),
    check('credits_balance_range', sql`${t.balanceCents} between 0 and ${t.amountCents}`),
  ],
);

/** A saved card at the payment gateway: its ids, brand and last four digits, never the number. */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: serial('id').primaryKey(),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    gatewayCustomerProfileId: text('gateway_customer_profile_id').notNull(),
    gatewayPaymentProfileId: text('gateway_payment_profile_id').notNull(),
    cardBrand: cardBrandEnum('card_brand').notNull(),
    last4: text('last4').notNull(),
    /** 'MM/YY' as the gateway reports it; shown beside the brand and last four. */
    expiration: text('expiration').notNull().default(''),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    deletedAt: instant('deleted_at'),
  },
  (t) => [
    uniqueIndex('payment_profiles_gateway_unique').on(t.gatewayCustomerProfileId, t.gatewayPaymentProfileId),
    // One saved card per family: the same brand, last four and expiry is the same card, saved once.
    uniqueIndex('payment_profiles_one_per_card')
      .on(t.familyAccountId, t.cardBrand, t.last4, t.expiration)
      .where(sql`${t.deletedAt} is null`),
    index('payment_profiles_family_idx').on(t.familyAccountId),
    check('payment_profiles_last4_digits', sql`${t.last4} ~ '^[0-9]{4}$'`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'restrict' }),
    /** Set when the payment was drawn from a credit. */
    creditId: integer('credit_id').references(() => credits.id, { onDelete: 'restrict' }),
    paymentProfileId: integer('payment_profile_id').references(() => paymentProfiles.id, { onDelete: 'set null' }),
    dateReceived: instantNow('date_received'),
    payee: text('payee').notNull().default(''),
    method: paymentMethodEnum('method').notNull(),
    /** What identifies the payment to a person: 'Visa ending 1111', a check number, a credit number. */
    identification: text('identification').notNull().default(''),
    amountCents: cents('amount_cents').notNull(),
    note: text('note').notNull().default(''),
    /** The gateway's transaction id and authorization code. */
    transactionId: text('transaction_id'),
    authCode: text('auth_code'),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_invoice_idx').on(t.invoiceId),
    index('payments_credit_idx').on(t.creditId),
    check('payments_amount_positive', sql`${t.amountCents} > 0`),
    check('payments_credit_method', sql`(${t.method} = 'CREDIT') = (${t.creditId} is not null)`),
  ],
);

/**
 * PENDING: recorded before the gateway is called (a crash leaves it for the reconciler);
 * SUCCEEDED: paid and committed; DECLINED: the gateway refused, nothing charged; FAILED: refused by
 * our own rules or voided after a crash, nothing charged.
 */
export const chargeAttemptStatusEnum = pgEnum('charge_attempt_status', ['PENDING', 'SUCCEEDED', 'DECLINED', 'FAILED']);

/** What a family asked to pay with: the gateway's one-time token or a saved card. */
export interface ChargeRequestRecord {
  paymentProfileId: number | null;
  saveCard: boolean;
  billTo: { firstName: string; lastName: string; address: string; city: string; state: string; zip: string; country: string };
}

/** The answer the first request with a key got; a retry with the same key gets it again. */
export interface ChargeOutcomeRecord {
  success: boolean;
  message: string;
  code: string | null;
  transactionId: string | null;
  authCode: string | null;
}

/**
 * One request to pay an invoice, keyed by the family's idempotency key. Written before the
 * gateway is called; only its gateway reference (the invoice number plus the attempt id) lets a
 * reconciler find the charge again after a crash. Never holds a card number or code.
 */
export const chargeAttempts = pgTable(
  'charge_attempts',
  {
    id: serial('id').primaryKey(),
    familyAccountId: cascadingId('family_account_id', () => familyAccounts.id),
    invoiceId: cascadingId('invoice_id', () => invoices.id),
    idempotencyKey: text('idempotency_key').notNull(),
    status: chargeAttemptStatusEnum('status').notNull().default('PENDING'),
    /** Charged to the card (the balance after credits); 0 when credits cover the invoice. */
    amountCents: cents('amount_cents').notNull(),
    /** The invoice balance the amount was computed from; the commit checks it is unchanged. */
    balanceCents: cents('balance_cents').notNull(),
    /** The invoice number the gateway sees (unique per attempt so a look-up finds this attempt only). */
    gatewayInvoiceNumber: text('gateway_invoice_number').notNull(),
    request: jsonb('request').$type<ChargeRequestRecord>().notNull(),
    outcome: jsonb('outcome').$type<ChargeOutcomeRecord>(),
    transactionId: text('transaction_id'),
    cardBrand: cardBrandEnum('card_brand'),
    last4: text('last4'),
    payee: text('payee').notNull().default(''),
    /**
     * The receipt mail is owed from this instant (set in the payment's commit, so a crash cannot
     * lose it); a sender pushes it forward while it sends, so two never send at once.
     */
    receiptDueAt: instant('receipt_due_at'),
    /** Set once the receipt mail went out. */
    receiptSentAt: instant('receipt_sent_at'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('charge_attempts_family_key_unique').on(t.familyAccountId, t.idempotencyKey),
    // One payment of an invoice is under way at a time, whatever keys the requests carry.
    uniqueIndex('charge_attempts_one_pending_per_invoice')
      .on(t.invoiceId)
      .where(sql`${t.status} = 'PENDING'`),
    index('charge_attempts_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'PENDING'`),
    check('charge_attempts_amount_non_negative', sql`${t.amountCents} >= 0`),
    index('charge_attempts_receipt_due_idx')
      .on(t.receiptDueAt)
      .where(sql`${t.receiptSentAt} is null and ${t.receiptDueAt} is not null`),
  ],
);
