import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { classrooms, credits, enrollments, sandboxTransactions, withdrawals } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { ADD, CHARGE, cardToken, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { sessionFor } from '../../test/session-for.js';
import { reconcileWithdrawals } from './reconciler.js';

const WITHDRAW = `mutation W($id: Int!, $mode: WithdrawalMode!, $note: String) {
  withdrawEnrollment(enrollmentId: $id, mode: $mode, note: $note) {
    amountCents mode refundCents creditCents creditNumber refundTransactionId message } }`;
const QUOTE = `query Q($id: Int!, $mode: WithdrawalMode!) {
  withdrawalQuote(enrollmentId: $id, mode: $mode) { paidCents amountCents feeCents inRefundWindow refundCents creditCents card } }`;

interface WithdrawalOut {
  amountCents: number;
  mode: string;
  refundCents: number;
  creditCents: number;
  creditNumber: string | null;
  refundTransactionId: string | null;
  message: string;
}

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';
let teacher = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const db = server.services.db;
  const a = await createEmployee(db, { workEmail: 'admin@w.test', passwordHash: 'x', isAdminOfSolve: true });
  const t = await createEmployee(db, { workEmail: 'teacher@w.test', passwordHash: 'x', isTeacher: true });
  admin = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: a.id });
  teacher = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: t.id });
});
afterAll(() => server.close());

/**
 * A family that paid $300 for a class starting on `startDate` (by card, after any credit it has): its
 * $400 tuition less the new-student discount. Its enrolment.
 */
async function paidEnrolment(startDate: string, creditCents = 0) {
  const db = server.services.db;
  const classroom = await createClassroom(db, {
    courseId: shop.paid.courseId,
    status: 'PUBLISHED',
    startDate,
    endDate: '2099-12-31',
    tuitionCents: 40_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 1,
  });
  const family = await shopFamily(server, { creditCents });
  const cart = await server.gql<{ addToCart: { invoiceId: number } }>(
    ADD,
    { classroomId: classroom.id, studentId: family.ada.id },
    { token: family.token },
  );
  const paid = await server.gql<{ chargeCreditCard: { success: boolean } }>(
    CHARGE,
    {
      input: chargeInput(cart.data!.addToCart.invoiceId, {
        opaqueData: creditCents >= 30_000 ? { dataDescriptor: 'x', dataValue: 'unused' } : await cardToken(server),
      }),
    },
    { token: family.token },
  );
  expect(paid.data!.chargeCreditCard.success).toBe(true);
  const [enrolment] = await db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.classroomId, classroom.id), eq(enrollments.studentId, family.ada.id)));
  return { enrolment: enrolment!, family, classroom };
}

