import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import type { NewClassroom, NewCourse } from '../../db/seed/factories/catalog.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { enroll, signedInEmployee, signedInStudent } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const RECOMMENDATIONS = `query ($scope: RecommendationScope!) { recommendations(scope: $scope) {
  month label classes { code shortTitle courseTitle startDate videoId tuitionCents locationName } } }`;

interface Group {
  month: string;
  label: string;
  classes: { code: string }[];
}

let t: TestServer;
const tokens = { student: '', young: '', teacher: '' };

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  // Current term Winter 2026, next term Spring 2027.
  await createSettings(db);
  const { student, token } = await signedInStudent(db, NOW, { grade: 7 });
  const young = await signedInStudent(db, NOW, { grade: 1 });
  tokens.student = token;
  tokens.young = young.token;
  tokens.teacher = (await signedInEmployee(db, NOW, { isTeacher: true })).token;
  const filler = await signedInStudent(db, NOW);

  const course = (code: string, values: Partial<NewCourse>) => createCourse(db, { code, title: `Course ${code}`, ...values });
  const classroom = (code: string, courseId: number, values: Partial<NewClassroom> = {}) =>
    createClassroom(db, {
      courseId,
      code,
      title: `${code}: Class ${code}`,
      status: 'PUBLISHED',
      year: 2026,
      quarter: 'WINTER',
      startDate: '2026-12-15',
      endDate: '2027-02-20',
      ...values,
    });

  const foundations = await course('M1', { subject: 'M', level: 1, startGrade: 3, endGrade: 5 });
  const preAlgebra = await course('M2', { subject: 'M', level: 2, startGrade: 5, endGrade: 7 });
  const algebra = await course('M3', { subject: 'M', level: 3, startGrade: 6, endGrade: 9 });
  const geometry = await course('M3G', { subject: 'M', level: 3, startGrade: 8, endGrade: 10 });
  const advanced = await course('M4', { subject: 'M', level: 4, startGrade: 6, endGrade: 9 });
  const sideways = await course('M2X', { subject: 'M', level: 2, startGrade: 5, endGrade: 8 });
  const writing = await course('E1', { subject: 'E', level: 1, startGrade: 5, endGrade: 8 });
  const essays = await course('E2', { subject: 'E', level: 2, startGrade: 6, endGrade: 9 });
  const chemistry = await course('C1', { subject: 'C', level: 1, startGrade: 7, endGrade: 12 });

  // Finished level 1, taking level 2; previewing English 1.
  const finished = await classroom('M1-OLD', foundations.id, {
    status: 'CLOSED',
    year: 2026,
    quarter: 'FALL',
    startDate: '2026-09-01',
    endDate: '2026-11-01',
  });
  const current = await classroom('M2-NOW', preAlgebra.id, { status: 'OPENED', startDate: '2026-11-01' });
  const preview = await classroom('E1-NOW', writing.id, { status: 'OPENED' });
  await enroll(db, student.id, finished.id, 'PAID');
  await enroll(db, student.id, current.id, null);
  await enroll(db, student.id, preview.id, 'QUALIFY');

  await classroom('M3-WIN', algebra.id, { startDate: '2026-12-15', videoId: 'WUvTyaaNkzM' });
  await classroom('M3-SPR', algebra.id, {
    status: 'OPENED',
    year: 2027,
    quarter: 'SPRING',
    startDate: '2027-03-30',
    endDate: '2027-06-01',
  });
  await classroom('M3-FALL', algebra.id, { year: 2027, quarter: 'FALL', startDate: '2027-09-01', endDate: '2027-12-01' });
  await classroom('M3-HIDDEN', algebra.id, { onCatalog: false });
  const full = await classroom('M3-FULL', algebra.id, { enrollmentMax: 1 });
  await enroll(db, filler.student.id, full.id);
  await classroom('M3-CLOSED', algebra.id, { status: 'CLOSED' });
  await classroom('M3G-WIN', geometry.id);
  await classroom('M4-WIN', advanced.id, { startDate: '2027-01-05' });
  await classroom('M2X-WIN', sideways.id);
  await classroom('E1-WIN', writing.id);
  await classroom('E2-WIN', essays.id, { startDate: '2027-01-12' });
  await classroom('C1-WIN', chemistry.id, { startDate: '2026-12-01' });
});

afterAll(() => t.close());

async function recommended(scope: 'NEXT' | 'MORE', token = tokens.student) {
  const result = await t.gql<{ recommendations: Group[] }>(RECOMMENDATIONS, { scope }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.recommendations.map((group) => [group.label, group.classes.map((card) => card.code)]);
}

describe('recommendations (classroom.md §2)', () => {
  it('the next course of a subject the student studies, fitting their grade, in the current or next term, by start month', async () => {
    expect(await recommended('NEXT')).toEqual([
      ['December 2026', ['M3-WIN']],
      ['March 2027', ['M3-SPR']],
    ]);
  });

  it('Find More: other courses whose band fits, above the level reached, in subjects old and new', async () => {
    expect(await recommended('MORE')).toEqual([
      ['December 2026', ['C1-WIN']],
      ['January 2027', ['M4-WIN', 'E2-WIN']],
    ]);
  });

  it('nothing for a student no course fits', async () => {
    expect(await recommended('NEXT', tokens.young)).toEqual([]);
    expect(await recommended('MORE', tokens.young)).toEqual([]);
  });

  it('are for students only', async () => {
    expect(errorCode(await t.gql(RECOMMENDATIONS, { scope: 'NEXT' }, { token: tokens.teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(RECOMMENDATIONS, { scope: 'NEXT' }))).toBe('NOT_SIGNED_IN');
  });
});
