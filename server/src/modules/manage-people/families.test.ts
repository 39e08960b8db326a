import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, enrollments, students } from '../../db/schema/index.js';
import { createCredit, createInvoice } from '../../db/seed/factories/billing.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { verifyPassword } from '../auth/passwords.js';
import { createSession } from '../auth/sessions.service.js';

const NOW = new Date('2026-11-22T20:00:00Z');
let t: TestServer;
let admin: { token: string };
let n = 0;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  admin = await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true });
});
afterAll(() => t.close());

async function newFamily() {
  n += 1;
  const tag = `${Date.now().toString(36)}${n}`;
  const { family, parent } = await createFamily(t.services.db, {
    firstName: 'Marta',
    lastName: `Quill${tag}`,
    phoneNumber: `+1555${String(1000000 + n * 7919).slice(-7)}`,
    email: `marta${tag}@home.test`,
  });
  const student = await createStudent(t.services.db, {
    username: `kid${tag}`,
    passwordHash: 'x',
    firstName: 'Ollie',
    lastName: `Quill${tag}`,
    familyAccountId: family.id,
  });
  return { family, parent, student, tag };
}

async function newClass(max: number | null) {
  n += 1;
  const { classroom } = await buildClassroom(t.services.db, {
    classroom: { code: `MA${n}-X`, title: `MA${n}-X: Algebra`, enrollmentMax: max, startDate: '2027-01-10', endDate: '2027-03-20' },
    firstLessonAt: new Date('2027-01-10T17:00:00Z'),
    lessons: [],
  });
  return classroom;
}

const SEARCH = `query ($q: String!) { searchFamilies(query: $q) { familyAccountId parents students { id username } } }`;
const FAMILY = `query ($id: Int!) { manageFamily(familyAccountId: $id) {
  id parents { email primary } students { id username enrolments { id code withdrawnAt paid } } invoices { id } credits { id }
} }`;
const ENROL = `mutation ($s: Int!, $c: String!) { enrolStudentByHand(studentId: $s, classroomCode: $c) { id withdrawnAt } }`;
const WITHDRAW = `mutation ($e: Int!) { withdrawStudentByHand(enrollmentId: $e) { id withdrawnAt } }`;
const RESET = `mutation ($s: Int!) { resetStudentPassword(studentId: $s) { username temporaryPassword } }`;

type Hits = { searchFamilies: { familyAccountId: number; students: { username: string }[] }[] };

describe('family search', () => {
  it('finds a family by parent name, student username, phone and email', async () => {
    const { family, parent, student, tag } = await newFamily();
    for (const q of [`marta quill${tag}`, student.username.toUpperCase(), parent.phoneNumber.slice(2), parent.email, `ollie Quill${tag}`]) {
      const result = await t.gql<Hits>(SEARCH, { q }, { token: admin.token });
      expect(result.errors, q).toBeUndefined();
      expect(
        result.data?.searchFamilies.map((h) => h.familyAccountId),
        q,
      ).toContain(family.id);
    }
  });

  it('asks for two characters, treats % and _ as text, and finds nothing for an unknown name', async () => {
    expect(errorCode(await t.gql(SEARCH, { q: ' a ' }, { token: admin.token }))).toBe('SEARCH_TOO_SHORT');
    expect((await t.gql<Hits>(SEARCH, { q: '%%' }, { token: admin.token })).data?.searchFamilies).toEqual([]);
    expect((await t.gql<Hits>(SEARCH, { q: 'zzqqxx' }, { token: admin.token })).data?.searchFamilies).toEqual([]);
  });

  it('finds a parent by any run of digits of the phone, typed with or without punctuation', async () => {
    const { family, parent } = await newFamily();
    const local = parent.phoneNumber.slice(2); // 10 digits
    for (const q of [
      local.slice(3, 7),
      `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`,
      `${local.slice(4, 6)}-${local.slice(6, 9)}`,
    ]) {
      const result = await t.gql<Hits>(SEARCH, { q }, { token: admin.token });
      expect(result.errors, q).toBeUndefined();
      expect(
        result.data?.searchFamilies.map((h) => h.familyAccountId),
        q,
      ).toContain(family.id);
    }
    // Digits that are in no number find nobody; two digits are too few to search by.
    expect((await t.gql<Hits>(SEARCH, { q: '0000000000000' }, { token: admin.token })).data?.searchFamilies).toEqual([]);
  });

  it('is refused to a teacher', async () => {
    const teacher = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
    expect(errorCode(await t.gql(SEARCH, { q: 'marta' }, { token: teacher.token }))).toBe('FORBIDDEN');
  });
});

