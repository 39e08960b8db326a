import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { counterShards, problemResponses, submissions } from '../../db/schema/index.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { playerFixture, playerTestServer, type PlayerSetup } from '../../test/player-kit.js';
import { edit, newProblem } from '../../test/problem-set-kit.js';

/**
 * No edit loses students' work: a save is a new content version. Answers and grades already stored
 * stay as they were and are still shown; every answer after the save, in an attempt under way or a
 * new one, is read and checked against the new version, whatever a server process remembered.
 */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);
let admin: string;

beforeAll(async () => {
  admin = (await signedInEmployee(kit.t.services.db, NOW, { isAdminOfSolve: true })).token;
});

const SET: PlayerSetup = {
  set: { feedbackType: 'GRADED', allowedAttempts: null },
  problems: [
    { problemType: 'SHORT_NUMBER_RESPONSE', questionText: 'Compute $3 + 4$.', answer: '7', typesetMath: true },
    { problemType: 'SHORT_NUMBER_RESPONSE', questionText: 'Halve 4.', answer: '2', points: 2 },
    { problemType: 'DISPLAY', questionText: 'The end.', points: 0 },
  ],
};

async function contentVersion(): Promise<number> {
  const [row] = await kit.t.services.db
    .select({ value: counterShards.value })
    .from(counterShards)
    .where(and(eq(counterShards.name, 'content_version'), eq(counterShards.shard, 0)));
  return Number(row!.value);
}

/** A problem as the player shows it, with its question. */
type Shown = { questionText: string; response: { answer: { text: string | null } } | null };

const responsesOf = (submissionId: number) =>
  kit.t.services.db
    .select()
    .from(problemResponses)
    .where(eq(problemResponses.submissionId, submissionId))
    .orderBy(asc(problemResponses.id));
const submissionRow = async (submissionId: number) =>
  (await kit.t.services.db.select().from(submissions).where(eq(submissions.id, submissionId)))[0]!;

describe('an edited set with answers', () => {
  it('keeps earlier answers and grades, shows them, and serves the new version to every answer after the save', async () => {
    const f = await playerFixture(kit.t, SET);
    const [first, second] = f.problems;
    // A submitted attempt: one right (1 point), one wrong (0 of 2).
    await kit.calls.create(f, first!.id, { text: '7' });
    await kit.calls.create(f, second!.id, { text: '5' });
    await kit.calls.submit(f, { timeSpent: 120 });
    const submittedBefore = await submissionRow(f.submissionId);
    expect(submittedBefore).toMatchObject({ sum: 1, overallGrade: 33.33, graded: true });
    const responsesBefore = await responsesOf(f.submissionId);

    // An attempt under way, whose first answer this process now remembers the content of.
    const working = await f.addStudent();
    const started = (await kit.calls.create(working, first!.id, { text: '7' })).data!.createProblemResponse.response!;
    const versionBefore = await contentVersion();

    const saved = (
      await edit(kit.t, admin, f.problemSetId, (input) => {
        input.problems[0]!.questionText = 'Compute $2 \\times 4$.';
        input.problems[0]!.answer = '8';
        input.problems[1]!.answer = '5';
        input.problems = [
          input.problems[1]!,
          input.problems[0]!,
          newProblem({ problemType: 'SHORT_NUMBER_RESPONSE', questionText: 'Double 5.', answer: '10' }),
          input.problems[2]!,
        ];
      })
    ).data!.saveProblemSet;
    expect(saved.outcome).toBe('SAVED');
    expect(await contentVersion()).toBeGreaterThan(versionBefore);

    // The stored work is exactly as it was: values, results, points, and the attempt's grade.
    expect(await responsesOf(f.submissionId)).toEqual(responsesBefore);
    expect(await submissionRow(f.submissionId)).toEqual(submittedBefore);

    // ...and still shown: each answer with its own problem, wherever that problem now stands.
    const shown = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    expect(shown.mode).toBe('SUBMITTED');
    const shownFirst = shown.problems.find((problem) => problem.problemId === first!.id)!;
    const shownSecond = shown.problems.find((problem) => problem.problemId === second!.id)!;
    expect(shownFirst).toMatchObject({ number: 2, response: { answer: { kind: 'TEXT', text: '7' }, state: 1, sum: 1 } });
    // Right under the new key, but graded as wrong when it was answered: the grade stands.
    expect(shownSecond).toMatchObject({ number: 1, response: { answer: { text: '5' }, state: 2, sum: 0 } });
    expect(shown.submission!.results).toMatchObject({ scorePercent: 33.33, sum: 1, correctCount: 1 });

    // The attempt under way: its next answer meets the new key, not the remembered one.
    const changed = (await kit.calls.update(working, started.id, { text: '8' })).data!.updateProblemResponse;
    expect(changed.applied).toBe(true);
    const [workingRow] = await responsesOf(working.submissionId);
    expect(workingRow).toMatchObject({ value: '8', state: 1, sum: 1 });
    await kit.calls.create(working, second!.id, { text: '5' });
    expect((await responsesOf(working.submissionId))[1]).toMatchObject({ value: '5', state: 1, sum: 2 });

    // A new attempt sees the new version: new order, new text, the added problem, the new keys.
    const fresh = await f.addStudent();
    const view = (await kit.calls.view(fresh, f.assignmentId, fresh.submissionId)).data!.player;
    expect(view.problems.map((problem) => problem.problemId)).toEqual(saved.problemSet.problems.map((problem) => problem.id));
    expect(view.problemSet!.countedProblems).toBe(3);
    await kit.calls.create(fresh, first!.id, { text: '7' });
    await kit.calls.create(fresh, second!.id, { text: '5' });
    await kit.calls.create(fresh, saved.problemSet.problems[2]!.id, { text: '10' });
    expect((await responsesOf(fresh.submissionId)).map((row) => [row.problemId, row.state])).toEqual([
      [first!.id, 2],
      [second!.id, 1],
      [saved.problemSet.problems[2]!.id, 1],
    ]);
    const submitted = (await kit.calls.submit(fresh)).data!.updateSubmission;
    // 2 + 1 of 1 + 2 + 1 points.
    expect(submitted.submission!.results).toMatchObject({ sum: 3, scorePercent: 75, correctCount: 2, countedProblems: 3 });
  });

  it('a text-only change is a new version too: the next page of a student under way shows it', async () => {
    const f = await playerFixture(kit.t, SET);
    await kit.calls.create(f, f.problems[0]!.id, { text: '7' });
    const questionOf = async () => (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player.problems[0] as unknown as Shown;
    expect((await questionOf()).questionText).toBe('Compute $3 + 4$.');
    const versionBefore = await contentVersion();
    await edit(kit.t, admin, f.problemSetId, (input) => (input.problems[0]!.questionText = 'Add $3$ and $4$.'));
    expect(await contentVersion()).toBeGreaterThan(versionBefore);
    expect(await questionOf()).toMatchObject({ questionText: 'Add $3$ and $4$.', response: { answer: { text: '7' } } });
  });
});
