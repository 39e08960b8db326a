import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { cardBrandEnum } from './billing.js';
import { cents, createdAt } from './columns.js';

/**
 * The built-in sandbox card service's own books (integrations/payments/sandbox.ts). It stands in
 * for the card provider's servers, so it keeps what they would keep: transactions and customer
 * payment profiles, never a card number or code (its tokens carry only brand, last four and
 * expiry). Kept in the database so that every server process, and a restarted one, sees the same
 * service, as they would see the real one.
 */
export const sandboxTransactionStatusEnum = pgEnum('sandbox_transaction_status', [
  'capturedPendingSettlement',
  'declined',
  'voided',
  'refundPendingSettlement',
]);

export const sandboxTransactions = pgTable(
  'sandbox_transactions',
  {
    /** The transaction id the service answers (transId). */
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 60_200_000_001 }),
    kind: text('kind').notNull().$type<'authCapture' | 'refund'>(),
    status: sandboxTransactionStatusEnum('status').notNull(),
    invoiceNumber: text('invoice_number').notNull().default(''),
    amountCents: cents('amount_cents').notNull(),
    cardBrand: cardBrandEnum('card_brand').notNull(),
    last4: text('last4').notNull(),
    expiration: text('expiration').notNull(),
    authCode: text('auth_code').notNull().default(''),
    /** Card fingerprint (brand, last four, expiry) for the duplicate-transaction window. */
    cardKey: text('card_key').notNull(),
    /** The one-time token's id: a token pays once. */
    tokenId: text('token_id'),
    refTransId: bigint('ref_trans_id', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_transactions_token_unique')
      .on(t.tokenId)
      .where(sql`${t.tokenId} is not null`),
    index('sandbox_transactions_invoice_idx').on(t.invoiceNumber),
    index('sandbox_transactions_card_idx').on(t.cardKey, t.createdAt),
  ],
);

export const sandboxPaymentProfiles = pgTable(
  'sandbox_payment_profiles',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 700_000_001 }),
    customerProfileId: text('customer_profile_id').notNull(),
    cardBrand: cardBrandEnum('card_brand').notNull(),
    last4: text('last4').notNull(),
    expiration: text('expiration').notNull(),
    /** Behaviour of the test card the profile was made from (e.g. a CVV that fails its check). */
    behaviour: jsonb('behaviour').$type<{ declineZip: boolean }>().notNull(),
    merchantCustomerId: integer('merchant_customer_id'),
    createdAt: createdAt(),
  },
  (t) => [index('sandbox_payment_profiles_customer_idx').on(t.customerProfileId)],
);
