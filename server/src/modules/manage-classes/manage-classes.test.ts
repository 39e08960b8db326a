import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyHolidays, auditLog, classrooms, enrollments } from '../../db/schema/index.js';
import { createCourse, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { createSubmission } from '../../db/seed/factories/learning.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { enroll, signedInEmployee, signedInStudent } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-10-01T18:00:00Z');

const CLASS_FIELDS = `id code status year quarter meets startTime endTime paidCount instructorIds leadInstructorId
  lessons { id order title date startTime endTime startOn webinarUrl assignments { id title status start { date time } due { date time } } }`;
const CREATE = `mutation ($input: ClassroomInput!) { createClassroom(input: $input) { ${CLASS_FIELDS} } }`;
const GENERATE = `mutation ($id: Int!) { generateLessons(classroomId: $id) { ${CLASS_FIELDS} } }`;
const STATUS = `mutation ($id: Int!, $status: ClassroomStatus!) { changeClassroomStatus(id: $id, status: $status) { status } }`;
const UPDATE_LESSON = `mutation ($id: Int!, $input: LessonInput!) { updateLesson(id: $id, input: $input) { ${CLASS_FIELDS} } }`;
const LIST = `query ($search: String) { manageClassrooms(search: $search) { id code enrollmentCount lessonCount leadInstructor } }`;

interface Lesson {
  id: number;
  order: number;
  date: string;
  startTime: string;
  endTime: string;
  startOn: string;
  webinarUrl: string | null;
  assignments: {
    id: number;
    title: string;
    status: string;
    start: { date: string; time: string } | null;
    due: { date: string; time: string } | null;
  }[];
}
interface Managed {
  id: number;
  code: string;
  status: string;
  meets: string;
  paidCount: number;
  instructorIds: number[];
  leadInstructorId: number;
  lessons: Lesson[];
}

let t: TestServer;
let admin: string;
let teacher: string;
let teacherId: number;
let otherTeacher: string;
let otherTeacherId: number;
let courseId: number;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db, { catalogYear: 2026, catalogQuarter: 'FALL', nextYear: 2027, nextQuarter: 'WINTER' });
  admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  const a = await signedInEmployee(db, NOW, { isTeacher: true });
  const b = await signedInEmployee(db, NOW, { isTeacher: true });
  [teacher, teacherId, otherTeacher, otherTeacherId] = [a.token, a.employee.id, b.token, b.employee.id];
  const course = await createCourse(db, { title: 'Algebra 1' });
  courseId = course.id;
  for (let order = 1; order <= 4; order += 1) {
    const plan = await createLessonPlan(db, { courseId, order, title: `Lesson ${order}` });
    await createProblemSet(db, { lessonPlanId: plan.id, title: `Homework ${order}`, kind: 'HOMEWORK' });
  }
  // The Wednesday after clocks go back (November 1, 2026) is a holiday.
  await db.insert(academyHolidays).values({ date: '2026-11-04', name: 'Staff day' });
}, 60_000);
afterAll(() => t.close());

let sequence = 0;
function classInput(values: Record<string, unknown> = {}) {
  sequence += 1;
  return {
    courseId,
    code: `MA1-${sequence}`,
    title: `MA1: Algebra 1 (${sequence})`,
    year: 2026,
    quarter: 'FALL',
    session: 'Fall',
    teachingStyle: 'CLASSROOM',
    weekdays: [1, 3],
    startTime: '16:00',
    endTime: '17:30',
    startDate: '2026-10-26',
    endDate: '2026-12-18',
    tuitionCents: 60000,
    earlyBirdTuitionCents: 55000,
    enrollmentMax: 12,
    leadInstructorId: teacherId,
    instructorIds: [],
    onCatalog: true,
    ...values,
  };
}

async function createClass(values: Record<string, unknown> = {}): Promise<Managed> {
  const result = await t.gql<{ createClassroom: Managed }>(CREATE, { input: classInput(values) }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.createClassroom;
}

async function generate(id: number, token = admin): Promise<Managed> {
  const result = await t.gql<{ generateLessons: Managed }>(GENERATE, { id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.generateLessons;
}

const auditActions = async (entityType: string, entityId: number) =>
  (
    await t.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, entityType), eq(auditLog.entityId, String(entityId))))
  ).map((row) => row.action);

