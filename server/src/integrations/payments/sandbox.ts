import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { sandboxPaymentProfiles, sandboxTransactions } from '../../db/schema/index.js';
import type { ChargeRequest, ChargeResult, GatewayTransaction, PaymentGateway, VoidOrRefundResult } from './payments.js';
import { openSandboxCard, SANDBOX_DATA_DESCRIPTOR } from './sandbox-token.js';

/** Authorize.Net's sandbox declines any charge whose billing ZIP is 46282. */
export const DECLINE_ZIP = '46282';
/** The same card, amount and invoice number again within this window is a duplicate transaction. */
export const DUPLICATE_WINDOW_SECONDS = 120;

const DECLINED = 'This transaction has been declined.';
const STATUS_OF = {
  capturedPendingSettlement: 'approved',
  declined: 'declined',
  voided: 'voided',
  refundPendingSettlement: 'refunded',
} as const;

/** A unique-index violation: the token was spent by another request at the same moment. */
const isUniqueViolation = (error: unknown) => sqlState(error) === UNIQUE_VIOLATION;

export interface SandboxOptions {
  /** Each call waits this long before the service acts, as a real card service's round trip takes (0: none). */
  latencyMs?: number;
  /** How the wait is spent; tests hold it. */
  wait?: (ms: number) => Promise<void>;
}

/**
 * The built-in card service (the default): behaves like Authorize.Net's sandbox for the numbers
 * people know (see sandbox-token.ts), keeps its transactions and saved cards in its own tables.
 * `latencyMs` makes each call as slow as a real service's: the server's callers spend it outside
 * any transaction, holding no database connection.
 */
