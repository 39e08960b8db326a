import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classrooms, students } from '../../db/schema/index.js';
import { seedDemoAcademy } from '../../db/seed/demo.js';
import { startTestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const PAGE = `query ($id: Int!) { classroomPage(classroomId: $id) { lessons { number locked lockReason } } }`;

interface Page {
  classroomPage: { lessons: { number: number; locked: boolean; lockReason: string | null }[] };
}

/**
 * The demo is opened on any day: AMC 8, a competition class that holds each lesson back until the
 * previous one is passed, shows alicew101 the same story every day of the week. Lessons 1 and 2
 * are done, lesson 3 (this week's) is hers to start, lesson 4 waits for it.
 */
describe('the demo academy on every day of the week', () => {
  it.each([
    ['Sunday afternoon', '2026-11-22T22:13:27Z'],
    ['Monday morning', '2026-11-23T17:00:00Z'],
    ['Wednesday evening', '2026-11-26T04:00:00Z'],
    ['Saturday before class', '2026-11-28T16:00:00Z'],
    ['Saturday after class', '2026-11-28T23:00:00Z'],
  ])('%s (%s): AMC 8 lesson 3 is open to alicew101, lesson 4 waits for it', async (_day, instant) => {
    const now = new Date(instant);
    const t = await startTestServer({ now });
    try {
      const db = t.services.db;
      await seedDemoAcademy(db, now);
      const [alice] = await db.select().from(students).where(eq(students.username, 'alicew101'));
      const [amc8] = await db.select().from(classrooms).where(eq(classrooms.code, 'MC8-A'));
      const token = await sessionFor(db, { userType: 'STUDENT', studentId: alice!.id }, now);
      const result = await t.gql<Page>(PAGE, { id: amc8!.id }, { token });
      expect(result.errors).toBeUndefined();
      const locks = result
        .data!.classroomPage.lessons.filter((lesson) => lesson.number <= 4)
        .map(({ number, locked, lockReason }) => [number, locked, lockReason]);
      expect(locks).toEqual([
        [0, false, null],
        [1, false, null],
        [2, false, null],
        [3, false, null],
        [4, true, 'PREVIOUS_LESSON'],
      ]);
    } finally {
      await t.close();
    }
  });
});
