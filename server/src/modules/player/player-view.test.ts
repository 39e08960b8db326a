import { describe, expect, it } from 'vitest';
import { createEmployee } from '../../db/seed/factories/people.js';
import { nextSequence } from '../../db/seed/factories/sequence.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerSetup } from '../../test/player-kit.js';
import { sessionFor } from '../../test/session-for.js';

/** What the player shows each viewer: redirects, preview, review, LEARN, shuffles kept across reloads. */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);

const RANK = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth'];
const mixed: PlayerSetup = {
  set: { randomizeOrder: true, feedbackType: 'INSTANT' },
  problems: [
    { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12', solutionText: '4 × 3 = 12' },
    { problemType: 'RANKING', choices: RANK.map((text) => [text] as const), solutionText: 'In order.' },
    { problemType: 'MATCHING', choices: RANK.map((text, index) => [`${text};${index + 1}`] as const) },
    { problemType: 'MULTIPLE_CHOICE_ONE_ANSWER', choices: [['a'], ['b', true], ['c'], ['d']], randomizeChoices: true },
    { problemType: 'SHORT_TEXT_RESPONSE', answer: 'rate' },
    { problemType: 'ONE_HOTSPOT', choices: [['0.5,0.5', true]] },
  ],
};

describe('entry', () => {
  it('sends a student without a submission, or with one of another assignment, back to the lessons', async () => {
    const f = await playerFixture(kit.t, mixed);
    const other = await playerFixture(kit.t, mixed);
    for (const submissionId of [null, 987_654]) {
      const view = (await kit.calls.view(f, f.assignmentId, submissionId)).data!.player;
      expect(view).toMatchObject({
        redirectTo: 'LESSONS',
        classroomId: f.classroomId,
        mode: null,
        problemSet: null,
        problems: [],
        submission: null,
      });
    }
    const wrongAssignment = (await kit.calls.view(f, other.assignmentId, f.submissionId)).data!.player;
    expect(wrongAssignment).toMatchObject({ redirectTo: 'LESSONS', classroomId: other.classroomId });
  });

  it('refuses callers who are not signed in, parents and staff who neither teach nor run the academy', async () => {
    const f = await playerFixture(kit.t, mixed);
    expect(errorCode(await kit.t.gql(`{ player(assignmentId: ${f.assignmentId}) { mode } }`))).toBe('NOT_SIGNED_IN');
    const office = await createEmployee(kit.t.services.db, {
      workEmail: 'office-player@solve.test',
      passwordHash: 'x',
      isTeacher: false,
      isAdminOfSolve: false,
    });
    const token = await sessionFor(kit.t.services.db, { userType: 'EMPLOYEE', employeeId: office.id }, NOW);
    expect(errorCode(await kit.t.gql(`{ player(assignmentId: ${f.assignmentId}) { mode } }`, {}, { token }))).toBe('FORBIDDEN');
  });

  it('titles the set and numbers the problems from 1', async () => {
    const f = await playerFixture(kit.t, mixed);
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    expect(view.mode).toBe('ATTEMPT');
    expect(view.problemSet!.heading).toBe('Problem Set 2.3: Rates');
    expect(view.problems.map((problem) => problem.number)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(view).toMatchObject({ canAnswer: true, canSkip: true, canLearn: false, canSubmit: true });
  });
});

describe('seeded order', () => {
  const orderOf = (view: { problems: { problemId: number; choices: { text: string }[]; matchRight: { text: string }[] }[] }) => ({
    problems: view.problems.map((problem) => problem.problemId),
    ranking: view.problems
      .find((problem) => problem.choices.some((choice) => choice.text === 'first'))!
      .choices.map((choice) => choice.text),
    right: view.problems.find((problem) => problem.matchRight.length > 0)!.matchRight.map((choice) => choice.text),
  });

  it('shuffles problems and choices by the submission, the same after every reload, differently per attempt', async () => {
    const f = await playerFixture(kit.t, mixed);
    const first = orderOf((await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player);
    const reload = orderOf((await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player);
    expect(reload).toEqual(first);
    const orders = [first];
    for (let index = 0; index < 4; index += 1) {
      const attempt = await f.addStudent();
      orders.push(orderOf((await kit.calls.view(attempt, f.assignmentId, attempt.submissionId)).data!.player));
    }
    const stored = f.problems.map((problem) => problem.id);
    expect(orders.some((order) => order.problems.join() !== stored.join())).toBe(true);
    expect(new Set(orders.map((order) => order.problems.join())).size).toBeGreaterThan(1);
    // RANKING items and MATCHING right sides are always shown out of their stored order.
    expect(orders.some((order) => order.ranking.join() !== RANK.join())).toBe(true);
    expect(orders.some((order) => order.right.join() !== RANK.map((_, index) => String(index + 1)).join())).toBe(true);
  });

  it('shows stored order in review, with every solution and answer', async () => {
    const f = await playerFixture(kit.t, { ...mixed, submission: { reviewed: true, submittedAt: NOW } });
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    expect(view.mode).toBe('REVIEW');
    expect(view.problemSet!.heading).toBe('REVIEW Problem Set 2.3: Rates');
    expect(view.problems.map((problem) => problem.problemId)).toEqual(f.problems.map((problem) => problem.id));
    const ranking = view.problems[1]!;
    expect(ranking.choices.map((choice) => choice.text)).toEqual(RANK);
    expect(ranking.correctAnswer!.order).toEqual(ranking.choices.map((choice) => choice.key));
    expect(view.problems[0]!.solution).toEqual({ text: '4 × 3 = 12', imageUrl: null, video: null });
    expect(view.problems[0]!.correctAnswer!.accepted).toEqual(['12']);
    expect(view.problems[5]!.correctAnswer!.spots).toEqual([{ x: 0.5, y: 0.5, radius: 0.05 }]);
    expect(view).toMatchObject({ canAnswer: false, canSkip: false, canLearn: false, canSubmit: false });
  });
});

describe('solutions', () => {
  it('INSTANT feedback shows the result, solution and answer of the answered problem only', async () => {
    const f = await playerFixture(kit.t, { ...mixed, set: { feedbackType: 'INSTANT' } });
    const answered = (await kit.calls.create(f, f.problems[0]!.id, { text: '11' })).data!.createProblemResponse;
    expect(answered).toMatchObject({ outcome: 'INCORRECT', solution: { text: '4 × 3 = 12' }, correctAnswer: { accepted: ['12'] } });
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    const revealed = view.problems.filter((problem) => problem.solution !== null || problem.correctAnswer !== null);
    expect(revealed.map((problem) => problem.problemId)).toEqual([f.problems[0]!.id]);
  });

  it('LEARN in a self-paced class shows solutions, never answer keys; skip is not offered there', async () => {
    const f = await playerFixture(kit.t, { ...mixed, teachingStyle: 'SELF_PACED', set: { feedbackType: 'DELAYED' } });
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    expect(view).toMatchObject({ canLearn: true, canSkip: false });
    const byId = new Map(view.problems.map((problem) => [problem.problemId, problem]));
    expect(byId.get(f.problems[0]!.id)!.solution).toMatchObject({ text: '4 × 3 = 12' });
    // No solution: the player says 'Solution is not available for this question.'
    expect(byId.get(f.problems[4]!.id)!.solution).toBeNull();
    expect(view.problems.every((problem) => problem.correctAnswer === null)).toBe(true);
  });

  it('skip follows allowSkip', async () => {
    const f = await playerFixture(kit.t, { ...mixed, set: { allowSkip: false } });
    expect((await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player.canSkip).toBe(false);
  });

  it('staff preview every problem with solutions and answers, and no submission', async () => {
    const f = await playerFixture(kit.t, mixed);
    const token = await f.staffToken();
    const view = (await kit.calls.view({ token }, f.assignmentId, null)).data!.player;
    expect(view).toMatchObject({ mode: 'PREVIEW', submission: null, canAnswer: false, canSkip: false, canSubmit: false, canLearn: false });
    expect(view.problems).toHaveLength(6);
    expect(view.problems.every((problem) => problem.correctAnswer !== null)).toBe(true);
    expect(view.problems.find((problem) => problem.problemId === f.problems[0]!.id)!.solution).toMatchObject({ text: '4 × 3 = 12' });
    const choice = view.problems.find((problem) => problem.problemId === f.problems[3]!.id)!;
    expect(choice.correctAnswer!.selected).toEqual([choice.choices.find((c) => c.text === 'b')!.key]);
  });

  it('only instructors of the class and admins preview: another instructor is told they do not teach it', async () => {
    const f = await playerFixture(kit.t, mixed);
    const db = kit.t.services.db;
    const tokenOf = async (values: { isTeacher: boolean; isAdminOfSolve: boolean }) => {
      const employee = await createEmployee(db, { workEmail: `preview${nextSequence()}@solve.test`, passwordHash: 'x', ...values });
      return sessionFor(db, { userType: 'EMPLOYEE', employeeId: employee.id }, NOW);
    };
    const outsider = await kit.calls.view({ token: await tokenOf({ isTeacher: true, isAdminOfSolve: false }) }, f.assignmentId, null);
    expect(errorCode(outsider)).toBe('NOT_TEACHING');
    expect(outsider.errors![0]!.message).toBe('You do not teach this class.');
    expect(outsider.data?.player ?? null).toBeNull();
    const admin = await kit.calls.view({ token: await tokenOf({ isTeacher: false, isAdminOfSolve: true }) }, f.assignmentId, null);
    expect(admin.data!.player).toMatchObject({ mode: 'PREVIEW', submission: null });
    expect(admin.data!.player.problems.every((problem) => problem.correctAnswer !== null)).toBe(true);
  });
});

describe('answers come back after a reload', () => {
  it('in the keys of the attempt, for every kind of input', async () => {
    const f = await playerFixture(kit.t, { ...mixed, set: { feedbackType: 'GRADED' } });
    const before = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player.problems;
    const find = (id: number) => before.find((problem) => problem.problemId === id)!;
    const ranking = find(f.problems[1]!.id)
      .choices.map((choice) => choice.key)
      .reverse();
    const matching = find(f.problems[2]!.id);
    const pairs = matching.matchLeft.map((left, index) => ({ left: left.key, right: matching.matchRight[index]!.key }));
    await kit.calls.create(f, f.problems[1]!.id, { order: ranking });
    await kit.calls.create(f, f.problems[2]!.id, { pairs });
    await kit.calls.create(f, f.problems[5]!.id, { clicks: [{ x: 0.25, y: 0.75 }] });
    const after = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player.problems;
    const answerOf = (id: number) => after.find((problem) => problem.problemId === id)!.response!.answer;
    expect(answerOf(f.problems[1]!.id)).toMatchObject({ kind: 'RANKING', order: ranking });
    expect(answerOf(f.problems[2]!.id).pairs).toEqual(expect.arrayContaining(pairs));
    expect(answerOf(f.problems[5]!.id)).toMatchObject({ kind: 'HOTSPOTS', clicks: [{ x: 0.25, y: 0.75 }] });
  });
});
