import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { classroomInstructors, classrooms, issues, jobs, notifications } from '../../db/schema/index.js';
import { createEmployee } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { teach } from '../../test/classroom-fixtures.js';
import { playerFixture, playerTestServer } from '../../test/player-kit.js';
import { setNotificationPreference } from './preferences.service.js';
import { notifyScheduled } from './scheduled-notifications.js';

// 10:00 on 2 March in the academy's zone (America/Los_Angeles, UTC-8).
const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);
const db = () => kit.t.services.db;

const bellOf = (employeeId: number) =>
  db()
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.recipientType, 'EMPLOYEE'), eq(notifications.recipientId, employeeId), eq(notifications.kind, 'STAFF_DAILY')),
    );
const mailJobsOf = (employeeId: number) =>
  db()
    .select()
    .from(jobs)
    .where(like(jobs.dedupeKey, `notify:staff-daily:%:EMPLOYEE:${employeeId}:EMAIL`));

/** A class with two written answers awaiting a grade and one open message, taught by two teachers. */
async function busyClass() {
  const { t, calls } = kit;
  const f = await playerFixture(t, {
    set: { feedbackType: 'GRADED' },
    problems: [
      { problemType: 'FREE_FORM', points: 4, questionText: 'Explain ratios' },
      { problemType: 'FREE_FORM', points: 4, questionText: 'Explain rates' },
    ],
  });
  await calls.create(f, f.problems[0]!.id, { text: 'A ratio compares' });
  await calls.create(f, f.problems[1]!.id, { text: 'A rate is per' });
  expect((await calls.submit(f)).errors).toBeUndefined();
  await f.staffToken();
  const second = await createEmployee(db(), { workEmail: 'second@daily.test', passwordHash: 'x', isTeacher: true });
  await teach(db(), second.id, f.classroomId);
  const teachers = await db()
    .select({ id: classroomInstructors.employeeId })
    .from(classroomInstructors)
    .where(eq(classroomInstructors.classroomId, f.classroomId))
    .orderBy(classroomInstructors.id);
  await db()
    .insert(issues)
    .values({ issueType: 'REPORT_PROBLEM', description: 'Is 3 right?', studentId: f.studentId, classroomId: f.classroomId });
  const [room] = await db().select({ title: classrooms.title }).from(classrooms).where(eq(classrooms.id, f.classroomId));
  return { teachers: teachers.map((row) => row.id), title: room!.title };
}

describe("the staff's daily summary", () => {
  it('goes once a day, from 07:00 in the academy, to each teacher with something open, by mail unless turned off', async () => {
    await createSettings(db(), { name: 'Solve Academy' });
    const { teachers, title } = await busyClass();
    const [reader, quiet] = teachers as [number, number];
    await setNotificationPreference(kit.t.services, { type: 'EMPLOYEE', id: quiet }, 'STAFF_DAILY', 'EMAIL', false);
    const idle = await createEmployee(db(), { workEmail: 'idle@daily.test', passwordHash: 'x', isTeacher: true });

    kit.t.clock.now = new Date('2026-03-03T14:30:00Z'); // 06:30 on the 3rd there: not yet
    expect((await notifyScheduled(kit.t.services)).staffDaily).toBe(0);
    kit.t.clock.now = new Date('2026-03-03T15:10:00Z'); // 07:10
    expect((await notifyScheduled(kit.t.services)).staffDaily).toBe(2);
    const [row, ...more] = await bellOf(reader);
    expect(more).toHaveLength(0);
    expect(row).toMatchObject({
      eventKey: `staff-daily:2026-03-03:${reader}`,
      title: 'Today: 1 message and 2 answers to grade',
      link: '/inbox',
    });
    expect(row!.body).toContain(`${title}: 1 message, 2 to grade`);
    expect(await mailJobsOf(reader)).toHaveLength(1);
    expect(await bellOf(quiet)).toHaveLength(1);
    expect(await mailJobsOf(quiet)).toHaveLength(0);
    expect(await bellOf(idle.id)).toHaveLength(0);

    // Later the same day: no one again. The next morning: a new summary.
    kit.t.clock.now = new Date('2026-03-03T22:00:00Z');
    expect((await notifyScheduled(kit.t.services)).staffDaily).toBe(0);
    kit.t.clock.now = new Date('2026-03-04T15:05:00Z');
    expect((await notifyScheduled(kit.t.services)).staffDaily).toBe(2);
    expect((await bellOf(reader)).map((one) => one.eventKey).sort()).toEqual([
      `staff-daily:2026-03-03:${reader}`,
      `staff-daily:2026-03-04:${reader}`,
    ]);
  });
});
