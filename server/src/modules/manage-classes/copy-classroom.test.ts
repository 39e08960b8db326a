import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academyTerms, lessons } from '../../db/schema/index.js';
import { createCourse, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

// Clocks go back in Los Angeles on November 1, 2026: PDT (UTC-7) before, PST (UTC-8) after.
const NOW = new Date('2026-10-01T18:00:00Z');

const LESSON_FIELDS = `id order date startTime videoUrl officeHourDuration primaryOfficeHour { date time } makeupOfficeHour { date time }
  assignments { title status start { date time } due { date time } }`;
const CREATE = `mutation ($input: ClassroomInput!) { createClassroom(input: $input) { id } }`;
const GENERATE = `mutation ($id: Int!) { generateLessons(classroomId: $id) { lessons { ${LESSON_FIELDS} } } }`;
const UPDATE_LESSON = `mutation ($id: Int!, $input: LessonInput!) { updateLesson(id: $id, input: $input) { id } }`;
const ASSIGN = `mutation ($id: Int!, $input: AssignmentInput!) { updateAssignment(id: $id, input: $input) { id } }`;
const COPY = `mutation ($id: Int!, $input: CopyClassroomInput!) { copyClassroom(id: $id, input: $input) { id session lessons { ${LESSON_FIELDS} } } }`;
const CLASS = `query ($id: Int!) { manageClassroom(id: $id) { lessons { id assignments { id } } } }`;

interface LocalTime {
  date: string;
  time: string;
}
interface Lesson {
  id: number;
  date: string;
  startTime: string;
  videoUrl: string | null;
  officeHourDuration: number | null;
  primaryOfficeHour: LocalTime | null;
  makeupOfficeHour: LocalTime | null;
  assignments: { title: string; status: string; start: LocalTime | null; due: LocalTime | null }[];
}

let t: TestServer;
let admin: string;
let teacherId: number;
let courseId: number;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db, { timeZone: 'America/Los_Angeles' });
  admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  teacherId = (await signedInEmployee(db, NOW, { isTeacher: true })).employee.id;
  courseId = (await createCourse(db, { title: 'Number Theory' })).id;
  for (let order = 1; order <= 2; order += 1) {
    const plan = await createLessonPlan(db, { courseId, order, title: `Lesson ${order}` });
    await createProblemSet(db, { lessonPlanId: plan.id, title: `Set ${order}`, kind: 'HOMEWORK' });
  }
  await db
    .insert(academyTerms)
    .values({ year: 2026, quarter: 'FALL', session: 'Late Fall', startDate: '2026-11-01', endDate: '2026-12-20' });
});
afterAll(() => t.close());

let sequence = 0;
/** A class meeting on Mondays at 4 PM from October 19 (before the clocks change), its first lesson adjusted. */
async function sourceClass(teachingStyle: string) {
  sequence += 1;
  const created = await t.gql<{ createClassroom: { id: number } }>(
    CREATE,
    {
      input: {
        courseId,
        code: `NT-${sequence}`,
        title: `NT-${sequence}: Number Theory`,
        year: 2026,
        quarter: 'FALL',
        session: 'Early Fall',
        teachingStyle,
        weekdays: [1],
        startTime: '16:00',
        endTime: '17:00',
        startDate: '2026-10-19',
        endDate: '2026-10-30',
        tuitionCents: 30000,
        leadInstructorId: teacherId,
        instructorIds: [],
        onCatalog: true,
      },
    },
    { token: admin },
  );
  expect(created.errors).toBeUndefined();
  const id = created.data!.createClassroom.id;
  const generated = await t.gql<{ generateLessons: { lessons: Lesson[] } }>(GENERATE, { id }, { token: admin });
  expect(generated.errors).toBeUndefined();
  const first = generated.data!.generateLessons.lessons[0]!;
  expect(first.date).toBe('2026-10-19');
  const updated = await t.gql(
    UPDATE_LESSON,
    {
      id: first.id,
      input: {
        date: '2026-10-19',
        startTime: '16:00',
        endTime: '17:00',
        videoUrl: 'https://video.solve.test/nt-1',
        officeHourDuration: 45,
        primaryOfficeHour: { date: '2026-10-20', time: '17:00' },
        makeupOfficeHour: { date: '2026-11-02', time: '09:30' },
      },
    },
    { token: admin },
  );
  expect(updated.errors).toBeUndefined();
  const read = await t.gql<{ manageClassroom: { lessons: { assignments: { id: number }[] }[] } }>(CLASS, { id }, { token: admin });
  const assignmentId = read.data!.manageClassroom.lessons[0]!.assignments[0]!.id;
  const assigned = await t.gql(
    ASSIGN,
    {
      id: assignmentId,
      input: { status: 'ASSIGNED', start: { date: '2026-10-19', time: '16:00' }, due: { date: '2026-11-01', time: '20:00' }, graded: true },
    },
    { token: admin },
  );
  expect(assigned.errors).toBeUndefined();
  return id;
}

