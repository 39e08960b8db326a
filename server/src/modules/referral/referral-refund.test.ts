import { NEW_STUDENT_DISCOUNT_CENTS } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee, createStudent } from '../../db/seed/factories/people.js';
import { enrollments } from '../../db/schema/index.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { payCart, referralCredits, referralStatus, referredPair } from '../../test/referral-kit.js';
import { sessionFor } from '../../test/session-for.js';
import { shopAcademy } from '../../test/shop-kit.js';

/**
 * A refunded class counts for no referral (DESIGN.md "Decisions": the referred family's first
 * paid enrolment): when the family's only paid class is refunded, the referral goes back to
 * SIGNEDUP and the unspent part of the referrer's credit is taken back; what was spent stays spent.
 */

const WITHDRAW = `mutation W($id: Int!, $mode: WithdrawalMode!) {
  withdrawEnrollment(enrollmentId: $id, mode: $mode) { amountCents message } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, { workEmail: 'admin@rr.test', passwordHash: 'x', isAdminOfSolve: true });
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());

/** A class far enough ahead that the refund policy gives tuition back. */
const futureClass = (tuitionCents: number) =>
  createClassroom(server.services.db, {
    courseId: shop.paid.courseId,
    status: 'PUBLISHED',
    startDate: '2099-06-01',
    endDate: '2099-12-31',
    tuitionCents,
    earlyBirdTuitionCents: null,
    enrollmentMax: 5,
  });

async function enrolmentOf(studentId: number, classroomId: number) {
  const [row] = await server.services.db
    .select()
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.classroomId, classroomId)));
  return row!;
}

async function withdraw(enrollmentId: number, mode: 'REFUND' | 'CREDIT') {
  const result = await server.gql<{ withdrawEnrollment: { amountCents: number; message: string } }>(
    WITHDRAW,
    { id: enrollmentId, mode },
    { token: admin },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.withdrawEnrollment;
}

/**
 * The referrer spends `cents` of their credit on a class for a child of theirs that costs that much
 * after the child's new-student discount.
 */
async function referrerSpends(pair: Awaited<ReturnType<typeof referredPair>>, cents: number) {
  const child = await createStudent(server.services.db, {
    username: `rs${pair.tag}${cents}`,
    passwordHash: 'x',
    familyAccountId: pair.referrer.family.id,
  });
  const classroom = await futureClass(cents + NEW_STUDENT_DISCOUNT_CENTS);
  const paid = await payCart(server, pair.referrerToken, classroom.id, child.id);
  expect(paid.creditCents).toBe(cents);
}

describe('a refund of the class that earned a referral reward', () => {
  it('takes the unspent credit back and puts the referral back to SIGNEDUP; a later paid class gives the same credit back, once', async () => {
    const pair = await referredPair(server);
    const classroom = await futureClass(30_000);
    await payCart(server, pair.token, classroom.id, pair.kid.id);
    expect(await referralStatus(server, pair.referral.id)).toBe('ENROLLED');

    const done = await withdraw((await enrolmentOf(pair.kid.id, classroom.id)).id, 'REFUND');
    // The $300 class less the kid's new-student discount was $200: back less the $50 fee.
    expect(done.amountCents).toBe(15_000);
    expect(done.message).toContain(`the unspent $100.00 of credit CR-R${pair.referral.id} was taken back`);
    expect(await referralStatus(server, pair.referral.id)).toBe('SIGNEDUP');
    const [voided, ...more] = await referralCredits(server, pair.referrer.family.id);
    expect(more).toHaveLength(0);
    expect(voided).toMatchObject({ status: 'VOID', balanceCents: 10_000 });

    // Paying for a class again makes the referral count again: the same credit, open again.
    const again = await futureClass(20_000);
    await payCart(server, pair.token, again.id, pair.kid.id);
    expect(await referralStatus(server, pair.referral.id)).toBe('ENROLLED');
    const restored = await referralCredits(server, pair.referrer.family.id);
    expect(restored.map((c) => [c.status, c.balanceCents])).toEqual([['OPEN', 10_000]]);
  });

  it('a withdrawal to credit counts as a refund too', async () => {
    const pair = await referredPair(server);
    const classroom = await futureClass(30_000);
    await payCart(server, pair.token, classroom.id, pair.kid.id);
    await withdraw((await enrolmentOf(pair.kid.id, classroom.id)).id, 'CREDIT');
    expect(await referralStatus(server, pair.referral.id)).toBe('SIGNEDUP');
    expect((await referralCredits(server, pair.referrer.family.id))[0]).toMatchObject({ status: 'VOID' });
  });

  it('keeps the reward while the family still has another paid class', async () => {
    const pair = await referredPair(server);
    const first = await futureClass(30_000);
    const second = await futureClass(20_000);
    await payCart(server, pair.token, first.id, pair.kid.id);
    await payCart(server, pair.token, second.id, pair.kid.id);
    const done = await withdraw((await enrolmentOf(pair.kid.id, first.id)).id, 'REFUND');
    expect(done.message).not.toContain('referral');
    expect(await referralStatus(server, pair.referral.id)).toBe('ENROLLED');
    expect((await referralCredits(server, pair.referrer.family.id))[0]).toMatchObject({ status: 'OPEN', balanceCents: 10_000 });
  });

  it('a credit already spent stays spent, and the referral earns nothing more later', async () => {
    const pair = await referredPair(server);
    const classroom = await futureClass(30_000);
    await payCart(server, pair.token, classroom.id, pair.kid.id);
    await referrerSpends(pair, 10_000);

    const done = await withdraw((await enrolmentOf(pair.kid.id, classroom.id)).id, 'REFUND');
    expect(done.message).toContain(`credit CR-R${pair.referral.id} had already been spent ($100.00)`);
    expect(await referralStatus(server, pair.referral.id)).toBe('SIGNEDUP');
    expect((await referralCredits(server, pair.referrer.family.id))[0]).toMatchObject({ status: 'USED', balanceCents: 0 });

    const again = await futureClass(20_000);
    await payCart(server, pair.token, again.id, pair.kid.id);
    expect(await referralStatus(server, pair.referral.id)).toBe('ENROLLED');
    const after = await referralCredits(server, pair.referrer.family.id);
    expect(after.map((c) => [c.status, c.balanceCents])).toEqual([['USED', 0]]);
  });

  it('a credit partly spent loses only its unspent part', async () => {
    const pair = await referredPair(server);
    const classroom = await futureClass(30_000);
    await payCart(server, pair.token, classroom.id, pair.kid.id);
    await referrerSpends(pair, 4_000);

    const done = await withdraw((await enrolmentOf(pair.kid.id, classroom.id)).id, 'REFUND');
    expect(done.message).toContain('the unspent $60.00 of credit');
    expect(done.message).toContain('the $40.00 already spent stays');
    expect((await referralCredits(server, pair.referrer.family.id))[0]).toMatchObject({ status: 'VOID', balanceCents: 6_000 });
  });
});
