import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { createCourse, createLessonPlan } from '../../db/seed/factories/catalog.js';
import { createLocation } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-10-01T18:00:00Z');
const CENTER_FIELDS = 'id name street city state zip country isCenter classCount';
const LIST = `{ academyCenters { ${CENTER_FIELDS} } }`;
const SAVE = `mutation ($id: Int, $input: CenterInput!) { saveCenter(id: $id, input: $input) { ${CENTER_FIELDS} } }`;
const OPTIONS = `{ classroomFormOptions { centers { id name } } }`;
const CREATE_CLASS = `mutation ($input: ClassroomInput!) { createClassroom(input: $input) { id centerLocationId } }`;

interface Center {
  id: number;
  name: string;
  isCenter: boolean;
  classCount: number;
  city: string;
}

let t: TestServer;
let admin: string;
let teacher: string;
let teacherId: number;
let courseId: number;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  const instructor = await signedInEmployee(db, NOW, { isTeacher: true });
  [teacher, teacherId] = [instructor.token, instructor.employee.id];
  courseId = (await createCourse(db, { title: 'Geometry' })).id;
  await createLessonPlan(db, { courseId, order: 1, title: 'Angles' });
});
afterAll(() => t.close());

const centerInput = (values: Record<string, unknown> = {}) => ({
  name: 'Cupertino Center',
  street: '10 Stevens Creek Blvd',
  city: 'Cupertino',
  state: 'CA',
  zip: '95014',
  country: 'USA',
  isCenter: true,
  ...values,
});

async function save(id: number | null, values: Record<string, unknown> = {}) {
  const result = await t.gql<{ saveCenter: Center }>(SAVE, { id, input: centerInput(values) }, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.saveCenter;
}

describe('centres', () => {
  it('are created and edited from the academy page, and offered to new classes at once', async () => {
    const created = await save(null);
    expect(created).toMatchObject({ name: 'Cupertino Center', city: 'Cupertino', isCenter: true, classCount: 0 });
    const edited = await save(created.id, { street: '20 De Anza Blvd', name: ' Cupertino Campus ' });
    expect(edited).toMatchObject({ id: created.id, name: 'Cupertino Campus', classCount: 0 });
    const options = await t.gql<{ classroomFormOptions: { centers: { id: number; name: string }[] } }>(OPTIONS, {}, { token: admin });
    expect(options.data?.classroomFormOptions.centers).toContainEqual({ id: created.id, name: 'Cupertino Campus' });

    const records = await t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(records.map((r) => r.action).sort()).toEqual(['center.create', 'center.update']);
  });

  it('holds a class that meets there; taken off the list, it keeps its class and is offered to no new one', async () => {
    const center = await save(null, { name: 'Fremont Center', city: 'Fremont' });
    const created = await t.gql<{ createClassroom: { centerLocationId: number } }>(
      CREATE_CLASS,
      {
        input: {
          courseId,
          code: 'GEO-F',
          title: 'GEO-F: Geometry',
          year: 2026,
          quarter: 'FALL',
          session: 'Fall',
          teachingStyle: 'CLASSROOM',
          centerLocationId: center.id,
          weekdays: [2],
          startTime: '16:00',
          endTime: '17:00',
          startDate: '2026-10-27',
          endDate: '2026-12-15',
          tuitionCents: 40000,
          leadInstructorId: teacherId,
          instructorIds: [],
          onCatalog: true,
        },
      },
      { token: admin },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data?.createClassroom.centerLocationId).toBe(center.id);

    const retired = await save(center.id, { name: 'Fremont Center', city: 'Fremont', isCenter: false });
    expect(retired).toMatchObject({ isCenter: false, classCount: 1 });
    const list = await t.gql<{ academyCenters: Center[] }>(LIST, {}, { token: admin });
    expect(list.data?.academyCenters.find((c) => c.id === center.id)).toMatchObject({ isCenter: false, classCount: 1 });
    const options = await t.gql<{ classroomFormOptions: { centers: { id: number }[] } }>(OPTIONS, {}, { token: admin });
    expect(options.data?.classroomFormOptions.centers.map((c) => c.id)).not.toContain(center.id);
  });

  it('never lists or changes a family’s address', async () => {
    const home = await createLocation(t.services.db, { name: null, city: 'Milpitas' });
    const list = await t.gql<{ academyCenters: Center[] }>(LIST, {}, { token: admin });
    expect(list.data?.academyCenters.map((c) => c.id)).not.toContain(home.id);
    expect(errorCode(await t.gql(SAVE, { id: home.id, input: centerInput() }, { token: admin }))).toBe('CENTER_NOT_FOUND');
  });

  it('needs a name, and an admin', async () => {
    expect(errorCode(await t.gql(SAVE, { id: null, input: centerInput({ name: '  ' }) }, { token: admin }))).toBe('CENTER_NAME_REQUIRED');
    expect(errorCode(await t.gql(SAVE, { id: null, input: centerInput() }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST, {}, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(LIST))).toBe('NOT_SIGNED_IN');
  });
});
