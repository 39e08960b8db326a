import { checkStoredAnswer, PROBLEM_STATE, problemState } from '@solve/core';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assignments, choices, problemResponses, problems, problemSets, students, submissions } from '../../db/schema/index.js';
import { seedDemoAcademy } from '../../db/seed/demo.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { playerCalls } from '../../test/player-kit.js';

/** The demo academy's content, loaded through the import: stable codes, answers the checker agrees with, a playable set. */

const NOW = new Date('2026-11-22T18:00:00Z');
let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await seedDemoAcademy(t.services.db, NOW);
});
afterAll(() => t.close());

describe('demo content', () => {
  it('gives every problem set a stable code: course, lesson, set', async () => {
    const sets = await t.services.db.select({ code: problemSets.code }).from(problemSets);
    expect(sets.length).toBeGreaterThan(50);
    expect(sets.every(({ code }) => /^[A-Z0-9]+-L\d+-\d+$/.test(code))).toBe(true);
    expect(sets.map(({ code }) => code)).toContain('MA6-L1-3');
  });

  it('stores answers the checker scores as the demo says', async () => {
    const db = t.services.db;
    const rows = await db
      .select({ response: problemResponses, problem: problems, autoGrading: problemSets.autoGrading })
      .from(problemResponses)
      .innerJoin(problems, eq(problems.id, problemResponses.problemId))
      .innerJoin(problemSets, eq(problemSets.id, problems.problemSetId))
      .where(inArray(problemResponses.state, [PROBLEM_STATE.CORRECT, PROBLEM_STATE.INCORRECT]));
    const choiceRows = await db.select().from(choices).orderBy(asc(choices.problemId), asc(choices.order));
    const choicesOf = new Map<number, { text: string; correct: boolean }[]>();
    for (const choice of choiceRows) choicesOf.set(choice.problemId, [...(choicesOf.get(choice.problemId) ?? []), choice]);
    expect(rows.length).toBeGreaterThan(100);
    const disagreements = rows.filter(({ response, problem }) => {
      const result = checkStoredAnswer({ ...problem, choices: choicesOf.get(problem.id) ?? [] }, response.value, { autoGraded: true });
      return problemState({ result, points: problem.points }) !== response.state;
    });
    expect(disagreements.map(({ problem, response }) => `${problem.problemType} ${problem.answer} ← ${response.value}`)).toEqual([]);
  });

  it("opens alicew101's homework in progress in the player", async () => {
    const db = t.services.db;
    const [alice] = await db.select().from(students).where(eq(students.username, 'alicew101'));
    const [open] = await db
      .select({ id: submissions.id, assignmentId: submissions.assignmentId })
      .from(submissions)
      .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
      .where(and(eq(submissions.studentId, alice!.id), isNull(submissions.submittedAt)));
    const token = await sessionFor(db, { userType: 'STUDENT', studentId: alice!.id }, NOW);
    const view = (await playerCalls(t).view({ token }, open!.assignmentId, open!.id)).data!.player;
    expect(view.mode).toBe('ATTEMPT');
    expect(view.problems.length).toBeGreaterThan(0);
    expect(view.submission!.answeredCount).toBe(3);
  });
});