describe('creating a classroom from a course', () => {
  it('publishes it with every field, its teachers and an audit record', async () => {
    const created = await createClass({ instructorIds: [otherTeacherId] });
    expect(created).toMatchObject({
      status: 'PUBLISHED',
      meets: 'Mon & Wed',
      leadInstructorId: teacherId,
      instructorIds: [otherTeacherId],
    });
    expect(created.lessons).toEqual([]);
    expect(await auditActions('classroom', created.id)).toEqual(['classroom.create']);
  });

  it('refuses bad input with its own words and writes nothing', async () => {
    const before = (await t.services.db.select().from(classrooms)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ weekdays: [] }, 'CLASSROOM_NEEDS_MEETING_DAYS'],
      [{ startTime: '17:00', endTime: '16:00' }, 'CLASSROOM_TIMES_ORDER'],
      [{ endDate: '2026-10-01' }, 'CLASSROOM_DATES_ORDER'],
      [{ earlyBirdTuitionCents: 70000 }, 'EARLY_BIRD_ABOVE_TUITION'],
      [{ leadInstructorId: 0 }, 'NOT_AN_INSTRUCTOR_ID'],
      [{ code: 'MA\u0000' }, 'INVALID_TEXT'],
      [{ startTime: '4pm' }, 'INVALID_INPUT'],
      [{ weekdays: [9] }, 'INVALID_INPUT'],
      [{ courseId: 0 }, 'NOT_FOUND'],
    ];
    for (const [values, code] of cases) {
      expect(errorCode(await t.gql(CREATE, { input: classInput(values) }, { token: admin })), code).toBe(code);
    }
    const taken = await createClass();
    expect(errorCode(await t.gql(CREATE, { input: classInput({ code: taken.code }) }, { token: admin }))).toBe('CLASSROOM_CODE_TAKEN');
    expect((await t.services.db.select().from(classrooms)).length).toBe(before + 1);
  });

  it('is for admins only', async () => {
    expect(errorCode(await t.gql(CREATE, { input: classInput() }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { input: classInput() }))).toBe('NOT_SIGNED_IN');
  });
});

describe('generating lessons', () => {
  it('dates one lesson per plan on the meeting days, skips holidays and keeps 4 PM across the clock change', async () => {
    const created = await createClass();
    const generated = await generate(created.id);
    expect(generated.lessons.map((lesson) => [lesson.order, lesson.date, lesson.startTime, lesson.endTime])).toEqual([
      [1, '2026-10-26', '16:00', '17:30'],
      [2, '2026-10-28', '16:00', '17:30'],
      [3, '2026-11-02', '16:00', '17:30'],
      // Wednesday 2026-11-04 is a holiday.
      [4, '2026-11-09', '16:00', '17:30'],
    ]);
    // 4 PM is 23:00 UTC under daylight time and midnight UTC after clocks go back.
    expect(generated.lessons[0]!.startOn).toBe('2026-10-26T23:00:00.000Z');
    expect(generated.lessons[2]!.startOn).toBe('2026-11-03T00:00:00.000Z');
    // Each lesson's problem sets wait, not assigned, due when the next lesson begins.
    expect(generated.lessons[0]!.assignments).toEqual([
      expect.objectContaining({ title: 'Homework 1', status: 'NOT_ASSIGNED', due: { date: '2026-10-28', time: '16:00' } }),
    ]);
    expect(await auditActions('classroom', created.id)).toContain('classroom.generate_lessons');
  });

  it('refuses a schedule too short for the course', async () => {
    const created = await createClass({ startDate: '2026-10-26', endDate: '2026-11-02' });
    const result = await t.gql(GENERATE, { id: created.id }, { token: admin });
    expect(errorCode(result)).toBe('LESSONS_DO_NOT_FIT');
    expect(result.errors![0]!.message).toContain('hold 3 lessons');
  });

  it('lets the class teachers generate, not other instructors', async () => {
    const created = await createClass();
    expect(errorCode(await t.gql(GENERATE, { id: created.id }, { token: otherTeacher }))).toBe('NOT_TEACHING');
    expect((await generate(created.id, teacher)).lessons).toHaveLength(4);
  });

  it('never generates again once students have worked', async () => {
    const created = await createClass();
    const generated = await generate(created.id);
    const student = await signedInStudent(t.services.db, NOW);
    await enroll(t.services.db, student.student.id, created.id);
    await createSubmission(t.services.db, { assignmentId: generated.lessons[0]!.assignments[0]!.id, studentId: student.student.id });
    expect(errorCode(await t.gql(GENERATE, { id: created.id }, { token: admin }))).toBe('LESSONS_HAVE_WORK');
    const remove = `mutation ($id: Int!) { removeAssignment(id: $id) { id } }`;
    expect(errorCode(await t.gql(remove, { id: generated.lessons[0]!.assignments[0]!.id }, { token: admin }))).toBe('ASSIGNMENT_HAS_WORK');
  });
});

