import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories/people.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { addToCart, CART, shopAcademy, shopFamily, type ShopFamily } from '../../test/shop-kit.js';

const CHECKOUT = `query Checkout($id: Int!) { checkoutClassroom(classroomId: $id) {
  students { id } classroom { code enrolledStudentIds viewerEnrolled } } }`;
const CATALOG = `{ catalog { classrooms { code enrolledStudentIds viewerEnrolled } } }`;
const ENROLL_FREE = `mutation Free($classroomId: Int!, $studentId: Int) { enrollFree(classroomId: $classroomId, studentId: $studentId) { studentId } }`;

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

/** A shop family (two students in grade 9) with a kindergartner too. */
async function familyWithKindergartner() {
  const family = await shopFamily(server);
  const kim = await createStudent(server.services.db, {
    username: `kim${family.family.id}`,
    firstName: 'Kim',
    grade: 0,
    passwordHash: 'x',
    familyAccountId: family.family.id,
  });
  return { ...family, kim };
}

async function cartOf(family: ShopFamily) {
  const result = await server.gql<{ cart: { items: unknown[] } | null }>(CART, {}, { token: family.token });
  expect(result.errors).toBeUndefined();
  return result.data!.cart;
}

const enrolFree = (family: ShopFamily, studentId: number) =>
  server.gql(ENROLL_FREE, { classroomId: shop.free.id, studentId }, { token: family.token });

async function checkout(token: string, classroomId: number) {
  const result = await server.gql<{
    checkoutClassroom: { students: { id: number }[]; classroom: { enrolledStudentIds: number[]; viewerEnrolled: boolean } };
  }>(CHECKOUT, { id: classroomId }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.checkoutClassroom;
}

async function freeInCatalog(token: string) {
  const result = await server.gql<{ catalog: { classrooms: { code: string; viewerEnrolled: boolean }[] } }>(CATALOG, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.catalog.classrooms.find((c) => c.code === 'MA6-FREE')!;
}

describe('what the cart takes', () => {
  it('refuses a free class: free enrolment takes it, never the cart', async () => {
    const family = await shopFamily(server);
    const result = await addToCart(server, family, shop.free.id, family.ada.id);
    expect(errorCode(result)).toBe('FREE_CLASS_NOT_IN_CART');
    expect(result.errors?.[0]?.message).toBe('This class is free: enroll your student with its Enroll button instead of the cart.');
    expect(await cartOf(family)).toBeNull();
  });

  it("refuses a class whose grades do not take the student's grade, naming both", async () => {
    const family = await familyWithKindergartner();
    const result = await addToCart(server, family, shop.plain.id, family.kim.id);
    expect(errorCode(result)).toBe('GRADE_OUTSIDE_CLASS');
    expect(result.errors?.[0]?.message).toBe('Kim is in grade K, and this class is for grades 9 to 12.');
    expect(await cartOf(family)).toBeNull();
    // The same class for a student of its grades goes in.
    expect((await addToCart(server, family, shop.plain.id, family.ada.id)).errors).toBeUndefined();
  });

  it('the checkout offers only the students whose grade the class takes, and free enrolment keeps the same rule', async () => {
    const family = await familyWithKindergartner();
    expect((await checkout(family.token, shop.plain.id)).students.map((s) => s.id)).toEqual([family.ada.id, family.ben.id]);
    expect((await checkout(family.token, shop.free.id)).students.map((s) => s.id)).toEqual([family.ada.id, family.ben.id]);
    expect(errorCode(await enrolFree(family, family.kim.id))).toBe('GRADE_OUTSIDE_CLASS');
  });
});

describe('the free class once enrolled', () => {
  it('reads as enrolled, after a new read too, once every student whose grade it takes is enrolled', async () => {
    const family = await familyWithKindergartner();
    expect(await freeInCatalog(family.token)).toMatchObject({ viewerEnrolled: false });

    expect((await enrolFree(family, family.ada.id)).errors).toBeUndefined();
    // Ben may still enrol.
    expect(await freeInCatalog(family.token)).toMatchObject({ viewerEnrolled: false });
    expect((await checkout(family.token, shop.free.id)).classroom.viewerEnrolled).toBe(false);

    expect((await enrolFree(family, family.ben.id)).errors).toBeUndefined();
    // Kim is too young for it: nobody is left.
    expect(await freeInCatalog(family.token)).toMatchObject({ viewerEnrolled: true });
    const page = await checkout(family.token, shop.free.id);
    expect(page.classroom).toMatchObject({ viewerEnrolled: true, enrolledStudentIds: [family.ada.id, family.ben.id] });
    expect(page.students).toEqual([]);

    // The enrolled student sees it too; a visitor never does.
    expect(await freeInCatalog(family.studentToken)).toMatchObject({ viewerEnrolled: true });
    const visitor = await server.gql<{ catalog: { classrooms: { code: string; viewerEnrolled: boolean }[] } }>(CATALOG);
    expect(visitor.data!.catalog.classrooms.every((c) => !c.viewerEnrolled)).toBe(true);
  });
});
