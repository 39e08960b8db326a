import { messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { locations, students } from '../../db/schema/index.js';
import { addInstructor, createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import { createEnrollment } from '../../db/seed/factories/learning.js';
import { createIssue } from '../../db/seed/factories/messages.js';
import { createEmployee, createFamily, createLocation, createStudent } from '../../db/seed/factories/people.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const STUDENT = `query ($id: Int!) { student(id: $id) { id username firstName school grade gradeUpdated birthdate imageUrl location { street city state zip country } } }`;
const UPDATE = `mutation ($id: Int!, $input: StudentProfileInput!) {
  updateStudent(id: $id, input: $input) { id school grade birthdate gradeUpdated imageUrl location { id street city state zip country } }
}`;
const FAMILY_MEMBER = `query ($id: Int!) { familyMember(id: $id) { id firstName phoneNumber email
  familyAccount { id status location { street city state zip country } students { id firstName } primaryFamilyMember { id } } } }`;
const EMPLOYEE = `query ($id: Int!) { employee(id: $id) { id firstName position workEmail isTeacher isAdminOfSOLVE } }`;

const today = new Date('2026-05-01T12:00:00Z');
const input = {
  school: 'Hoover Middle School',
  grade: 8,
  birthdate: '2012-09-14',
  street: '12 Oak Ave',
  city: 'Palo Alto',
  state: 'CA',
  zip: '94301',
  country: 'USA',
};

let server: TestServer;
const ids = { ada: 0, ben: 0, cy: 0, parent: 0, otherParent: 0, family: 0, teacher: 0, admin: 0, office: 0 };
const tokens = { ada: '', ben: '', cy: '', parent: '', otherParent: '', teacher: '', admin: '' };

beforeAll(async () => {
  server = await startTestServer({ now: today });
  const db = server.services.db;
  const home = await createLocation(db, { street: '1 Family Way' });
  const { family, parent } = await createFamily(db, { phoneNumber: '+15550100001', email: 'pat@example.com' }, { locationId: home.id });
  const other = await createFamily(db, { phoneNumber: '+15550100002', email: 'kim@example.com' });
  const ada = await createStudent(db, {
    username: 'adaL123',
    passwordHash: 'x',
    firstName: 'Ada',
    familyAccountId: family.id,
    gradeUpdated: false,
  });
  const ben = await createStudent(db, { username: 'benL456', passwordHash: 'x', firstName: 'Ben', familyAccountId: family.id });
  const cy = await createStudent(db, { username: 'cyK789', passwordHash: 'x', firstName: 'Cy', familyAccountId: other.family.id });
  const teacher = await createEmployee(db, { workEmail: 'teach@solve.test', passwordHash: 'x', isTeacher: true });
  const admin = await createEmployee(db, { workEmail: 'admin@solve.test', passwordHash: 'x', isAdminOfSolve: true });
  const office = await createEmployee(db, { workEmail: 'office@solve.test', passwordHash: 'x', isOfficeUser: true });
  Object.assign(ids, { ada: ada.id, ben: ben.id, cy: cy.id, parent: parent.id, otherParent: other.parent.id, family: family.id });
  Object.assign(ids, { teacher: teacher.id, admin: admin.id, office: office.id });
  tokens.ada = await sessionFor(db, { userType: 'STUDENT', studentId: ada.id }, today);
  tokens.ben = await sessionFor(db, { userType: 'STUDENT', studentId: ben.id }, today);
  tokens.cy = await sessionFor(db, { userType: 'STUDENT', studentId: cy.id }, today);
  tokens.parent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, today);
  tokens.otherParent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: other.parent.id }, today);
  tokens.teacher = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: teacher.id }, today);
  tokens.admin = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: admin.id }, today);
});

afterAll(() => server.close());

async function studentRow(id: number) {
  const [row] = await server.services.db.select().from(students).where(eq(students.id, id));
  return row!;
}