describe('editing lessons one by one', () => {
  it("moves a lesson in the academy's zone and records before and after", async () => {
    const created = await createClass();
    const lesson = (await generate(created.id)).lessons[1]!;
    const input = { date: '2026-10-29', startTime: '18:00', endTime: '19:00', webinarUrl: 'https://meet.solve.test/ma1', videoUrl: null };
    const result = await t.gql<{ updateLesson: Managed }>(UPDATE_LESSON, { id: lesson.id, input }, { token: teacher });
    expect(result.errors).toBeUndefined();
    const moved = result.data!.updateLesson.lessons[1]!;
    expect(moved).toMatchObject({ date: '2026-10-29', startTime: '18:00', endTime: '19:00', webinarUrl: 'https://meet.solve.test/ma1' });
    expect(moved.startOn).toBe('2026-10-30T01:00:00.000Z');
    expect(await auditActions('lesson', lesson.id)).toEqual(['lesson.update']);
  });

  it('refuses bad times and links, and other instructors', async () => {
    const created = await createClass();
    const lesson = (await generate(created.id)).lessons[0]!;
    const base = { date: '2026-10-26', startTime: '16:00', endTime: '17:00' };
    expect(errorCode(await t.gql(UPDATE_LESSON, { id: lesson.id, input: { ...base, endTime: '15:00' } }, { token: admin }))).toBe(
      'LESSON_TIMES_ORDER',
    );
    expect(
      errorCode(await t.gql(UPDATE_LESSON, { id: lesson.id, input: { ...base, webinarUrl: 'javascript:alert(1)' } }, { token: admin })),
    ).toBe('INVALID_INPUT');
    expect(errorCode(await t.gql(UPDATE_LESSON, { id: lesson.id, input: base }, { token: otherTeacher }))).toBe('NOT_TEACHING');
    expect(errorCode(await t.gql(UPDATE_LESSON, { id: 0, input: base }, { token: admin }))).toBe('NOT_FOUND');
  });
});

describe('assignments', () => {
  it('assigns one, then the whole class at once', async () => {
    const created = await createClass();
    const lessons = (await generate(created.id)).lessons;
    const first = lessons[0]!.assignments[0]!;
    const one = `mutation ($id: Int!, $input: AssignmentInput!) { updateAssignment(id: $id, input: $input) { ${CLASS_FIELDS} } }`;
    const input = {
      status: 'ASSIGNED',
      graded: true,
      start: { date: '2026-10-26', time: '16:00' },
      due: { date: '2026-11-01', time: '23:59' },
    };
    const single = await t.gql<{ updateAssignment: Managed }>(one, { id: first.id, input }, { token: teacher });
    expect(single.errors).toBeUndefined();
    const statuses = (m: Managed) => m.lessons.map((lesson) => lesson.assignments[0]!.status);
    expect(statuses(single.data!.updateAssignment)).toEqual(['ASSIGNED', 'NOT_ASSIGNED', 'NOT_ASSIGNED', 'NOT_ASSIGNED']);
    expect(single.data!.updateAssignment.lessons[0]!.assignments[0]!.due).toEqual({ date: '2026-11-01', time: '23:59' });
    const bad = { ...input, due: { date: '2026-10-20', time: '10:00' } };
    expect(errorCode(await t.gql(one, { id: first.id, input: bad }, { token: admin }))).toBe('ASSIGNMENT_DATES_ORDER');

    const all = `mutation ($id: Int!) { setClassAssignmentsStatus(classroomId: $id, status: ASSIGNED) { ${CLASS_FIELDS} } }`;
    const whole = await t.gql<{ setClassAssignmentsStatus: Managed }>(all, { id: created.id }, { token: admin });
    expect(statuses(whole.data!.setClassAssignmentsStatus)).toEqual(['ASSIGNED', 'ASSIGNED', 'ASSIGNED', 'ASSIGNED']);
    expect(errorCode(await t.gql(all, { id: created.id }, { token: otherTeacher }))).toBe('NOT_TEACHING');
  });

  it('adds and removes a problem set in a lesson', async () => {
    const created = await createClass();
    const lesson = (await generate(created.id)).lessons[0]!;
    const extra = await createProblemSet(t.services.db, { title: 'Challenge set', kind: 'QUIZ' });
    const add = `mutation ($lessonId: Int!, $setId: Int!) { addAssignment(lessonId: $lessonId, problemSetId: $setId, input: { status: ASSIGNED, graded: false }) { ${CLASS_FIELDS} } }`;
    const added = await t.gql<{ addAssignment: Managed }>(add, { lessonId: lesson.id, setId: extra.id }, { token: admin });
    const titles = added.data!.addAssignment.lessons[0]!.assignments.map((a) => a.title);
    expect(titles).toContain('Challenge set');
    expect(errorCode(await t.gql(add, { lessonId: lesson.id, setId: extra.id }, { token: admin }))).toBe('ASSIGNMENT_EXISTS');
    const id = added.data!.addAssignment.lessons[0]!.assignments.find((a) => a.title === 'Challenge set')!.id;
    const remove = `mutation ($id: Int!) { removeAssignment(id: $id) { ${CLASS_FIELDS} } }`;
    const removed = await t.gql<{ removeAssignment: Managed }>(remove, { id }, { token: admin });
    expect(removed.data!.removeAssignment.lessons[0]!.assignments.map((a) => a.title)).toEqual(['Homework 1']);
  });
});

