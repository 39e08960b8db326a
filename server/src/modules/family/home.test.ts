import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, familyMembers } from '../../db/schema/index.js';
import { createMakeup } from '../../db/seed/factories/attendance.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, enroll, HOUR, signedInEmployee } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { createSession } from '../auth/sessions.service.js';

/** Tuesday 24 November 2026, 9 pm in Los Angeles (the academy's zone); already the 25th in UTC. */
const NOW = new Date('2026-11-25T05:00:00Z');
const at = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

let t: TestServer;
let parent: string;
let otherParent: string;
let studentToken: string;
let adminToken: string;
let ids: { ada: number; ben: number; parentId: number; otherParentId: number };

const UPCOMING = `query ($student: Int!) { upcomingClasses(studentId: $student) {
  lessonId classroomCode title classroomTitle lessonTitle startOn location absent makeup
} }`;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  const { family, parent: mother } = await createFamily(db, { phoneNumber: '+14085550401', email: 'mother401@example.com' });
  await db.insert(familyMembers).values({
    firstName: 'Sam',
    lastName: 'Parent',
    relation: 'FATHER',
    phoneNumber: '+14085550403',
    email: 'father401@example.com',
    familyAccountId: family.id,
  });
  const { parent: other } = await createFamily(db, { phoneNumber: '+14085550402', email: 'other402@example.com' });
  // Born on the 24th: today in Los Angeles, though the 25th has begun in UTC.
  const ada = await createStudent(db, {
    username: 'ada401',
    passwordHash: 'x',
    firstName: 'Ada',
    birthdate: '2014-11-24',
    familyAccountId: family.id,
  });
  const ben = await createStudent(db, {
    username: 'ben402',
    passwordHash: 'x',
    firstName: 'Ben',
    birthdate: '2014-11-25',
    familyAccountId: family.id,
  });
  ids = { ada: ada.id, ben: ben.id, parentId: mother.id, otherParentId: other.id };
  // A day long: the birthday test moves the clock past midnight in Los Angeles.
  parent = (await createSession(db, { userType: 'FAMILY_MEMBER', familyMemberId: mother.id }, { lifetimeSeconds: 86_400, now: NOW })).token;
  otherParent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: other.id }, NOW);
  studentToken = await sessionFor(db, { userType: 'STUDENT', studentId: ada.id }, NOW);
  adminToken = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;

  const ratios = await buildClassroom(db, {
    classroom: { code: 'MA-R', title: 'MA-R: Ratios' },
    firstLessonAt: NOW,
    lessons: [
      { order: 1, title: 'Ended', startOn: at(-48) },
      { order: 2, title: 'Running', startOn: at(-0.5) },
      { order: 3, title: 'Soon', startOn: at(72) },
      { order: 4, title: 'Moved', startOn: at(50) },
      { order: 5, title: 'Too far', startOn: at(8 * 24) },
    ],
  });
  const elsewhere = await buildClassroom(db, {
    classroom: { code: 'MA-X', title: 'MA-X: Ratios, Thursday' },
    firstLessonAt: NOW,
    lessons: [{ order: 4, title: 'Moved', startOn: at(100) }],
  });
  const gone = await buildClassroom(db, {
    classroom: { code: 'MA-G', title: 'MA-G: Gone' },
    firstLessonAt: NOW,
    lessons: [{ order: 1, startOn: at(24) }],
  });
  await enroll(db, ada.id, ratios.classroom.id);
  await enroll(db, ada.id, gone.classroom.id);
  await db.update(enrollments).set({ withdrawnAt: NOW }).where(eq(enrollments.classroomId, gone.classroom.id));
  await createMakeup(db, {
    studentId: ada.id,
    fromLessonId: ratios.lessons[3]!.lesson.id,
    toLessonId: elsewhere.lessons[0]!.lesson.id,
    status: 'SCHEDULED',
  });
});
afterAll(() => t.close());

