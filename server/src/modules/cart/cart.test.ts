import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInvoice, createInvoiceItem } from '../../db/seed/factories/billing.js';
import { createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import { createEmployee, createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const COUNT = `{ cartItemCount }`;
const COUNT_AND_CART = `{ cartItemCount cart { invoiceId items { itemType } } }`;
let server: TestServer;
const tokens = { parent: '', otherParent: '', emptyParent: '', issuedParent: '', student: '', teacher: '' };

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  await createSettings(db);
  const course = await createCourse(db);
  const [c1, c2, c3, c4] = await Promise.all([1, 2, 3, 4].map(() => createClassroom(db, { courseId: course.id })));
  const mine = await createFamily(db, { phoneNumber: '+15550100001', email: 'pat@example.com' });
  const other = await createFamily(db, { phoneNumber: '+15550100002', email: 'kim@example.com' });
  const empty = await createFamily(db, { phoneNumber: '+15550100003', email: 'lee@example.com' });
  const ada = await createStudent(db, { username: 'ada1', passwordHash: 'x', familyAccountId: mine.family.id });
  const ben = await createStudent(db, { username: 'ben1', passwordHash: 'x', familyAccountId: mine.family.id });
  const cy = await createStudent(db, { username: 'cy1', passwordHash: 'x', familyAccountId: other.family.id });
  const teacher = await createEmployee(db, { workEmail: 't@solve.test', passwordHash: 'x', isTeacher: true });

  // The cart: two live classroom lines, one removed line, one discount line.
  const cart = await createInvoice(db, { familyAccountId: mine.family.id, status: 'PENDING' });
  await createInvoiceItem(db, { invoiceId: cart.id, studentId: ada.id, classroomId: c1!.id });
  await createInvoiceItem(db, { invoiceId: cart.id, studentId: ben.id, classroomId: c1!.id });
  await createInvoiceItem(db, { invoiceId: cart.id, studentId: ada.id, classroomId: c2!.id, archivedOn: new Date() });
  await createInvoiceItem(db, { invoiceId: cart.id, itemType: 'DISCOUNT', unitPriceCents: 5000, description: 'New student discount' });
  // An issued invoice still owing money is the cart only when there is no pending one; a paid one
  // (OPEN at zero, or PAID) never is.
  const owing = await createInvoice(db, { familyAccountId: mine.family.id, status: 'OPEN', priceCents: 45_000, balanceCents: 45_000 });
  await createInvoiceItem(db, { invoiceId: owing.id, studentId: ada.id, classroomId: c3!.id });
  const settled = await createInvoice(db, { familyAccountId: mine.family.id, status: 'OPEN', priceCents: 45_000, balanceCents: 0 });
  await createInvoiceItem(db, { invoiceId: settled.id, studentId: ben.id, classroomId: c3!.id });
  const paid = await createInvoice(db, { familyAccountId: mine.family.id, status: 'PAID', priceCents: 45_000, balanceCents: 0 });
  await createInvoiceItem(db, { invoiceId: paid.id, studentId: ben.id, classroomId: c4!.id });
  // Another family's cart.
  const theirs = await createInvoice(db, { familyAccountId: other.family.id, status: 'PENDING' });
  await createInvoiceItem(db, { invoiceId: theirs.id, studentId: cy.id, classroomId: c4!.id });

  // A family whose only unpaid invoice is an issued one: that invoice is its cart.
  const issued = await createFamily(db, { phoneNumber: '+15550100004', email: 'sam@example.com' });
  const dee = await createStudent(db, { username: 'dee1', passwordHash: 'x', familyAccountId: issued.family.id });
  const older = await createInvoice(db, {
    familyAccountId: issued.family.id,
    status: 'OPEN',
    priceCents: 90_000,
    balanceCents: 90_000,
    issueDate: new Date(Date.UTC(2026, 0, 1)),
  });
  await createInvoiceItem(db, { invoiceId: older.id, studentId: dee.id, classroomId: c1!.id });
  const newer = await createInvoice(db, {
    familyAccountId: issued.family.id,
    status: 'OPEN',
    priceCents: 45_000,
    balanceCents: 45_000,
    issueDate: new Date(Date.UTC(2026, 0, 2)),
  });
  await createInvoiceItem(db, { invoiceId: newer.id, studentId: dee.id, classroomId: c2!.id });
  await createInvoiceItem(db, { invoiceId: newer.id, studentId: dee.id, classroomId: c3!.id });
  tokens.issuedParent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: issued.parent.id });

  tokens.parent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: mine.parent.id });
  tokens.otherParent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: other.parent.id });
  tokens.emptyParent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: empty.parent.id });
  tokens.student = await sessionFor(db, { userType: 'STUDENT', studentId: ada.id });
  tokens.teacher = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: teacher.id });
});

afterAll(() => server.close());

async function count(token?: string) {
  const result = await server.gql<{ cartItemCount: number }>(COUNT, {}, { token: token ?? null });
  expect(result.errors).toBeUndefined();
  return result.data!.cartItemCount;
}

async function badgeAndCart(token: string) {
  const result = await server.gql<{ cartItemCount: number; cart: { invoiceId: number; items: { itemType: string }[] } | null }>(
    COUNT_AND_CART,
    {},
    { token },
  );
  expect(result.errors).toBeUndefined();
  const cartLines = (result.data!.cart?.items ?? []).filter((item) => item.itemType === 'CLASSROOM').length;
  return { badge: result.data!.cartItemCount, cartLines };
}

describe('cart badge count', () => {
  it("counts the live classroom lines of the family's cart: its pending invoice, not the other unpaid ones", async () => {
    expect(await count(tokens.parent)).toBe(2);
    expect(await count(tokens.otherParent)).toBe(1);
    expect(await count(tokens.emptyParent)).toBe(0);
  });

  it('counts the classes of the one invoice the cart page shows', async () => {
    expect(await badgeAndCart(tokens.parent)).toEqual({ badge: 2, cartLines: 2 });
    // Without a pending invoice the cart is the newest issued invoice still owing money.
    expect(await badgeAndCart(tokens.issuedParent)).toEqual({ badge: 2, cartLines: 2 });
  });

  it('is 0 for students, staff and signed-out visitors', async () => {
    expect(await count(tokens.student)).toBe(0);
    expect(await count(tokens.teacher)).toBe(0);
    expect(await count()).toBe(0);
  });
});