type Family = { manageFamily: { students: { enrolments: { id: number; code: string; withdrawnAt: string | null; paid: boolean }[] }[] } };

describe('enrol and withdraw by hand', () => {
  it('enrols a student, shows it on the family page, withdraws it and enrols again, with audit entries', async () => {
    const { family, student } = await newFamily();
    const classroom = await newClass(5);
    const enrolled = await t.gql<{ enrolStudentByHand: { id: number } }>(
      ENROL,
      { s: student.id, c: classroom.code.toLowerCase() },
      { token: admin.token },
    );
    expect(enrolled.errors).toBeUndefined();
    const page = await t.gql<Family>(FAMILY, { id: family.id }, { token: admin.token });
    expect(page.data?.manageFamily.students[0]?.enrolments).toMatchObject([{ code: classroom.code, withdrawnAt: null, paid: false }]);
    expect(errorCode(await t.gql(ENROL, { s: student.id, c: classroom.code }, { token: admin.token }))).toBe('STUDENT_ALREADY_IN_CLASS');

    const id = enrolled.data!.enrolStudentByHand.id;
    const out = await t.gql<{ withdrawStudentByHand: { withdrawnAt: string | null } }>(WITHDRAW, { e: id }, { token: admin.token });
    expect(out.data?.withdrawStudentByHand.withdrawnAt).toBeTruthy();
    expect(errorCode(await t.gql(WITHDRAW, { e: id }, { token: admin.token }))).toBe('NOT_ENROLLED_ACTIVE');
    const back = await t.gql<{ enrolStudentByHand: { id: number; withdrawnAt: null } }>(
      ENROL,
      { s: student.id, c: classroom.code },
      { token: admin.token },
    );
    expect(back.data?.enrolStudentByHand).toEqual({ id, withdrawnAt: null });
    const actions = await t.services.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));
    expect(actions.map((a) => a.action)).toEqual(['enrollment.create', 'enrollment.withdraw', 'enrollment.create']);
  });

  it('holds the seat limit like payment, also when two enrolments race for the last seat', async () => {
    const classroom = await newClass(1);
    const [a, b, c] = [await newFamily(), await newFamily(), await newFamily()];
    const results = await Promise.all(
      [a, b].map(({ student }) => t.gql(ENROL, { s: student.id, c: classroom.code }, { token: admin.token })),
    );
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    expect(['CLASS_FULL_NAMED', 'CLASS_FULL']).toContain(errorCode(results.find((r) => r.errors)!));
    expect(errorCode(await t.gql(ENROL, { s: c.student.id, c: classroom.code }, { token: admin.token }))).toBe('CLASS_FULL_NAMED');
    const held = await t.services.db.select().from(enrollments).where(eq(enrollments.classroomId, classroom.id));
    expect(held).toHaveLength(1);
  });

  it("lists the class's enrolled students with their families, by name, without the withdrawn", async () => {
    const classroom = await newClass(null);
    const [a, b] = [await newFamily(), await newFamily()];
    const ids: number[] = [];
    for (const { student } of [a, b]) {
      const result = await t.gql<{ enrolStudentByHand: { id: number } }>(
        ENROL,
        { s: student.id, c: classroom.code },
        { token: admin.token },
      );
      ids.push(result.data!.enrolStudentByHand.id);
    }
    await t.gql(WITHDRAW, { e: ids[1] }, { token: admin.token });
    const CLASS_STUDENTS = `query ($id: Int!) { manageClassroom(id: $id) { students { studentId username familyAccountId status paid } } }`;
    const page = await t.gql<{ manageClassroom: { students: unknown[] } }>(CLASS_STUDENTS, { id: classroom.id }, { token: admin.token });
    expect(page.errors).toBeUndefined();
    expect(page.data!.manageClassroom.students).toEqual([
      { studentId: a.student.id, username: a.student.username, familyAccountId: a.family.id, status: 'PAID', paid: false },
    ]);
  });

  it('refuses an unknown student, an unknown class and a closed one', async () => {
    const { student } = await newFamily();
    expect(errorCode(await t.gql(ENROL, { s: student.id, c: 'NOPE-1' }, { token: admin.token }))).toBe('CLASSROOM_NOT_FOUND');
    const classroom = await newClass(null);
    expect(errorCode(await t.gql(ENROL, { s: 999999, c: classroom.code }, { token: admin.token }))).toBe('STUDENT_NOT_FOUND');
    const closed = await newClass(null);
    const { classrooms } = await import('../../db/schema/index.js');
    await t.services.db.update(classrooms).set({ status: 'CLOSED' }).where(eq(classrooms.id, closed.id));
    expect(errorCode(await t.gql(ENROL, { s: student.id, c: closed.code }, { token: admin.token }))).toBe('CLASSROOM_NOT_FOUND');
  });
});

