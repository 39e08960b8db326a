import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { ADD, shopAcademy, shopFamily } from '../../test/shop-kit.js';
import { classesForSaleInFlight, readCatalog } from './catalog.service.js';

const CATALOG = `query Catalog($filter: CatalogFilterInput) { catalog(filter: $filter) {
  classrooms { id code title priceCents tuitionCents earlyBird full seatsLeft location enrolledStudentIds }
  sessions locations categories } }`;
const CHECKOUT = `query Checkout($id: Int!) { checkoutClassroom(classroomId: $id) {
  forSale timeZone instructors students { id firstName } lessons { order title } classroom { code priceCents full } } }`;
const ENROLL_FREE = `mutation Free($classroomId: Int!, $studentId: Int) { enrollFree(classroomId: $classroomId, studentId: $studentId) { studentId classroomId } }`;

type Catalog = {
  catalog: {
    classrooms: {
      id: number;
      code: string;
      priceCents: number;
      earlyBird: boolean;
      full: boolean;
      seatsLeft: number | null;
      location: string;
      enrolledStudentIds: number[];
    }[];
    sessions: string[];
    locations: string[];
    categories: string[];
  };
};

let server: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  server = await startTestServer();
  shop = await shopAcademy(server);
});
afterAll(() => server.close());

describe('catalog', () => {
  it('lists the classes for sale to anyone, sorted by code, priced for today', async () => {
    const result = await server.gql<Catalog>(CATALOG);
    expect(result.errors).toBeUndefined();
    const codes = result.data!.catalog.classrooms.map((c) => c.code);
    expect(codes).toEqual(['CH9-A', 'CH9-S', 'MA6-A', 'MA6-FREE']);
    const paid = result.data!.catalog.classrooms.find((c) => c.code === 'MA6-A')!;
    expect(paid).toMatchObject({ priceCents: 40_000, earlyBird: true, location: 'Online' });
    expect(result.data!.catalog.locations).toEqual(['Campus Center', 'Online']);
    // The program cards come from the categories of the classes for sale.
    expect(result.data!.catalog.categories).toEqual(['Accelerated', 'Chemistry']);
  });

  it('filters by subject, grade band, session, location and program', async () => {
    const codes = async (filter: Record<string, unknown>) =>
      (await server.gql<Catalog>(CATALOG, { filter })).data!.catalog.classrooms.map((c) => c.code);
    expect(await codes({ subject: 'C' })).toEqual(['CH9-A', 'CH9-S']);
    expect(await codes({ grade: '6-8' })).toEqual(['MA6-A', 'MA6-FREE']);
    expect(await codes({ grade: '1-2' })).toEqual([]);
    expect(await codes({ session: ['Hour of Code'] })).toEqual(['MA6-FREE']);
    expect(await codes({ location: 'Campus Center' })).toEqual(['CH9-A']);
    expect(await codes({ program: 'Chemistry' })).toEqual(['CH9-A', 'CH9-S']);
    expect(await codes({ program: 'Chemistry', grade: '6-8' })).toEqual([]);
    expect(await codes({ program: 'Accelerated', subject: 'M' })).toEqual(['MA6-A', 'MA6-FREE']);
    expect(await codes({ program: 'AP' })).toEqual([]);
    // A post's promoted classes: only the codes asked for that are for sale.
    expect(await codes({ codes: ['MA6-FREE', 'CH9-S', 'NOPE-1'] })).toEqual(['CH9-S', 'MA6-FREE']);
    // Filters that cannot be read are "not given", never an error.
    expect((await codes({ grade: 'x'.repeat(500), subject: 'z'.repeat(500), program: 'p'.repeat(500) })).length).toBe(4);
  });

  it('shows a full class as full, and the viewer family’s enrolled students', async () => {
    const family = await shopFamily(server);
    const other = await shopFamily(server);
    await createEnrollment(server.services.db, { studentId: other.ada.id, classroomId: shop.small.id, status: 'PAID' });
    await createEnrollment(server.services.db, { studentId: family.ada.id, classroomId: shop.plain.id, status: 'PAID' });
    const result = await server.gql<Catalog>(CATALOG, {}, { token: family.token });
    const byCode = Object.fromEntries(result.data!.catalog.classrooms.map((c) => [c.code, c]));
    expect(byCode['CH9-S']!.full).toBe(true);
    expect(byCode['CH9-A']!.enrolledStudentIds).toEqual([family.ada.id]);
    expect(byCode['MA6-A']!.enrolledStudentIds).toEqual([]);
  });
});

describe('visitors at the same moment', () => {
  it('get the same answer, and the next visitor after a seat is taken sees it', async () => {
    const seats = async () => {
      const answers = await Promise.all(Array.from({ length: 6 }, () => server.gql<Catalog>(CATALOG)));
      const texts = answers.map((answer) => JSON.stringify(answer.data));
      expect(new Set(texts).size).toBe(1);
      return answers[0]!.data!.catalog.classrooms.find((c) => c.code === 'MA6-A')!.seatsLeft;
    };
    const before = await seats();
    const family = await shopFamily(server);
    await createEnrollment(server.services.db, { studentId: family.ben.id, classroomId: shop.paid.id, status: 'PAID' });
    expect(await seats()).toBe(before! - 1);
  });
});

