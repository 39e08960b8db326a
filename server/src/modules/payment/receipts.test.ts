import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chargeAttempts, outboxMessages } from '../../db/schema/index.js';
import type { Mailer } from '../../integrations/mail/mail.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { ADD, CHARGE, cardToken, type ChargeOut, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { deliverDueReceipts, deliverReceipt, RECEIPT_LEASE_MS } from './receipt.js';
import { reconcileAll } from './reconciler.js';

/**
 * The receipt is owed from the payment's commit (charge_attempts.receipt_due_at), so a crash or a
 * mail failure after the commit cannot lose it: the reconciler sends what is owed, once.
 */
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

type Family = Awaited<ReturnType<typeof shopFamily>>;

async function paidOrder(family: Family) {
  const cart = await server.gql<{ addToCart: { invoiceId: number } }>(
    ADD,
    { classroomId: shop.plain.id, studentId: family.ada.id },
    { token: family.token },
  );
  const invoiceId = cart.data!.addToCart.invoiceId;
  const paid = await server.gql<{ chargeCreditCard: ChargeOut }>(
    CHARGE,
    { input: chargeInput(invoiceId, { opaqueData: await cardToken(server) }) },
    { token: family.token },
  );
  expect(paid.data!.chargeCreditCard.success).toBe(true);
  const [attempt] = await server.services.db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoiceId));
  return attempt!;
}

const mailsTo = async (email: string) =>
  (await server.services.db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, email)))[0]!.n;

/** Runs `work` while mail cannot even be queued, as a crash right after the payment's commit would leave things. */
async function withMailDown<T>(work: () => Promise<T>): Promise<T> {
  const real = server.services.mail;
  const down: Mailer = { send: () => Promise.reject(new Error('mail server unreachable')) };
  server.services.mail = down;
  try {
    return await work();
  } finally {
    server.services.mail = real;
  }
}

async function later<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const saved = server.clock.now;
  server.clock.now = new Date(saved.getTime() + ms);
  try {
    return await work();
  } finally {
    server.clock.now = saved;
  }
}

describe('receipts are not lost', () => {
  it('a payment marks its receipt owed and sent; nothing is owed afterwards', async () => {
    const family = await shopFamily(server);
    const attempt = await paidOrder(family);
    expect(attempt.receiptDueAt).not.toBeNull();
    expect(attempt.receiptSentAt).not.toBeNull();
    expect(await mailsTo(family.parent.email)).toBe(1);
    expect(await later(RECEIPT_LEASE_MS * 2, () => deliverDueReceipts(server.services))).toBe(0);
    expect(await mailsTo(family.parent.email)).toBe(1);
  });

  it('when the mail fails after the commit, the payment stands and the reconciler sends the receipt once', async () => {
    const family = await shopFamily(server);
    const attempt = await withMailDown(() => paidOrder(family));
    expect(attempt.status).toBe('SUCCEEDED');
    expect(attempt.receiptSentAt).toBeNull();
    expect(await mailsTo(family.parent.email)).toBe(0);
    // Still being tried by the request's sender (its lease): left alone.
    expect(await deliverDueReceipts(server.services)).toBe(0);
    // Once the lease has run out, a reconciler pass sends it; the next passes do not again.
    await later(RECEIPT_LEASE_MS + 1_000, () => reconcileAll(server.services));
    await later(RECEIPT_LEASE_MS + 2_000, () => reconcileAll(server.services));
    await server.runJobs();
    expect(await mailsTo(family.parent.email)).toBe(1);
    const [mail] = await server.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, family.parent.email));
    expect(mail!.body).toContain('Visa ending 1111');
    const [after] = await server.services.db.select().from(chargeAttempts).where(eq(chargeAttempts.id, attempt.id));
    expect(after!.receiptSentAt).not.toBeNull();
  });

  it('a receipt owed to several senders at once goes out once', async () => {
    const family = await shopFamily(server);
    const attempt = await withMailDown(() => paidOrder(family));
    const sent = await later(RECEIPT_LEASE_MS + 1_000, () =>
      Promise.all([
        deliverReceipt(server.services, attempt.id),
        deliverReceipt(server.services, attempt.id),
        deliverDueReceipts(server.services),
        deliverDueReceipts(server.services),
      ]),
    );
    expect(sent.filter((n) => n === true || n === 1).length).toBe(1);
    await server.runJobs();
    expect(await mailsTo(family.parent.email)).toBe(1);
  });

  it('a crash after the mail was queued but before it was marked sent queues nothing new: the receipt goes out once', async () => {
    const family = await shopFamily(server);
    const attempt = await paidOrder(family);
    // As if the process died between the send and the mark.
    await server.services.db
      .update(chargeAttempts)
      .set({ receiptSentAt: null, receiptDueAt: new Date(server.clock.now.getTime() + RECEIPT_LEASE_MS) })
      .where(and(eq(chargeAttempts.id, attempt.id)));
    expect(await deliverDueReceipts(server.services)).toBe(0);
    expect(await later(RECEIPT_LEASE_MS + 1_000, () => deliverDueReceipts(server.services))).toBe(1);
    await server.runJobs();
    expect(await mailsTo(family.parent.email)).toBe(1);
  });
});