describe('status transitions', () => {
  it('goes published, opened, closed and never back', async () => {
    const created = await createClass();
    expect(
      (await t.gql<{ changeClassroomStatus: { status: string } }>(STATUS, { id: created.id, status: 'OPENED' }, { token: admin })).data,
    ).toEqual({
      changeClassroomStatus: { status: 'OPENED' },
    });
    const back = await t.gql(STATUS, { id: created.id, status: 'PUBLISHED' }, { token: admin });
    expect(errorCode(back)).toBe('CLASSROOM_BAD_TRANSITION');
    expect(back.errors![0]!.message).toBe('A OPENED class cannot become PUBLISHED.');
    await t.gql(STATUS, { id: created.id, status: 'CLOSED' }, { token: admin });
    expect(errorCode(await t.gql(STATUS, { id: created.id, status: 'OPENED' }, { token: admin }))).toBe('CLASSROOM_BAD_TRANSITION');
    expect(await auditActions('classroom', created.id)).toEqual(['classroom.create', 'classroom.open', 'classroom.close']);
    expect(errorCode(await t.gql(STATUS, { id: created.id, status: 'CLOSED' }, { token: teacher }))).toBe('FORBIDDEN');
  });

  it('deletes a class nobody paid for, only closes one with paid students', async () => {
    const remove = `mutation ($id: Int!) { deleteClassroom(id: $id) }`;
    const paid = await createClass();
    const student = await signedInStudent(t.services.db, NOW);
    await enroll(t.services.db, student.student.id, paid.id, 'PAID');
    expect(errorCode(await t.gql(remove, { id: paid.id }, { token: admin }))).toBe('CLASSROOM_HAS_PAID_STUDENTS');
    expect((await t.services.db.select().from(enrollments).where(eq(enrollments.classroomId, paid.id))).length).toBe(1);
    expect((await t.gql(STATUS, { id: paid.id, status: 'CLOSED' }, { token: admin })).errors).toBeUndefined();

    const empty = await createClass();
    await generate(empty.id);
    expect((await t.gql(remove, { id: empty.id }, { token: admin })).data).toEqual({ deleteClassroom: true });
    expect(await t.services.db.select().from(classrooms).where(eq(classrooms.id, empty.id))).toEqual([]);
    expect(await auditActions('classroom', empty.id)).toContain('classroom.delete');
  });
});

