import type { NotificationKind } from '@solve/core/notification-kinds';
import { and, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gradeAlertThresholds, jobs, notifications } from '../../db/schema/index.js';
import { parentOf } from '../../test/attendance-kit.js';
import { playerFixture, playerTestServer, type PlayerFixture } from '../../test/player-kit.js';
import { setNotificationPreference } from './preferences.service.js';
import type { RecipientType } from './recipients.js';

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);
const GRADE = `mutation ($r: Int!, $p: Float!, $c: String) { gradeResponse(responseId: $r, points: $p, comment: $c) { submissionGrade } }`;
const QUEUE = `query ($c: Int) { gradingQueue(classroomId: $c) { items { responseId } } }`;

/** A written set of two answers, submitted, with a parent; the answers' ids to grade. */
async function submitted() {
  const f: PlayerFixture = await playerFixture(kit.t, {
    set: { feedbackType: 'GRADED' },
    problems: [
      { problemType: 'FREE_FORM', points: 4, questionText: 'Explain ratios' },
      { problemType: 'FREE_FORM', points: 4, questionText: 'Explain rates' },
    ],
  });
  await kit.calls.create(f, f.problems[0]!.id, { text: 'A ratio compares' });
  await kit.calls.create(f, f.problems[1]!.id, { text: 'A rate is per' });
  expect((await kit.calls.submit(f)).errors).toBeUndefined();
  const parent = await parentOf(kit.t.services.db, NOW, f.studentId);
  const staff = await f.staffToken();
  const items = (await kit.t.gql<{ gradingQueue: { items: { responseId: number }[] } }>(QUEUE, { c: f.classroomId }, { token: staff }))
    .data!.gradingQueue.items;
  return { f, parentId: parent.parentId, staff, responses: items.map((item) => item.responseId) };
}
const grade = async (staff: string, r: number, p: number, c: string | null = null) =>
  expect((await kit.t.gql(GRADE, { r, p, c }, { token: staff })).errors).toBeUndefined();
const bell = (type: RecipientType, id: number, kind: NotificationKind) =>
  kit.t.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientType, type), eq(notifications.recipientId, id), eq(notifications.kind, kind)));

describe('grading tells the student and the family', () => {
  it('a finished grade below 70 % tells the student (GRADED) and the parent (LOW_GRADE) once; the same grade again no one', async () => {
    const { f, parentId, staff, responses } = await submitted();
    await grade(staff, responses[0]!, 1);
    // Not finished yet: one answer still waits.
    expect(await bell('STUDENT', f.studentId, 'GRADED')).toHaveLength(0);
    await grade(staff, responses[1]!, 1);
    const [graded, ...more] = await bell('STUDENT', f.studentId, 'GRADED');
    expect(more).toHaveLength(0);
    expect(graded!.title).toContain('25%');
    expect(await bell('FAMILY_MEMBER', parentId, 'LOW_GRADE')).toHaveLength(1);
    await grade(staff, responses[1]!, 1);
    expect(await bell('STUDENT', f.studentId, 'GRADED')).toHaveLength(1);
    expect(await bell('FAMILY_MEMBER', parentId, 'LOW_GRADE')).toHaveLength(1);
  });

  it("a grade at or above the parent's own threshold is no LOW_GRADE; below it is", async () => {
    const { f, parentId, staff, responses } = await submitted();
    await kit.t.services.db.insert(gradeAlertThresholds).values({ familyMemberId: parentId, percent: 50 });
    await grade(staff, responses[0]!, 2);
    await grade(staff, responses[1]!, 2); // 50 %: not below 50
    expect(await bell('STUDENT', f.studentId, 'GRADED')).toHaveLength(1);
    expect(await bell('FAMILY_MEMBER', parentId, 'LOW_GRADE')).toHaveLength(0);
    await grade(staff, responses[1]!, 1); // 37.5 %, shown 38 %
    expect(await bell('FAMILY_MEMBER', parentId, 'LOW_GRADE')).toHaveLength(1);
  });

  it('a comment tells the parent (TEACHER_COMMENT) and the student once; a parent who turned its mail off gets the bell only', async () => {
    const { f, parentId, staff, responses } = await submitted();
    await setNotificationPreference(kit.t.services, { type: 'FAMILY_MEMBER', id: parentId }, 'TEACHER_COMMENT', 'EMAIL', false);
    await grade(staff, responses[0]!, 4, 'Clear explanation.');
    await grade(staff, responses[0]!, 4, 'Clear explanation.');
    expect(await bell('FAMILY_MEMBER', parentId, 'TEACHER_COMMENT')).toHaveLength(1);
    expect((await bell('STUDENT', f.studentId, 'GRADED')).filter((row) => row.eventKey.startsWith('comment:'))).toHaveLength(1);
    const mail = await kit.t.services.db
      .select()
      .from(jobs)
      .where(like(jobs.dedupeKey, `notify:comment:%:FAMILY_MEMBER:${parentId}:%`));
    expect(mail).toHaveLength(0);
  });
});
