import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrollments } from '../../db/schema/index.js';
import { createClassroom } from '../../db/seed/factories/catalog.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { ADD, CHARGE, cardToken, chargeInput, shopAcademy, shopFamily } from '../../test/shop-kit.js';

// Changes made outside the back office's own pages that the audit log must still show.
let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;
let admin = '';
let adminId = 0;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
  const employee = await createEmployee(server.services.db, { workEmail: 'auditor@w.test', passwordHash: 'x', isAdminOfSolve: true });
  adminId = employee.id;
  admin = await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: employee.id });
});
afterAll(() => server.close());

const recordsOf = (action: string, entityId: number) =>
  server.services.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.entityId, String(entityId))));

describe('audit records', () => {
  it('withdrawing a paid enrolment: who, the enrolment before, and the refund or credit after', async () => {
    const db = server.services.db;
    const classroom = await createClassroom(db, {
      courseId: shop.paid.courseId,
      status: 'PUBLISHED',
      startDate: '2099-06-01',
      endDate: '2099-12-31',
      // $300 paid: the tuition less Ada's new-student discount.
      tuitionCents: 40_000,
      earlyBirdTuitionCents: null,
    });
    const family = await shopFamily(server);
    const cart = await server.gql<{ addToCart: { invoiceId: number } }>(
      ADD,
      { classroomId: classroom.id, studentId: family.ada.id },
      { token: family.token },
    );
    const paid = await server.gql(
      CHARGE,
      { input: chargeInput(cart.data!.addToCart.invoiceId, { opaqueData: await cardToken(server) }) },
      { token: family.token },
    );
    expect(paid.errors).toBeUndefined();
    const [enrolment] = await db
      .select()
      .from(enrollments)
      .where(and(eq(enrollments.classroomId, classroom.id), eq(enrollments.studentId, family.ada.id)));

    const result = await server.gql(
      `mutation ($id: Int!) { withdrawEnrollment(enrollmentId: $id, mode: CREDIT) { creditNumber } }`,
      { id: enrolment!.id },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const [record] = await recordsOf('enrollment.withdraw', enrolment!.id);
    expect(record).toMatchObject({ employeeId: adminId, entityType: 'enrollment' });
    expect(record!.before).toMatchObject({ studentId: family.ada.id, classroomId: classroom.id, status: 'PAID', withdrawnAt: null });
    expect(record!.after).toMatchObject({ mode: 'CREDIT', amountCents: 25_000, studentId: family.ada.id });
    expect((record!.after as { withdrawnAt: string }).withdrawnAt).toEqual(expect.any(String));
  });

  it('creating a guest link: who, for whom and until when, never the link itself', async () => {
    const family = await shopFamily(server);
    const result = await server.gql<{ createGuestLink: { url: string } }>(
      `mutation ($id: Int!) { createGuestLink(userType: STUDENT, userId: $id, validDays: 3) { url } }`,
      { id: family.ada.id },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const [record] = await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'guest_link.create'));
    expect(record).toMatchObject({ employeeId: adminId, entityType: 'guest_link' });
    expect(record!.after).toMatchObject({ userType: 'STUDENT', studentId: family.ada.id, createdById: adminId });
    const token = result.data!.createGuestLink.url.split('?')[1]!;
    expect(JSON.stringify(record)).not.toContain(token);
  });
});