describe('the class list and the catalog', () => {
  it('shows admins every class and instructors the ones they teach', async () => {
    const fresh = await signedInEmployee(t.services.db, NOW, { isTeacher: true });
    const mine = await createClass({ leadInstructorId: fresh.employee.id, code: 'LIST-OTHER' });
    const adminList = await t.gql<{ manageClassrooms: { id: number }[] }>(LIST, {}, { token: admin });
    expect(adminList.errors).toBeUndefined();
    expect(adminList.data!.manageClassrooms.map((row) => row.id)).toContain(mine.id);
    const theirs = await t.gql<{ manageClassrooms: { id: number; leadInstructor: string }[] }>(LIST, {}, { token: fresh.token });
    expect(theirs.data!.manageClassrooms.map((row) => row.id)).toEqual([mine.id]);
    const search = await t.gql<{ manageClassrooms: { code: string }[] }>(LIST, { search: 'list-oth' }, { token: admin });
    expect(search.data!.manageClassrooms.map((row) => row.code)).toEqual(['LIST-OTHER']);
    expect(errorCode(await t.gql(LIST, {}, { token: (await signedInStudent(t.services.db, NOW)).token }))).toBe('FORBIDDEN');
  });

  it('puts a published class on the catalog, and a class off the catalog nowhere', async () => {
    const onSale = await createClass({ code: 'CAT-ON' });
    const hidden = await createClass({ code: 'CAT-OFF', onCatalog: false });
    const catalog = await t.gql<{ catalog: { classrooms: { id: number }[] } }>(`{ catalog { classrooms { id } } }`);
    const ids = catalog.data!.catalog.classrooms.map((row) => row.id);
    expect(ids).toContain(onSale.id);
    expect(ids).not.toContain(hidden.id);
  });
});