async function copy(id: number, input: Record<string, unknown>) {
  const result = await t.gql<{ copyClassroom: { id: number; session: string; lessons: Lesson[] } }>(COPY, { id, input }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.copyClassroom;
}

describe('copying a class across a daylight-saving change', () => {
  it('keeps office hours and due times at their wall-clock times, a day count from their lesson, in the academy zone', async () => {
    const id = await sourceClass('CLASSROOM');
    const copied = await copy(id, { year: 2026, quarter: 'FALL', code: 'NT-LATE', startDate: '2026-11-02', endDate: '2026-11-13' });
    const [first] = copied.lessons;
    expect(first).toMatchObject({ date: '2026-11-02', startTime: '16:00', officeHourDuration: 45 });
    expect(first!.primaryOfficeHour).toEqual({ date: '2026-11-03', time: '17:00' });
    // The makeup and the due date were already past the change while their lesson was before it:
    // moving them by the lesson's shift in milliseconds would have put them an hour late.
    expect(first!.makeupOfficeHour).toEqual({ date: '2026-11-16', time: '09:30' });
    expect(first!.assignments[0]).toMatchObject({
      status: 'ASSIGNED',
      start: { date: '2026-11-02', time: '16:00' },
      due: { date: '2026-11-15', time: '20:00' },
    });
    const [row] = await t.services.db.select().from(lessons).where(eq(lessons.id, first!.id));
    expect(row!.primaryOfficeHourOn?.toISOString()).toBe('2026-11-04T01:00:00.000Z');
    expect(row!.makeupOfficeHourOn?.toISOString()).toBe('2026-11-16T17:30:00.000Z');
  });

  it('takes the session of the academy term holding the new start date, or the one given', async () => {
    const id = await sourceClass('CLASSROOM');
    expect(
      (await copy(id, { year: 2026, quarter: 'FALL', code: `NT-S${id}`, startDate: '2026-11-02', endDate: '2026-11-13' })).session,
    ).toBe('Late Fall');
    const named = await copy(id, {
      year: 2027,
      quarter: 'WINTER',
      session: 'Winter A',
      code: `NT-W${id}`,
      startDate: '2027-01-04',
      endDate: '2027-01-15',
    });
    expect(named.session).toBe('Winter A');
    // No term of the academy holds the date and none is given: the class keeps its own.
    expect(
      (await copy(id, { year: 2027, quarter: 'SPRING', code: `NT-P${id}`, startDate: '2027-04-05', endDate: '2027-04-16' })).session,
    ).toBe('Early Fall');
  });

  it('keeps the replays of a self-paced class, and not those of a live one', async () => {
    const selfPaced = await copy(await sourceClass('SELF_PACED'), {
      year: 2026,
      quarter: 'FALL',
      code: 'NT-SP',
      startDate: '2026-11-02',
      endDate: '2026-11-13',
    });
    expect(selfPaced.lessons[0]!.videoUrl).toBe('https://video.solve.test/nt-1');
    const live = await copy(await sourceClass('CLASSROOM'), {
      year: 2026,
      quarter: 'FALL',
      code: 'NT-LV',
      startDate: '2026-11-02',
      endDate: '2026-11-13',
    });
    expect(live.lessons[0]!.videoUrl).toBeNull();
  });
});
