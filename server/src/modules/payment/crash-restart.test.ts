import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.js';
import { openDatabase } from '../../db/client.js';
import { chargeAttempts, enrollments, invoices, outboxMessages, payments, sandboxTransactions, seatHolds } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { startServerProcess, type ServerProcess } from '../../test/server-process.js';
import { ADD, CARDS, CHARGE, type ChargeOut, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';

/**
 * The real server in its own process, made to die right after the card service approved a charge
 * (CRASH_AT=payment-approved exits the process there), then started again: the reconciler it runs
 * at start completes the payment once. On PostgreSQL the processes share the test file's
 * database; on the embedded database each process opens the data folder in turn.
 */
const SECRET_KEY = 'test-secret-key-test-secret-key-0123456789';
let dataDir = '';
let shared: TestServer | null = null;
const running: ServerProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'solve-crash-'));
  if (process.env.DATABASE_URL) shared = await startTestServer();
});
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
  await shared?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Works on the database while no server process has the embedded one open. */
async function withDb<T>(work: (db: Db) => Promise<T>): Promise<T> {
  if (shared) return work(shared.services.db);
  const database = await openDatabase({ dataDir });
  try {
    await database.migrate();
    return await work(database.db);
  } finally {
    await database.close();
  }
}

function start(env: Record<string, string> = {}) {
  const server = startServerProcess({
    DATA_DIR: dataDir,
    DATABASE_URL: shared?.url ?? '',
    SECRET_KEY,
    E2E_FIXTURES: 'false',
    ...env,
  });
  running.push(server);
  return server;
}

async function gql<T>(server: ServerProcess, query: string, variables: Record<string, unknown>, token: string) {
  const response = await fetch(`${server.origin()}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: { message: string }[] };
}

async function sandboxToken(server: ServerProcess) {
  const response = await fetch(`${server.origin()}/payments/sandbox/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardNumber: CARDS.visa, expirationDate: '12/30', cardCode: '123', fullName: 'Pat Parent' }),
  });
  return ((await response.json()) as { opaqueData: { dataDescriptor: string; dataValue: string } }).opaqueData;
}

describe('a server process killed between the approval and the commit', () => {
  it('after a restart the reconciler completes the payment once: one charge, one payment, enrolled, PAID, one receipt', async () => {
    const { classroomId, family } = await withDb(async (db) => {
      const academy = await shopAcademy({ services: { db } });
      return { classroomId: academy.plain.id, family: await shopFamily({ services: { db } }) };
    });

    const doomed = start({ CRASH_AT: 'payment-approved' });
    await doomed.ready;
    const added = await gql<{ addToCart: { invoiceId: number } }>(doomed, ADD, { classroomId, studentId: family.ada.id }, family.token);
    const invoiceId = added.data!.addToCart.invoiceId;
    const input = chargeInput(invoiceId, { opaqueData: await sandboxToken(doomed) });
    // The process exits in the middle of this request: the browser sees the connection drop.
    await expect(gql(doomed, CHARGE, { input }, family.token)).rejects.toThrow();
    expect(await doomed.exited).toBe(137);

    await withDb(async (db) => {
      // Charged at the card service, nothing recorded here yet, the seat still held.
      const charged = await db
        .select({ status: sandboxTransactions.status })
        .from(sandboxTransactions)
        .where(sql`${sandboxTransactions.invoiceNumber} like ${`I${invoiceId}-%`}`);
      expect(charged.map((t) => t.status)).toEqual(['capturedPendingSettlement']);
      expect(await db.select().from(payments).where(eq(payments.invoiceId, invoiceId))).toEqual([]);
      const [attempt] = await db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoiceId));
      expect(attempt!.status).toBe('PENDING');
      expect((await db.select().from(seatHolds).where(eq(seatHolds.chargeAttemptId, attempt!.id))).length).toBe(1);
      // The restart comes later than the time a live request may still be waiting for the card service.
      await db
        .update(chargeAttempts)
        .set({ createdAt: sql`${chargeAttempts.createdAt} - interval '5 minutes'` })
        .where(eq(chargeAttempts.id, attempt!.id));
    });

    const restarted = start();
    await restarted.ready;
    const status = async () =>
      (
        await gql<{ familyInvoice: { invoice: { status: string } } | null }>(
          restarted,
          `query I($id: Int!) { familyInvoice(id: $id) { invoice { status } } }`,
          { id: invoiceId },
          family.token,
        )
      ).data?.familyInvoice?.invoice.status;
    await expect.poll(status, { timeout: 30_000, interval: 250 }).toBe('PAID');
    // The family's retry with the same key now gets the payment's answer.
    const retry = await gql<{ chargeCreditCard: ChargeOut }>(restarted, CHARGE, { input }, family.token);
    // The $300 class less Ada's new-student discount.
    expect(retry.data!.chargeCreditCard).toMatchObject({ success: true, amountCents: 20_000, last4: '1111' });
    restarted.child.kill('SIGTERM');
    expect(await restarted.exited).toBe(0);

    await withDb(async (db) => {
      const charged = await db
        .select({ status: sandboxTransactions.status })
        .from(sandboxTransactions)
        .where(sql`${sandboxTransactions.invoiceNumber} like ${`I${invoiceId}-%`}`);
      expect(charged.map((t) => t.status)).toEqual(['capturedPendingSettlement']);
      const paid = await db.select().from(payments).where(eq(payments.invoiceId, invoiceId));
      expect(paid.map((p) => [p.amountCents, p.identification])).toEqual([[20_000, 'Visa ending 1111']]);
      const enrolled = await db
        .select({ status: enrollments.status })
        .from(enrollments)
        .where(and(eq(enrollments.studentId, family.ada.id), eq(enrollments.classroomId, classroomId)));
      expect(enrolled).toEqual([{ status: 'PAID' }]);
      const [invoice] = await db.select().from(invoices).where(eq(invoices.id, invoiceId));
      expect(invoice).toMatchObject({ status: 'PAID', balanceCents: 0 });
      const [attempt] = await db.select().from(chargeAttempts).where(eq(chargeAttempts.invoiceId, invoiceId));
      expect(attempt!.status).toBe('SUCCEEDED');
      expect(attempt!.receiptSentAt).not.toBeNull();
      const [mails] = await db.select({ n: count() }).from(outboxMessages).where(eq(outboxMessages.recipient, family.parent.email));
      expect(mails!.n).toBe(1);
      expect(await db.select().from(seatHolds)).toEqual([]);
    });
  }, 180_000);
});