describe('reading profiles', () => {
  it('a student reads their own profile', async () => {
    const result = await server.gql<{ student: { username: string; location: null } }>(STUDENT, { id: ids.ada }, { token: tokens.ada });
    expect(result.errors).toBeUndefined();
    expect(result.data?.student).toMatchObject({ username: 'adaL123', firstName: 'Ada', location: null });
  });

  it('never offers password hashes', async () => {
    const result = await server.gql(`query ($id: Int!) { student(id: $id) { passwordHash } }`, { id: ids.ada }, { token: tokens.ada });
    expect(result.errors?.[0]?.message).toMatch(/passwordHash/);
    expect(result.data ?? null).toBeNull();
  });

  it('a student cannot read another student, not even a sibling', async () => {
    for (const id of [ids.ben, ids.cy, 999_999]) {
      const result = await server.gql(STUDENT, { id }, { token: tokens.ada });
      expect(errorCode(result)).toBe('FORBIDDEN');
      expect(result.errors?.[0]?.message).toBe(messages.FORBIDDEN);
    }
  });

  it('a parent reads the students of their family only', async () => {
    expect((await server.gql(STUDENT, { id: ids.ben }, { token: tokens.parent })).data?.student).toMatchObject({ firstName: 'Ben' });
    expect(errorCode(await server.gql(STUDENT, { id: ids.cy }, { token: tokens.parent }))).toBe('FORBIDDEN');
  });

  it('admins read any student; a missing id is NOT_FOUND for them', async () => {
    expect((await server.gql(STUDENT, { id: ids.cy }, { token: tokens.admin })).data?.student).toMatchObject({ firstName: 'Cy' });
    expect(errorCode(await server.gql(STUDENT, { id: 999_999 }, { token: tokens.admin }))).toBe('NOT_FOUND');
  });

  it('instructors read the students they have (their classes, their inbox), and no others', async () => {
    const db = server.services.db;
    const course = await createCourse(db);
    const taught = await createClassroom(db, { courseId: course.id });
    const other = await createClassroom(db, { courseId: course.id });
    const instructor = await createEmployee(db, { workEmail: 'has-students@solve.test', passwordHash: 'x', isTeacher: true });
    await addInstructor(db, { classroomId: taught.id, employeeId: instructor.id });
    const token = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: instructor.id }, today);
    const read = async (id: number) => server.gql<{ student: { firstName: string } }>(STUDENT, { id }, { token });
    const student = (name: string) => createStudent(db, { username: `${name}H1`, passwordHash: 'x', firstName: name });

    const enrolled = await student('Eve');
    await createEnrollment(db, { studentId: enrolled.id, classroomId: taught.id });
    const withdrawn = await student('Finn');
    await createEnrollment(db, { studentId: withdrawn.id, classroomId: taught.id, withdrawnAt: today });
    const askedInClass = await student('Gus');
    await createIssue(db, { studentId: askedInClass.id, classroomId: taught.id, issueType: 'NEED_HELP' });
    const askedThem = await student('Hal');
    await createIssue(db, { studentId: askedThem.id, classroomId: other.id, issueType: 'NEED_HELP', responsibleEmployeeId: instructor.id });
    for (const { id, firstName } of [enrolled, withdrawn, askedInClass, askedThem]) {
      expect((await read(id)).data?.student).toMatchObject({ firstName });
    }

    const elsewhere = await student('Ivy');
    await createEnrollment(db, { studentId: elsewhere.id, classroomId: other.id });
    await createIssue(db, { studentId: elsewhere.id, classroomId: other.id, issueType: 'NEED_HELP' });
    // Another class's student, one with no class at all, and an id that does not exist look the same.
    for (const id of [elsewhere.id, ids.cy, 999_999]) {
      const refused = await read(id);
      expect(errorCode(refused)).toBe('FORBIDDEN');
      expect(refused.data?.student ?? null).toBeNull();
    }
  });

  it("birth date and home address: instructors of the student's class and admins see them, other staff do not", async () => {
    const db = server.services.db;
    const street = await createLocation(db, { street: '7 Private Lane' });
    const dee = await createStudent(db, {
      username: 'deeP321',
      passwordHash: 'x',
      firstName: 'Dee',
      birthdate: '2013-04-05',
      locationId: street.id,
    });
    const course = await createCourse(db);
    const classroom = await createClassroom(db, { courseId: course.id });
    const otherClassroom = await createClassroom(db, { courseId: course.id });
    await createEnrollment(db, { studentId: dee.id, classroomId: classroom.id });
    const staff = async (values: { workEmail: string; isTeacher?: boolean; isOfficeUser?: boolean }, classroomId?: number) => {
      const employee = await createEmployee(db, { ...values, passwordHash: 'x' });
      if (classroomId !== undefined) await addInstructor(db, { classroomId, employeeId: employee.id });
      return sessionFor(db, { userType: 'EMPLOYEE', employeeId: employee.id }, today);
    };
    const seen = async (token: string) => {
      const result = await server.gql<{ student: { firstName: string; birthdate: string | null; location: { street: string } | null } }>(
        STUDENT,
        { id: dee.id },
        { token },
      );
      expect(result.errors).toBeUndefined();
      return result.data!.student;
    };
    const teaching = await staff({ workEmail: 'teaches-dee@solve.test', isTeacher: true }, classroom.id);
    expect(await seen(teaching)).toMatchObject({ birthdate: '2013-04-05', location: { street: '7 Private Lane' } });
    expect(await seen(tokens.admin)).toMatchObject({ birthdate: '2013-04-05', location: { street: '7 Private Lane' } });
    const notTeaching = await staff({ workEmail: 'teaches-other@solve.test', isTeacher: true }, otherClassroom.id);
    const office = await staff({ workEmail: 'office-dee@solve.test', isOfficeUser: true });
    // Staff who do not have the student cannot look them up at all.
    for (const token of [notTeaching, office, tokens.teacher]) {
      expect(errorCode(await server.gql(STUDENT, { id: dee.id }, { token }))).toBe('FORBIDDEN');
    }
    // An instructor who has the student only through their inbox sees the profile without them.
    const inboxOnly = await createEmployee(db, { workEmail: 'inbox-dee@solve.test', passwordHash: 'x', isTeacher: true });
    await createIssue(db, {
      studentId: dee.id,
      classroomId: otherClassroom.id,
      issueType: 'NEED_HELP',
      responsibleEmployeeId: inboxOnly.id,
    });
    const inboxToken = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: inboxOnly.id }, today);
    expect(await seen(inboxToken)).toMatchObject({ firstName: 'Dee', birthdate: null, location: null });
  });

  it('signed out callers are asked to sign in', async () => {
    expect(errorCode(await server.gql(STUDENT, { id: ids.ada }))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await server.gql(EMPLOYEE, { id: ids.teacher }))).toBe('NOT_SIGNED_IN');
  });

  it('an employee reads themself; admins read anyone; others nobody', async () => {
    expect((await server.gql(EMPLOYEE, { id: ids.teacher }, { token: tokens.teacher })).data?.employee).toMatchObject({
      workEmail: 'teach@solve.test',
      isTeacher: true,
    });
    expect(errorCode(await server.gql(EMPLOYEE, { id: ids.admin }, { token: tokens.teacher }))).toBe('FORBIDDEN');
    expect((await server.gql(EMPLOYEE, { id: ids.office }, { token: tokens.admin })).data?.employee).toMatchObject({ id: ids.office });
    expect(errorCode(await server.gql(EMPLOYEE, { id: ids.teacher }, { token: tokens.parent }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(EMPLOYEE, { id: ids.teacher }, { token: tokens.ada }))).toBe('FORBIDDEN');
  });

  it('a family member reads their family with its address and students', async () => {
    const result = await server.gql<{ familyMember: { familyAccount: { students: { firstName: string }[] } } }>(
      FAMILY_MEMBER,
      { id: ids.parent },
      { token: tokens.parent },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data?.familyMember).toMatchObject({
      phoneNumber: '+15550100001',
      email: 'pat@example.com',
      familyAccount: {
        id: ids.family,
        status: 'ACTIVE',
        location: { street: '1 Family Way', state: 'CA' },
        primaryFamilyMember: { id: ids.parent },
      },
    });
    expect(result.data?.familyMember.familyAccount.students.map((s) => s.firstName)).toEqual(['Ada', 'Ben']);
  });

  it('nobody outside the family reads a family member', async () => {
    expect(errorCode(await server.gql(FAMILY_MEMBER, { id: ids.parent }, { token: tokens.otherParent }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(FAMILY_MEMBER, { id: ids.parent }, { token: tokens.cy }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(FAMILY_MEMBER, { id: 999_999 }, { token: tokens.parent }))).toBe('FORBIDDEN');
  });
});

describe('editing the student profile', () => {
  it('saves the form, creates the address row, and marks the grade as confirmed', async () => {
    const result = await server.gql<{ updateStudent: { location: { id: number } } }>(UPDATE, { id: ids.ada, input }, { token: tokens.ada });
    expect(result.errors).toBeUndefined();
    expect(result.data?.updateStudent).toMatchObject({
      school: 'Hoover Middle School',
      grade: 8,
      birthdate: '2012-09-14',
      gradeUpdated: true,
      location: { street: '12 Oak Ave', city: 'Palo Alto', state: 'CA', zip: '94301', country: 'USA' },
    });
    const locationId = result.data!.updateStudent.location.id;
    const again = await server.gql<{ updateStudent: { location: { id: number; street: string } } }>(
      UPDATE,
      { id: ids.ada, input: { ...input, grade: 0, street: '  14 Oak Ave ', birthdate: null } },
      { token: tokens.ada },
    );
    expect(again.data?.updateStudent).toMatchObject({ grade: 0, birthdate: null, location: { id: locationId, street: '14 Oak Ave' } });
    expect(await server.services.db.select().from(locations).where(eq(locations.id, locationId))).toHaveLength(1);
  });

  it('a student cannot change another student', async () => {
    const before = await studentRow(ids.ben);
    const result = await server.gql(UPDATE, { id: ids.ben, input }, { token: tokens.ada });
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(await studentRow(ids.ben)).toEqual(before);
  });

  it('family members cannot edit profiles, not even their own students', async () => {
    const before = await studentRow(ids.ben);
    expect(errorCode(await server.gql(UPDATE, { id: ids.ben, input }, { token: tokens.parent }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, { id: ids.ben, input }, { token: tokens.admin }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(UPDATE, { id: ids.ben, input }))).toBe('NOT_SIGNED_IN');
    expect(await studentRow(ids.ben)).toEqual(before);
  });

  it.each([
    [{ grade: 13 }, 'INVALID_GRADE'],
    [{ grade: -1 }, 'INVALID_GRADE'],
    [{ birthdate: '2012-02-30' }, 'INVALID_BIRTHDATE'],
    [{ birthdate: '1950-01-01' }, 'INVALID_BIRTHDATE'],
    [{ birthdate: '2027-01-01' }, 'INVALID_BIRTHDATE'],
    [{ state: 'ZZ' }, 'INVALID_STATE'],
    [{ zip: 'ABCDE' }, 'INVALID_ZIP'],
  ] as const)('bad input %o is refused with %s and changes nothing', async (change, code) => {
    const before = await studentRow(ids.cy);
    const result = await server.gql(UPDATE, { id: ids.cy, input: { ...input, ...change } }, { token: tokens.cy });
    expect(errorCode(result)).toBe(code);
    expect(result.errors?.[0]?.message).toBe(messages[code]);
    expect(await studentRow(ids.cy)).toEqual(before);
  });

  it('a school too long is refused, naming the field and its limit, and changes nothing', async () => {
    const before = await studentRow(ids.cy);
    const result = await server.gql(UPDATE, { id: ids.cy, input: { ...input, school: 'x'.repeat(500) } }, { token: tokens.cy });
    expect(errorCode(result)).toBe('FIELD_TOO_LONG');
    expect(result.errors?.[0]?.message).toBe('School can be at most 120 characters.');
    expect(await studentRow(ids.cy)).toEqual(before);
  });

  it('the employee profile edit saves nothing and answers the profile, for the employee only', async () => {
    const mutation = `mutation ($id: Int!) { updateEmployee(id: $id) { id workEmail } }`;
    expect((await server.gql(mutation, { id: ids.teacher }, { token: tokens.teacher })).data).toEqual({
      updateEmployee: { id: ids.teacher, workEmail: 'teach@solve.test' },
    });
    expect(errorCode(await server.gql(mutation, { id: ids.teacher }, { token: tokens.admin }))).toBe('FORBIDDEN');
    expect(errorCode(await server.gql(mutation, { id: ids.teacher }, { token: tokens.ada }))).toBe('FORBIDDEN');
  });
});