describe('upcomingClasses (HOME)', () => {
  it("lists the student's lessons that have not ended and start within 7 days, by start, with makeups", async () => {
    const result = await t.gql<{ upcomingClasses: Record<string, unknown>[] }>(UPCOMING, { student: ids.ada }, { token: parent });
    expect(result.errors).toBeUndefined();
    expect(result.data!.upcomingClasses).toEqual([
      {
        lessonId: expect.any(Number) as number,
        classroomCode: 'MA-R',
        title: 'MA-R: Ratios',
        classroomTitle: 'MA-R: Ratios',
        lessonTitle: 'Lesson 2: Running',
        startOn: at(-0.5).toISOString(),
        location: 'Online',
        absent: false,
        makeup: false,
      },
      expect.objectContaining({ lessonTitle: 'Lesson 4: Moved', classroomCode: 'MA-R', absent: true, makeup: false }),
      expect.objectContaining({ lessonTitle: 'Lesson 3: Soon', absent: false, makeup: false }),
      expect.objectContaining({
        title: 'Make up lesson',
        // As on SCHEDULE: the makeup names the class it stands in for, and is taught in the other one.
        classroomTitle: 'MA-R: Ratios',
        classroomCode: 'MA-X',
        lessonTitle: 'Lesson 4: Moved',
        absent: false,
        makeup: true,
      }),
    ]);
  });

  it('has nothing for a student without classes', async () => {
    const result = await t.gql<{ upcomingClasses: unknown[] }>(UPCOMING, { student: ids.ben }, { token: parent });
    expect(result.data!.upcomingClasses).toEqual([]);
  });

  it("is the family's own: another family does not find the student, others are refused", async () => {
    expect((await t.gql(UPCOMING, { student: ids.ada }, { token: otherParent })).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await t.gql(UPCOMING, { student: ids.ada }, { token: studentToken })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await t.gql(UPCOMING, { student: ids.ada }, { token: adminToken })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('familyBirthdays (the birthday greeting)', () => {
  const BIRTHDAYS = `{ familyBirthdays { date students { id firstName age } } }`;

  it("names the students whose birthday it is today in the academy's time zone", async () => {
    const result = await t.gql<{ familyBirthdays: unknown }>(BIRTHDAYS, {}, { token: parent });
    expect(result.data!.familyBirthdays).toEqual({ date: '2026-11-24', students: [{ id: ids.ada, firstName: 'Ada', age: 12 }] });
  });

  it('moves with the academy day: after midnight in Los Angeles it is the other birthday', async () => {
    t.clock.now = new Date('2026-11-25T09:00:00Z');
    try {
      const result = await t.gql<{ familyBirthdays: unknown }>(BIRTHDAYS, {}, { token: parent });
      expect(result.data!.familyBirthdays).toEqual({ date: '2026-11-25', students: [{ id: ids.ben, firstName: 'Ben', age: 12 }] });
    } finally {
      t.clock.now = NOW;
    }
  });

  it('another family has no birthday of these students; students and staff are refused', async () => {
    const other = await t.gql<{ familyBirthdays: { students: unknown[] } }>(BIRTHDAYS, {}, { token: otherParent });
    expect(other.data!.familyBirthdays.students).toEqual([]);
    expect((await t.gql(BIRTHDAYS, {}, { token: studentToken })).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe("the family's members (PROFILE card)", () => {
  const MEMBERS = `query ($id: Int!) { familyMember(id: $id) { familyAccount { members { firstName relation email } } } }`;

  it('the family sees its parents and guardians', async () => {
    const result = await t.gql<{ familyMember: { familyAccount: { members: unknown[] } } }>(
      MEMBERS,
      { id: ids.parentId },
      { token: parent },
    );
    expect(result.data!.familyMember.familyAccount.members).toEqual([
      { firstName: 'Pat', relation: 'MOTHER', email: 'mother401@example.com' },
      { firstName: 'Sam', relation: 'FATHER', email: 'father401@example.com' },
    ]);
  });

  it("another family's parent cannot reach them", async () => {
    const result = await t.gql(MEMBERS, { id: ids.parentId }, { token: otherParent });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
