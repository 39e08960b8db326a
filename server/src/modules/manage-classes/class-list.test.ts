import { CLASS_LIST_PAGE } from '@solve/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClassroom, createCourse } from '../../db/seed/factories/catalog.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

/** The back office class list comes a page at a time, newest term first, every class once. */
const NOW = new Date('2026-10-01T18:00:00Z');
const LIST = `query ($offset: Int, $search: String) { manageClassrooms(offset: $offset, search: $search) { id code } }`;

let t: TestServer;
let admin: string;
const made: number[] = [];

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  admin = (await signedInEmployee(db, NOW, { isAdminOfSolve: true })).token;
  const course = await createCourse(db);
  // Half share a start date, so the order must still be total for pages not to overlap.
  for (let i = 0; i < CLASS_LIST_PAGE + 7; i++) {
    const classroom = await createClassroom(db, {
      courseId: course.id,
      code: `PG-${String(i).padStart(3, '0')}`,
      startDate: i % 2 ? '2026-01-06' : `2026-01-${String(1 + (i % 28)).padStart(2, '0')}`,
    });
    made.push(classroom.id);
  }
});
afterAll(() => t.close());

const list = async (variables: Record<string, unknown>) => {
  const result = await t.gql<{ manageClassrooms: { id: number; code: string }[] }>(LIST, variables, { token: admin });
  expect(result.errors).toBeUndefined();
  return result.data!.manageClassrooms;
};

describe('the class list in pages', () => {
  it(`gives ${CLASS_LIST_PAGE} classes at a time, and the next page from an offset, each class once`, async () => {
    const first = await list({});
    const second = await list({ offset: CLASS_LIST_PAGE });
    expect(first).toHaveLength(CLASS_LIST_PAGE);
    expect(second).toHaveLength(7);
    const ids = [...first, ...second].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((a, b) => a - b)).toEqual([...made].sort((a, b) => a - b));
    expect(await list({ offset: 10_000 })).toEqual([]);
  });

  it('pages a search the same way', async () => {
    expect(await list({ search: 'PG-0', offset: 0 })).toHaveLength(CLASS_LIST_PAGE);
    const codes = (await list({ search: 'PG-05', offset: 0 })).map((row) => row.code);
    expect(codes.sort()).toEqual(['PG-050', 'PG-051', 'PG-052', 'PG-053', 'PG-054', 'PG-055', 'PG-056']);
  });

  it('refuses a negative offset', async () => {
    expect(errorCode(await t.gql(LIST, { offset: -1 }, { token: admin }))).toBe('INVALID_INPUT');
  });
});