describe('signed-in families at the same moment', () => {
  it('share one read of the classes for sale, and a read after a seat is taken sees it', async () => {
    const { db } = server.services;
    const everything = { subject: null, grade: null, session: null, location: null, program: null };
    const started = vi.spyOn(classesForSaleInFlight, 'set');
    try {
      const now = new Date();
      const [all, filtered] = await Promise.all([readCatalog(db, everything, now), readCatalog(db, { ...everything, subject: 'M' }, now)]);
      expect(started).toHaveBeenCalledTimes(1);
      expect(classesForSaleInFlight.size).toBe(0);
      expect(filtered.classrooms.every((c) => c.subject === 'M' && all.classrooms.some((a) => a.id === c.id))).toBe(true);
      const seatsLeft = (catalog: { classrooms: { code: string; seatsLeft: number | null }[] }) =>
        catalog.classrooms.find((c) => c.code === 'MA6-A')!.seatsLeft!;
      const family = await shopFamily(server);
      await createEnrollment(db, { studentId: family.ben.id, classroomId: shop.paid.id, status: 'PAID' });
      expect(seatsLeft(await readCatalog(db, everything, now))).toBe(seatsLeft(all) - 1);
      expect(started).toHaveBeenCalledTimes(2);
    } finally {
      started.mockRestore();
    }
  });
});

describe('checkout page', () => {
  it('shows the class and the students who may still be added', async () => {
    const family = await shopFamily(server);
    await server.gql(ADD, { classroomId: shop.paid.id, studentId: family.ben.id }, { token: family.token });
    const result = await server.gql<{
      checkoutClassroom: { forSale: boolean; students: { id: number }[]; classroom: { priceCents: number } };
    }>(CHECKOUT, { id: shop.paid.id }, { token: family.token });
    expect(result.data!.checkoutClassroom.forSale).toBe(true);
    expect(result.data!.checkoutClassroom.students.map((s) => s.id)).toEqual([family.ada.id]);
  });

  it('is public, offers no students when signed out, and is null for a class that does not exist', async () => {
    const visitor = await server.gql<{ checkoutClassroom: { students: unknown[] } | null }>(CHECKOUT, { id: shop.paid.id });
    expect(visitor.data!.checkoutClassroom!.students).toEqual([]);
    const missing = await server.gql<{ checkoutClassroom: null }>(CHECKOUT, { id: 999_999 });
    expect(missing.data!.checkoutClassroom).toBeNull();
  });

  it('says a class not on the catalog is not for sale', async () => {
    const result = await server.gql<{ checkoutClassroom: { forSale: boolean } }>(CHECKOUT, { id: shop.hidden.id });
    expect(result.data!.checkoutClassroom.forSale).toBe(false);
  });
});

describe('free enrolment', () => {
  it('a parent enrols one of the family’s students; again changes nothing', async () => {
    const family = await shopFamily(server);
    const first = await server.gql(ENROLL_FREE, { classroomId: shop.free.id, studentId: family.ada.id }, { token: family.token });
    expect(first.errors).toBeUndefined();
    const again = await server.gql(ENROLL_FREE, { classroomId: shop.free.id, studentId: family.ada.id }, { token: family.token });
    expect(again.errors).toBeUndefined();
    const catalog = await server.gql<Catalog>(CATALOG, {}, { token: family.token });
    expect(catalog.data!.catalog.classrooms.find((c) => c.code === 'MA6-FREE')!.enrolledStudentIds).toEqual([family.ada.id]);
  });

  it('a student enrols themself, never someone else', async () => {
    const family = await shopFamily(server);
    const other = await shopFamily(server);
    const mine = await server.gql(ENROLL_FREE, { classroomId: shop.free.id }, { token: family.studentToken });
    expect(mine.errors).toBeUndefined();
    const theirs = await server.gql(ENROLL_FREE, { classroomId: shop.free.id, studentId: other.ada.id }, { token: family.studentToken });
    expect(errorCode(theirs)).toBe('FORBIDDEN');
  });

  it("refuses a full class, a paid class and another family's student with the spec's texts", async () => {
    const family = await shopFamily(server);
    const other = await shopFamily(server);
    // Two seats: taken by the two tests above.
    const full = await server.gql(ENROLL_FREE, { classroomId: shop.free.id, studentId: family.ben.id }, { token: family.token });
    expect(full.errors?.[0]?.message).toBe('This class is full!');
    const paid = await server.gql(ENROLL_FREE, { classroomId: shop.paid.id, studentId: family.ben.id }, { token: family.token });
    expect(paid.errors?.[0]?.message).toBe('This class is full!');
    const notMine = await server.gql(ENROLL_FREE, { classroomId: shop.free.id, studentId: other.ada.id }, { token: family.token });
    expect(errorCode(notMine)).toBe('NOT_YOUR_STUDENT');
    const noStudent = await server.gql(ENROLL_FREE, { classroomId: shop.free.id }, { token: family.token });
    expect(noStudent.errors?.[0]?.message).toBe('You must select a student');
    const signedOut = await server.gql(ENROLL_FREE, { classroomId: shop.free.id });
    expect(errorCode(signedOut)).toBe('NOT_SIGNED_IN');
  });
});