describe('withdrawals', () => {
  it('refunds the card less the $50 fee a week or more before the first class, and releases the seat', async () => {
    const { enrolment, family, classroom } = await paidEnrolment('2099-06-01');
    const result = await server.gql<{ withdrawEnrollment: { amountCents: number; refundTransactionId: string } }>(
      WITHDRAW,
      { id: enrolment.id, mode: 'REFUND', note: 'Family moved' },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.withdrawEnrollment.amountCents).toBe(25_000);
    const [refund] = await server.services.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.id, Number(result.data!.withdrawEnrollment.refundTransactionId)));
    expect(refund).toMatchObject({ kind: 'refund', amountCents: 25_000 });
    const [credit] = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, family.family.id));
    expect(credit).toMatchObject({ creditType: 'REFUND', status: 'USED', amountCents: 25_000 });
    expect(credit!.notes).toContain('Family moved');
    // The seat is free again: another family can buy it.
    const other = await shopFamily(server);
    const again = await server.gql(ADD, { classroomId: classroom.id, studentId: other.ada.id }, { token: other.token });
    expect(again.errors).toBeUndefined();
    // Withdrawing twice changes nothing.
    expect(errorCode(await server.gql(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: admin }))).toBe('NOT_ENROLLED_PAID');
  });

  it('gives a credit instead when asked', async () => {
    const { enrolment, family } = await paidEnrolment('2099-06-01');
    const result = await server.gql<{ withdrawEnrollment: { amountCents: number; creditNumber: string } }>(
      WITHDRAW,
      { id: enrolment.id, mode: 'CREDIT' },
      { token: admin },
    );
    expect(result.data!.withdrawEnrollment.amountCents).toBe(25_000);
    const [credit] = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, family.family.id));
    expect(credit).toMatchObject({ creditType: 'WITHDRAWAL', status: 'OPEN', balanceCents: 25_000 });
  });

  it('refunds nothing after the refund window, and only admins may withdraw', async () => {
    const { enrolment } = await paidEnrolment('2026-01-06');
    expect(errorCode(await server.gql(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: teacher }))).toBe('FORBIDDEN');
    const result = await server.gql<{ withdrawEnrollment: { amountCents: number; refundTransactionId: string | null } }>(
      WITHDRAW,
      { id: enrolment.id, mode: 'REFUND' },
      { token: admin },
    );
    expect(result.data!.withdrawEnrollment).toMatchObject({ amountCents: 0, refundTransactionId: null });
  });

  it('the message says what went where', async () => {
    const { enrolment } = await paidEnrolment('2099-06-01');
    const result = await server.gql<{ withdrawEnrollment: WithdrawalOut }>(
      WITHDRAW,
      { id: enrolment.id, mode: 'REFUND' },
      { token: admin },
    );
    expect(result.data!.withdrawEnrollment).toMatchObject({ refundCents: 25_000, creditCents: 0, creditNumber: null });
    expect(result.data!.withdrawEnrollment.message).toMatch(/^Withdrawn from .+: \$250\.00 refunded to Visa ending 1111\.$/);
  });

  it('two admins withdrawing at the same moment refund once', async () => {
    const { enrolment, family } = await paidEnrolment('2099-06-01');
    const results = await Promise.all(
      Array.from({ length: 8 }, () =>
        server.gql<{ withdrawEnrollment: WithdrawalOut }>(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: admin }),
      ),
    );
    expect(results.filter((r) => r.data?.withdrawEnrollment).length).toBe(1);
    for (const refused of results.filter((r) => !r.data?.withdrawEnrollment)) {
      expect(['WITHDRAWAL_IN_PROGRESS', 'NOT_ENROLLED_PAID']).toContain(errorCode(refused));
    }
    const [record] = await server.services.db.select().from(withdrawals).where(eq(withdrawals.enrollmentId, enrolment.id));
    // One refund of the card's charge at the card service.
    const refunds = await server.services.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.refTransId, Number(record!.refTransactionId)));
    expect(refunds.map((r) => [r.kind, r.amountCents])).toEqual([['refund', 25_000]]);
    expect(await server.services.db.select().from(withdrawals).where(eq(withdrawals.enrollmentId, enrolment.id))).toHaveLength(1);
    const credited = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, family.family.id));
    expect(credited.map((c) => [c.creditType, c.amountCents])).toEqual([['REFUND', 25_000]]);
  });

  it('an order paid only with credits, withdrawn as a refund, comes back as a credit and says so', async () => {
    const { enrolment, family } = await paidEnrolment('2099-06-01', 30_000);
    const quote = await server.gql<{ withdrawalQuote: Record<string, unknown> }>(
      QUOTE,
      { id: enrolment.id, mode: 'REFUND' },
      { token: admin },
    );
    expect(quote.data!.withdrawalQuote).toEqual({
      paidCents: 30_000,
      amountCents: 25_000,
      feeCents: 5_000,
      inRefundWindow: true,
      refundCents: 0,
      creditCents: 25_000,
      card: null,
    });
    const result = await server.gql<{ withdrawEnrollment: WithdrawalOut }>(
      WITHDRAW,
      { id: enrolment.id, mode: 'REFUND' },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const out = result.data!.withdrawEnrollment;
    expect(out).toMatchObject({ mode: 'REFUND', amountCents: 25_000, refundCents: 0, creditCents: 25_000, refundTransactionId: null });
    expect(out.message).toBe(
      `Withdrawn from ${await codeOf(enrolment.classroomId)}. It was paid with credits, so $250.00 is returned as credit ${out.creditNumber} instead of a card refund.`,
    );
    const open = await server.services.db
      .select()
      .from(credits)
      .where(and(eq(credits.familyAccountId, family.family.id), eq(credits.creditType, 'WITHDRAWAL')));
    expect(open.map((c) => [c.status, c.balanceCents])).toEqual([['OPEN', 25_000]]);
  });

  it('an order paid partly with credits refunds the card its part and credits the rest', async () => {
    const { enrolment } = await paidEnrolment('2099-06-01', 10_000);
    const result = await server.gql<{ withdrawEnrollment: WithdrawalOut }>(
      WITHDRAW,
      { id: enrolment.id, mode: 'REFUND' },
      { token: admin },
    );
    expect(result.data!.withdrawEnrollment).toMatchObject({ amountCents: 25_000, refundCents: 20_000, creditCents: 5_000 });
    expect(result.data!.withdrawEnrollment.message).toContain('$200.00 refunded to Visa ending 1111, and $50.00 returned as credit');
  });

  it('quotes the refund with the $50 fee inside the window, and nothing within a week of the start', async () => {
    const { enrolment } = await paidEnrolment('2099-06-01');
    const inside = await server.gql<{ withdrawalQuote: Record<string, unknown> }>(
      QUOTE,
      { id: enrolment.id, mode: 'REFUND' },
      { token: admin },
    );
    expect(inside.data!.withdrawalQuote).toMatchObject({
      amountCents: 25_000,
      feeCents: 5_000,
      refundCents: 25_000,
      card: 'Visa ending 1111',
    });
    const late = await paidEnrolment('2026-01-06');
    const outside = await server.gql<{ withdrawalQuote: Record<string, unknown> }>(
      QUOTE,
      { id: late.enrolment.id, mode: 'CREDIT' },
      { token: admin },
    );
    expect(outside.data!.withdrawalQuote).toMatchObject({
      amountCents: 0,
      feeCents: 0,
      inRefundWindow: false,
      refundCents: 0,
      creditCents: 0,
    });
    expect(errorCode(await server.gql(QUOTE, { id: enrolment.id, mode: 'REFUND' }, { token: teacher }))).toBe('FORBIDDEN');
  });

  it('a refund the card service refuses changes nothing and says why', async () => {
    const { enrolment } = await paidEnrolment('2099-06-01');
    const real = server.services.payments;
    server.services.payments = {
      ...real,
      refund: () =>
        Promise.resolve({ ok: false, code: '54', message: 'The referenced transaction does not meet the criteria for issuing a credit.' }),
    };
    let result;
    try {
      result = await server.gql(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: admin });
    } finally {
      server.services.payments = real;
    }
    expect(result.errors?.[0]?.message).toBe('Unsuccessful: The referenced transaction does not meet the criteria for issuing a credit.');
    const [still] = await server.services.db.select().from(enrollments).where(eq(enrollments.id, enrolment.id));
    expect(still!.withdrawnAt).toBeNull();
    const [record] = await server.services.db.select().from(withdrawals).where(eq(withdrawals.enrollmentId, enrolment.id));
    expect(record!.status).toBe('FAILED');
    // Asked again, it goes through.
    const again = await server.gql<{ withdrawEnrollment: WithdrawalOut }>(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: admin });
    expect(again.data!.withdrawEnrollment.refundCents).toBe(25_000);
  });

  it('a process that died after the card service refunded: the reconciler records the refund once', async () => {
    const { enrolment, family } = await paidEnrolment('2099-06-01');
    const real = server.services.payments;
    server.services.payments = {
      ...real,
      refund: async (...args) => {
        await real.refund(...args);
        throw new Error('the process died here');
      },
    };
    try {
      expect((await server.gql(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: admin })).errors).toBeDefined();
    } finally {
      server.services.payments = real;
    }
    const [pending] = await server.services.db.select().from(withdrawals).where(eq(withdrawals.enrollmentId, enrolment.id));
    expect(pending!.status).toBe('PENDING');
    // Meanwhile a second withdrawal is refused: the first may have refunded.
    expect(errorCode(await server.gql(WITHDRAW, { id: enrolment.id, mode: 'REFUND' }, { token: admin }))).toBe('WITHDRAWAL_IN_PROGRESS');
    expect(await reconcileWithdrawals(server.services)).toBe(0);
    const saved = server.clock.now;
    server.clock.now = new Date(saved.getTime() + 5 * 60_000);
    try {
      expect(await reconcileWithdrawals(server.services)).toBe(1);
      expect(await reconcileWithdrawals(server.services)).toBe(0);
    } finally {
      server.clock.now = saved;
    }
    const [done] = await server.services.db.select().from(withdrawals).where(eq(withdrawals.id, pending!.id));
    expect(done!.status).toBe('SUCCEEDED');
    const [released] = await server.services.db.select().from(enrollments).where(eq(enrollments.id, enrolment.id));
    expect(released!.withdrawnAt).not.toBeNull();
    const credited = await server.services.db.select().from(credits).where(eq(credits.familyAccountId, family.family.id));
    expect(credited.map((c) => [c.creditType, c.amountCents])).toEqual([['REFUND', 25_000]]);
    const refunds = await server.services.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.invoiceNumber, pending!.gatewayInvoiceNumber));
    expect(refunds.length).toBe(1);
  });
});

async function codeOf(classroomId: number) {
  const [row] = await server.services.db.select({ code: classrooms.code }).from(classrooms).where(eq(classrooms.id, classroomId));
  return row!.code;
}