describe('copying a classroom to the next term', () => {
  it('re-dates lessons, keeps assignments and teachers, and takes no students', async () => {
    const source = await createClass({ instructorIds: [otherTeacherId] });
    const lessons = (await generate(source.id)).lessons;
    await t.gql(
      `mutation ($id: Int!) { setClassAssignmentsStatus(classroomId: $id, status: ASSIGNED) { id } }`,
      { id: source.id },
      { token: admin },
    );
    const student = await signedInStudent(t.services.db, NOW);
    await enroll(t.services.db, student.student.id, source.id);
    const copy = `mutation ($id: Int!, $input: CopyClassroomInput!) { copyClassroom(id: $id, input: $input) { ${CLASS_FIELDS} year quarter } }`;
    const input = { year: 2027, quarter: 'WINTER', code: `${source.code}-W`, startDate: '2027-01-04', endDate: '2027-03-19' };
    const result = await t.gql<{ copyClassroom: Managed & { year: number; quarter: string } }>(
      copy,
      { id: source.id, input },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    const copied = result.data!.copyClassroom;
    expect(copied).toMatchObject({ year: 2027, quarter: 'WINTER', status: 'PUBLISHED', paidCount: 0, instructorIds: [otherTeacherId] });
    expect(copied.lessons.map((lesson) => lesson.date)).toEqual(['2027-01-04', '2027-01-06', '2027-01-11', '2027-01-13']);
    expect(copied.lessons.map((lesson) => lesson.assignments.map((a) => [a.title, a.status]))).toEqual(
      lessons.map((lesson) => lesson.assignments.map((a) => [a.title, 'ASSIGNED'])),
    );
    expect(copied.lessons[0]!.assignments[0]!.due).toEqual({ date: '2027-01-06', time: '16:00' });
    expect((await t.services.db.select().from(enrollments).where(eq(enrollments.classroomId, copied.id))).length).toBe(0);
    expect(errorCode(await t.gql(copy, { id: source.id, input }, { token: admin }))).toBe('CLASSROOM_CODE_TAKEN');
    expect(await auditActions('classroom', copied.id)).toEqual(['classroom.copy']);
  });
});

describe('academy settings, terms and holidays', () => {
  const SETTINGS = `{ academySettings { name timeZone catalogYear catalogQuarter earlyBirdDeadlines { session date } promotionsText refundText terms { id session } holidays { date name } } }`;
  const settingsInput = (values: Record<string, unknown> = {}) => ({
    name: 'Solve Academy',
    phoneNumber: '(408) 555-0123',
    supportEmail: 'support@solve.test',
    supportHours: '10:00 AM to 6:00 PM every day',
    timeZone: 'America/Los_Angeles',
    currentYear: 2026,
    currentQuarter: 'FALL',
    nextYear: 2027,
    nextQuarter: 'WINTER',
    catalogYear: 2026,
    catalogQuarter: 'FALL',
    earlyBirdDeadlines: [{ session: 'Winter', date: '2026-12-01' }],
    promoBanner: '',
    promotionsText: '$50 off each class before the early-bird deadline.',
    refundText: 'Full refund before the second lesson.',
    leaderboardInitialsDefault: false,
    ...values,
  });
  const UPDATE = `mutation ($input: AcademySettingsInput!) { updateAcademySettings(input: $input) { promotionsText earlyBirdDeadlines { session date } } }`;

  it('saves the settings with an audit record and refuses an unknown time zone', async () => {
    const saved = await t.gql(UPDATE, { input: settingsInput() }, { token: admin });
    expect(saved.data).toEqual({
      updateAcademySettings: {
        promotionsText: '$50 off each class before the early-bird deadline.',
        earlyBirdDeadlines: [{ session: 'Winter', date: '2026-12-01' }],
      },
    });
    expect(errorCode(await t.gql(UPDATE, { input: settingsInput({ timeZone: 'Mars/Olympus' }) }, { token: admin }))).toBe(
      'UNKNOWN_TIME_ZONE',
    );
    expect(errorCode(await t.gql(UPDATE, { input: settingsInput() }, { token: teacher }))).toBe('FORBIDDEN');
    expect(await auditActions('academy', 1)).toEqual(['academy.update']);
    const initials = `mutation ($input: AcademySettingsInput!) { updateAcademySettings(input: $input) { leaderboardInitialsDefault } }`;
    const on = await t.gql(initials, { input: settingsInput({ leaderboardInitialsDefault: true }) }, { token: admin });
    expect(on.data).toEqual({ updateAcademySettings: { leaderboardInitialsDefault: true } });
  });

  it('keeps the address and tax id printed on invoices: empty allowed, too long refused by name, left alone when not given', async () => {
    const DOCUMENT_FIELDS = `mutation ($input: AcademySettingsInput!) { updateAcademySettings(input: $input) { address taxId } }`;
    const saved = await t.gql(
      DOCUMENT_FIELDS,
      { input: settingsInput({ address: ' 1 Elm St, San Jose ', taxId: '77-0412345' }) },
      { token: admin },
    );
    expect(saved.data).toEqual({ updateAcademySettings: { address: '1 Elm St, San Jose', taxId: '77-0412345' } });
    const untouched = await t.gql(DOCUMENT_FIELDS, { input: settingsInput() }, { token: admin });
    expect(untouched.data).toEqual({ updateAcademySettings: { address: '1 Elm St, San Jose', taxId: '77-0412345' } });
    const tooLong = await t.gql(DOCUMENT_FIELDS, { input: settingsInput({ taxId: 'x'.repeat(41) }) }, { token: admin });
    expect(errorCode(tooLong)).toBe('FIELD_TOO_LONG');
    expect(tooLong.errors![0]!.message).toBe('Tax ID can be at most 40 characters.');
    expect(errorCode(await t.gql(DOCUMENT_FIELDS, { input: settingsInput({ address: 'x'.repeat(301) }) }, { token: admin }))).toBe(
      'FIELD_TOO_LONG',
    );
    const emptied = await t.gql(DOCUMENT_FIELDS, { input: settingsInput({ address: '', taxId: '' }) }, { token: admin });
    expect(emptied.data).toEqual({ updateAcademySettings: { address: '', taxId: '' } });
  });

  it('adds terms and holidays once each', async () => {
    const term = `mutation ($input: AcademyTermInput!) { saveAcademyTerm(input: $input) { terms { id session } } }`;
    const input = { year: 2027, quarter: 'WINTER', session: 'Winter', startDate: '2027-01-04', endDate: '2027-03-19' };
    expect((await t.gql(term, { input }, { token: admin })).errors).toBeUndefined();
    expect(errorCode(await t.gql(term, { input }, { token: admin }))).toBe('TERM_EXISTS');
    const holiday = `mutation ($date: Date!) { addAcademyHoliday(date: $date, name: "Martin Luther King Jr. Day") { holidays { date } } }`;
    expect((await t.gql(holiday, { date: '2027-01-18' }, { token: admin })).errors).toBeUndefined();
    expect(errorCode(await t.gql(holiday, { date: '2027-01-18' }, { token: admin }))).toBe('HOLIDAY_EXISTS');
    expect(errorCode(await t.gql(holiday, { date: '2027-02-30' }, { token: admin }))).toBe('INVALID_INPUT');
    const read = await t.gql<{ academySettings: { terms: { session: string }[]; holidays: { date: string }[] } }>(
      SETTINGS,
      {},
      { token: admin },
    );
    expect(read.data!.academySettings.terms.map((row) => row.session)).toContain('Winter');
    expect(read.data!.academySettings.holidays.map((row) => row.date)).toContain('2027-01-18');
  });
});