describe('student password reset', () => {
  it('gives a temporary password the student must change, and ends their sessions', async () => {
    const { student } = await newFamily();
    const { token } = await createSession(
      t.services.db,
      { userType: 'STUDENT', studentId: student.id },
      { lifetimeSeconds: 3600, now: NOW },
    );
    const reset = await t.gql<{ resetStudentPassword: { username: string; temporaryPassword: string } }>(
      RESET,
      { s: student.id },
      { token: admin.token },
    );
    expect(reset.errors).toBeUndefined();
    const [row] = await t.services.db
      .select()
      .from(students)
      .where(and(eq(students.id, student.id)));
    expect(row?.mustChangePassword).toBe(true);
    expect(await verifyPassword(row!.passwordHash, reset.data!.resetStudentPassword.temporaryPassword)).toBe(true);
    expect((await t.gql<{ me: unknown }>(`{ me { __typename } }`, {}, { token })).data?.me ?? null).toBeNull();
    const [entry] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'student.password_reset'));
    expect(JSON.stringify(entry)).not.toContain(reset.data!.resetStudentPassword.temporaryPassword);
    expect(errorCode(await t.gql(RESET, { s: 999999 }, { token: admin.token }))).toBe('STUDENT_NOT_FOUND');
  });
});

describe('family page invoices and credits', () => {
  const PAGE = `query ($id: Int!, $o: Int!) { manageFamily(familyAccountId: $id) {
    recordCounts { invoices credits } invoices(offset: $o) { invoiceNumber issueDate } credits(offset: $o, limit: 5) { creditNumber issueDate } } }`;
  type Page = {
    manageFamily: {
      recordCounts: { invoices: number; credits: number };
      invoices: { invoiceNumber: string; issueDate: string }[];
      credits: { creditNumber: string; issueDate: string }[];
    };
  };

  it('come a page at a time, newest first, with their counts', async () => {
    const { family } = await newFamily();
    for (let day = 1; day <= 12; day += 1) {
      const issueDate = new Date(Date.UTC(2026, 9, day, 18));
      await createInvoice(t.services.db, {
        familyAccountId: family.id,
        invoiceNumber: `INV-P${family.id}-${day}`,
        status: 'PAID',
        issueDate,
      });
      if (day <= 7) await createCredit(t.services.db, { familyAccountId: family.id, creditNumber: `CR-P${family.id}-${day}`, issueDate });
    }
    const first = await t.gql<Page>(PAGE, { id: family.id, o: 0 }, { token: admin.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.manageFamily.recordCounts).toEqual({ invoices: 12, credits: 7 });
    expect(first.data!.manageFamily.invoices.map((i) => i.invoiceNumber)).toEqual(
      [12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((day) => `INV-P${family.id}-${day}`),
    );
    expect(first.data!.manageFamily.invoices[0]!.issueDate).toBe('2026-10-12T18:00:00.000Z');
    expect(first.data!.manageFamily.credits.map((c) => c.creditNumber)).toEqual([7, 6, 5, 4, 3].map((day) => `CR-P${family.id}-${day}`));
    const second = await t.gql<Page>(PAGE, { id: family.id, o: 10 }, { token: admin.token });
    expect(second.data!.manageFamily.invoices.map((i) => i.invoiceNumber)).toEqual([`INV-P${family.id}-2`, `INV-P${family.id}-1`]);
  });
});
