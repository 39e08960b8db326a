import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { credits, enrollments, sandboxTransactions } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { ADD, CHARGE, cardToken, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { sessionFor } from '../../test/session-for.js';

const WITHDRAW = `mutation W($id: Int!, $mode: WithdrawalMode!, $note: String) {
  withdrawEnrollment(enrollmentId: $id, mode: $mode, note: $note) { amountCents mode creditNumber refundTransactionId } }`;

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

/** A family that paid $300 for a class starting on `startDate`; its enrolment id. */
async function paidEnrolment(startDate: string) {
  const db = server.services.db;
  const classroom = await createClassroom(db, {
    courseId: shop.paid.courseId,
    status: 'PUBLISHED',
    startDate,
    endDate: '2099-12-31',
    tuitionCents: 30_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: 1,
  });
  const family = await shopFamily(server);
  const cart = await server.gql<{ addToCart: { invoiceId: number } }>(
    ADD,
    { classroomId: classroom.id, studentId: family.ada.id },
    { token: family.token },
  );
  const paid = await server.gql<{ chargeCreditCard: { success: boolean } }>(
    CHARGE,
    { input: chargeInput(cart.data!.addToCart.invoiceId, { opaqueData: await cardToken(server) }) },
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
});