export function sandboxGateway(
  db: Db,
  secret: string,
  publicUrl: string,
  now: () => Date,
  { latencyMs = 0, wait = delay }: SandboxOptions = {},
): PaymentGateway {
  /** The service's round trip, before it acts. */
  const roundTrip = () => (latencyMs > 0 ? wait(latencyMs) : Promise.resolve());
  const declined = (message: string, code: string, transactionId: string | null = null): ChargeResult => ({
    approved: false,
    message,
    code,
    transactionId,
  });

  async function chargeWithCard(request: ChargeRequest): Promise<ChargeResult> {
    await roundTrip();
    const source = request.source;
    let card: { brand: (typeof sandboxTransactions.$inferInsert)['cardBrand']; last4: string; expiration: string };
    let tokenId: string | null = null;
    let failsCvv = false;
    let unknownCard = false;
    if (source.kind === 'token') {
      const opened = source.dataDescriptor === SANDBOX_DATA_DESCRIPTOR ? openSandboxCard(source.dataValue, secret, now().getTime()) : null;
      if (!opened) return declined('Invalid OTS Token.', 'E00114');
      card = opened;
      tokenId = opened.id;
      failsCvv = opened.cvvFails;
      unknownCard = !opened.testCard;
    } else {
      const [profile] = await db
        .select()
        .from(sandboxPaymentProfiles)
        .where(
          and(
            eq(sandboxPaymentProfiles.id, Number(source.paymentProfileId) || 0),
            eq(sandboxPaymentProfiles.customerProfileId, source.customerProfileId),
          ),
        );
      if (!profile) return declined('The record cannot be found.', 'E00040');
      card = { brand: profile.cardBrand, last4: profile.last4, expiration: profile.expiration };
    }
    const cardKey = `${card.brand}:${card.last4}:${card.expiration}`;
    const record = (status: 'capturedPendingSettlement' | 'declined', authCode = '') =>
      db
        .insert(sandboxTransactions)
        .values({
          kind: 'authCapture',
          status,
          invoiceNumber: request.invoiceNumber,
          amountCents: request.amountCents,
          cardBrand: card.brand,
          last4: card.last4,
          expiration: card.expiration,
          authCode,
          cardKey,
          tokenId,
          // The service's own clock, which the duplicate window is measured against.
          createdAt: now(),
        })
        .returning({ id: sandboxTransactions.id });

    const duplicate = await db
      .select({ id: sandboxTransactions.id })
      .from(sandboxTransactions)
      .where(
        and(
          eq(sandboxTransactions.cardKey, cardKey),
          eq(sandboxTransactions.amountCents, request.amountCents),
          eq(sandboxTransactions.invoiceNumber, request.invoiceNumber),
          eq(sandboxTransactions.status, 'capturedPendingSettlement'),
          gt(sandboxTransactions.createdAt, new Date(now().getTime() - DUPLICATE_WINDOW_SECONDS * 1000)),
        ),
      )
      .limit(1);
    if (duplicate.length > 0) return declined('A duplicate transaction has been submitted.', '11');

    const decline = request.billTo.zip.trim() === DECLINE_ZIP ? '2' : failsCvv ? '44' : unknownCard ? '2' : null;
    try {
      if (decline) {
        const [row] = await record('declined');
        return declined(DECLINED, decline, String(row!.id));
      }
      const authCode = randomBytes(3).toString('hex').toUpperCase();
      const [row] = await record('capturedPendingSettlement', authCode);
      let savedProfile: { customerProfileId: string; paymentProfileId: string } | null = null;
      if (request.saveCard) {
        const customerProfileId = request.saveCard.customerProfileId ?? String(500_000_000 + (randomBytes(4).readUInt32BE() % 400_000_000));
        const [profile] = await db
          .insert(sandboxPaymentProfiles)
          .values({
            customerProfileId,
            cardBrand: card.brand,
            last4: card.last4,
            expiration: card.expiration,
            behaviour: { declineZip: false },
          })
          .returning({ id: sandboxPaymentProfiles.id });
        savedProfile = { customerProfileId, paymentProfileId: String(profile!.id) };
      }
      return { approved: true, transactionId: String(row!.id), authCode, card, savedProfile };
    } catch (error) {
      if (isUniqueViolation(error)) return declined('Invalid OTS Token.', 'E00114');
      throw error;
    }
  }

  return {
    name: 'sandbox',
    charge: chargeWithCard,

    async void(transactionId): Promise<VoidOrRefundResult> {
      await roundTrip();
      const rows = await db
        .update(sandboxTransactions)
        .set({ status: 'voided' })
        .where(and(eq(sandboxTransactions.id, Number(transactionId) || 0), eq(sandboxTransactions.status, 'capturedPendingSettlement')))
        .returning({ id: sandboxTransactions.id });
      return rows.length
        ? { ok: true, transactionId }
        : { ok: false, message: 'A valid referenced transaction ID is required.', code: '33' };
    },

    async refund(transactionId, amountCents, card, invoiceNumber): Promise<VoidOrRefundResult> {
      await roundTrip();
      const id = Number(transactionId) || 0;
      const [original] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.id, id));
      if (
        !original ||
        original.kind !== 'authCapture' ||
        original.status !== 'capturedPendingSettlement' ||
        original.last4 !== card.last4
      ) {
        return { ok: false, message: 'The referenced transaction does not meet the criteria for issuing a credit.', code: '54' };
      }
      const [refunded] = await db
        .select({ total: sql<number>`coalesce(sum(${sandboxTransactions.amountCents}), 0)::int` })
        .from(sandboxTransactions)
        .where(and(eq(sandboxTransactions.refTransId, id), eq(sandboxTransactions.kind, 'refund')));
      if (amountCents <= 0 || (refunded?.total ?? 0) + amountCents > original.amountCents) {
        return {
          ok: false,
          message: 'The sum of credits against the referenced transaction would exceed original debit amount.',
          code: '55',
        };
      }
      const [row] = await db
        .insert(sandboxTransactions)
        .values({
          kind: 'refund',
          status: 'refundPendingSettlement',
          invoiceNumber: invoiceNumber || original.invoiceNumber,
          amountCents,
          cardBrand: original.cardBrand,
          last4: original.last4,
          expiration: original.expiration,
          cardKey: original.cardKey,
          refTransId: id,
          createdAt: now(),
        })
        .returning({ id: sandboxTransactions.id });
      return { ok: true, transactionId: String(row!.id) };
    },

    async findByInvoiceNumber(invoiceNumber): Promise<GatewayTransaction[]> {
      await roundTrip();
      const rows = await db
        .select()
        .from(sandboxTransactions)
        .where(and(eq(sandboxTransactions.invoiceNumber, invoiceNumber), inArray(sandboxTransactions.kind, ['authCapture', 'refund'])))
        .orderBy(desc(sandboxTransactions.id));
      return rows.map((row) => ({
        transactionId: String(row.id),
        invoiceNumber: row.invoiceNumber,
        amountCents: row.amountCents,
        status: STATUS_OF[row.status],
        authCode: row.authCode,
        card: { brand: row.cardBrand, last4: row.last4, expiration: row.expiration },
      }));
    },

    browserConfig: () => ({ kind: 'sandbox', tokenUrl: `${new URL(publicUrl).pathname.replace(/\/$/, '')}/payments/sandbox/token` }),
  };
}
