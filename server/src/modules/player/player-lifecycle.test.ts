import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { leaderboardPoints, problemResponses, submissions } from '../../db/schema/index.js';
import { errorCode } from '../../test/harness.js';
import { nextAnswerSequence, playerFixture, playerTestServer, type PlayerSetup } from '../../test/player-kit.js';
import { signedInElsewhere } from '../../test/classroom-fixtures.js';
import { PROBLEM_RESPONSE_COUNT_CHANNEL, type ProblemResponseCountChange } from '../counter/counter.service.js';

/** Duplicates, out-of-order requests, set submission, time limits, ownership and work sessions. */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);

const numbers: PlayerSetup['problems'] = [
  { problemType: 'SHORT_NUMBER_RESPONSE', answer: '1' },
  { problemType: 'SHORT_NUMBER_RESPONSE', answer: '2', points: 2 },
  { problemType: 'SHORT_NUMBER_RESPONSE', answer: '3' },
  { problemType: 'DISPLAY', points: 0 },
];

async function storedResponses(submissionId: number) {
  return kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, submissionId));
}
async function storedSubmission(submissionId: number) {
  const [row] = await kit.t.services.db.select().from(submissions).where(eq(submissions.id, submissionId));
  return row!;
}

describe('duplicate and out-of-order requests', () => {
  it('a retried create returns the stored response and never duplicates it', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    const sequence = nextAnswerSequence();
    const first = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' }, { sequence })).data!.createProblemResponse;
    const retry = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' }, { sequence })).data!.createProblemResponse;
    expect(retry).toMatchObject({ applied: true, outcome: 'CORRECT', response: { id: first.response!.id, sequence } });
    expect(await storedResponses(f.submissionId)).toHaveLength(1);
  });

  it('concurrent creates of one answer store one response', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'DELAYED' } });
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        kit.calls.create(f, f.problems[1]!.id, { text: String(index) }, { sequence: nextAnswerSequence() }),
      ),
    );
    const ids = new Set(results.map((result) => result.data?.createProblemResponse.response?.id));
    expect(results.every((result) => result.errors === undefined)).toBe(true);
    expect(ids.size).toBe(1);
    const rows = await storedResponses(f.submissionId);
    expect(rows).toHaveLength(1);
    // The newest sequence wins whatever order the requests were served in.
    expect(rows[0]!.value).toBe('7');
  });

  it('an older update arriving after a newer one leaves the newer answer', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'DELAYED' } });
    const created = (await kit.calls.create(f, f.problems[0]!.id, { text: '5' })).data!.createProblemResponse.response!;
    const older = nextAnswerSequence();
    const newer = nextAnswerSequence();
    const applied = (await kit.calls.update(f, created.id, { text: '1' }, { sequence: newer })).data!.updateProblemResponse;
    expect(applied).toMatchObject({ applied: true, outcome: 'SAVED', response: { answer: { text: '1' }, state: null, sum: null } });
    const stale = (await kit.calls.update(f, created.id, { text: '9' }, { sequence: older })).data!.updateProblemResponse;
    expect(stale).toMatchObject({ applied: false, response: { answer: { text: '1' }, sequence: newer } });
    const [row] = await storedResponses(f.submissionId);
    expect(row).toMatchObject({ value: '1', state: 1, sum: 1, sequence: newer });
  });

  it('with INSTANT feedback an answer is final once its result was shown; repeating it is harmless', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    const created = (await kit.calls.create(f, f.problems[0]!.id, { text: '4' })).data!.createProblemResponse.response!;
    expect(errorCode(await kit.calls.update(f, created.id, { text: '1' }))).toBe('ANSWER_LOCKED');
    expect((await kit.calls.update(f, created.id, { text: '4' })).data!.updateProblemResponse).toMatchObject({
      applied: true,
      outcome: 'INCORRECT',
    });
    expect((await storedResponses(f.submissionId))[0]).toMatchObject({ value: '4', state: 2 });
  });

  it('records the time spent, never more than the time since the start', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'GRADED' } });
    const first = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' }, { timeSpent: 40 })).data!.createProblemResponse.response!;
    expect(first.timeSpent).toBe(40);
    const capped = (await kit.calls.update(f, first.id, { text: '2' }, { timeSpent: 99_999 })).data!.updateProblemResponse.response!;
    // Started 60 s ago, plus the grace of 15 s.
    expect(capped.timeSpent).toBe(75);
  });
});

describe('set submission', () => {
  it('stores date, sum, count, grade and graded in one step and awards leaderboard points', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    await kit.calls.create(f, f.problems[0]!.id, { text: '1' }, { timeSpent: 10 });
    await kit.calls.create(f, f.problems[1]!.id, { text: '2' }, { timeSpent: 10 });
    await kit.calls.create(f, f.problems[2]!.id, { text: '0' }, { timeSpent: 10 });
    const submitted = (await kit.calls.submit(f, { timeSpent: 50 })).data!.updateSubmission;
    expect(submitted.mode).toBe('SUBMITTED');
    expect(submitted.submission!.results).toEqual({
      correctCount: 2,
      countedProblems: 3,
      scorePercent: 75,
      sum: 3,
      possiblePoints: 4,
      attemptNumber: 1,
      allowedAttempts: 2,
      timeSpent: 50,
      graded: true,
    });
    expect(await storedSubmission(f.submissionId)).toMatchObject({
      sum: 3,
      count: 3,
      overallGrade: 75,
      graded: true,
      submittedAt: NOW,
      totalTimeSpent: 50,
    });
    const points = await kit.t.services.db.select().from(leaderboardPoints).where(eq(leaderboardPoints.submissionId, f.submissionId));
    expect(points).toEqual([
      expect.objectContaining({ points: 20, studentId: f.studentId, classroomId: f.classroomId, lessonId: f.lessonId }),
    ]);
  });

  it('awards 9 points per correct problem on the second attempt and none after', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    for (const [attemptNumber, expected] of [
      [2, 18],
      [3, 0],
    ] as const) {
      const attempt = await f.addStudent({ attemptNumber });
      await kit.calls.create(attempt, f.problems[0]!.id, { text: '1' });
      await kit.calls.create(attempt, f.problems[1]!.id, { text: '2' });
      await kit.calls.submit(attempt);
      const [row] = await kit.t.services.db
        .select()
        .from(leaderboardPoints)
        .where(eq(leaderboardPoints.submissionId, attempt.submissionId));
      expect(row!.points).toBe(expected);
    }
  });

  it('a repeated submission changes nothing; afterwards no answer is accepted', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'DELAYED' } });
    const response = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.response!;
    await kit.calls.submit(f);
    const before = await storedSubmission(f.submissionId);
    kit.t.clock.now = new Date(NOW.getTime() + 5000);
    try {
      const again = (await kit.calls.submit(f)).data!.updateSubmission;
      expect(again.submission!.submittedAt).toBe(NOW.toISOString());
      expect(await storedSubmission(f.submissionId)).toEqual(before);
      expect(errorCode(await kit.calls.create(f, f.problems[1]!.id, { text: '2' }))).toBe('SUBMISSION_CLOSED');
      expect(errorCode(await kit.calls.update(f, response.id, { text: '9' }))).toBe('SUBMISSION_CLOSED');
    } finally {
      kit.t.clock.now = NOW;
    }
    expect(await storedResponses(f.submissionId)).toEqual([expect.objectContaining({ value: '1' })]);
    expect(await kit.t.services.db.select().from(leaderboardPoints).where(eq(leaderboardPoints.submissionId, f.submissionId))).toHaveLength(
      1,
    );
  });

  it('shows the results of a DELAYED set only once it is submitted', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'DELAYED' } });
    await kit.calls.create(f, f.problems[0]!.id, { text: '1' });
    const during = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    expect(during.problems[0]!.response).toMatchObject({ answered: true, state: null, sum: null });
    const after = (await kit.calls.submit(f)).data!.updateSubmission;
    expect(after.problems[0]!.response).toMatchObject({ state: 1, sum: 1 });
    expect(after.submission!.results).toMatchObject({ correctCount: 1, scorePercent: 25 });
  });

  it('a set waiting for a grader is submitted ungraded with grade -1 (In Progress)', async () => {
    const f = await playerFixture(kit.t, { problems: [{ problemType: 'FREE_FORM' }] });
    await kit.calls.create(f, f.problems[0]!.id, { text: 'An essay' });
    await kit.calls.submit(f);
    expect(await storedSubmission(f.submissionId)).toMatchObject({ graded: false, overallGrade: -1, count: 1, sum: 0 });
  });

  it('is locked until one problem is answered, unless the time is up', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    expect(errorCode(await kit.calls.submit(f))).toBe('SUBMIT_NEEDS_ANSWER');
    expect((await storedSubmission(f.submissionId)).submittedAt).toBeNull();
    const timed = await playerFixture(kit.t, {
      problems: numbers,
      set: { timeLimit: 60 },
      submission: { startedAt: new Date(NOW.getTime() - 58_000) },
    });
    expect((await kit.calls.submit(timed)).data!.updateSubmission.submission).toMatchObject({
      timeIsUp: false,
      results: { correctCount: 0, scorePercent: 0 },
    });
  });

  it('a reviewed submission accepts no answer and no submission', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, submission: { reviewed: true } });
    expect(errorCode(await kit.calls.create(f, f.problems[0]!.id, { text: '1' }))).toBe('SUBMISSION_CLOSED');
    expect(errorCode(await kit.calls.submit(f))).toBe('SUBMISSION_CLOSED');
  });
});

describe('time limits', () => {
  const timed = (lessonPlanType: PlayerSetup['lessonPlanType'] = 'INSTRUCTION'): PlayerSetup => ({
    problems: numbers,
    lessonPlanType,
    set: { timeLimit: 300 },
    submission: { startedAt: new Date(NOW.getTime() - 100_000) },
  });
  const at = (secondsAfterStart: number) => (kit.t.clock.now = new Date(NOW.getTime() - 100_000 + secondsAfterStart * 1000));

  it('answers within the limit and its grace are accepted; later ones are refused and the set is completed', async () => {
    const f = await playerFixture(kit.t, timed());
    try {
      expect((await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player.submission).toMatchObject({
        secondsLeft: 200,
        timeIsUp: false,
      });
      at(250);
      await kit.calls.create(f, f.problems[0]!.id, { text: '1' });
      at(310);
      expect((await kit.calls.create(f, f.problems[1]!.id, { text: '2' })).data!.createProblemResponse.outcome).toBe('CORRECT');
      at(316);
      const late = await kit.calls.create(f, f.problems[2]!.id, { text: '3' });
      expect(errorCode(late)).toBe('TIME_IS_UP');
      expect(late.errors![0]!.message).toBe('Time is up!');
      const stored = await storedSubmission(f.submissionId);
      expect(stored).toMatchObject({ sum: 3, count: 2, overallGrade: 75 });
      expect(stored.submittedAt).not.toBeNull();
      expect(await storedResponses(f.submissionId)).toHaveLength(2);
    } finally {
      kit.t.clock.now = NOW;
    }
  });

  it('opening the player after the limit completes the set with what was saved', async () => {
    const f = await playerFixture(kit.t, timed());
    try {
      at(100);
      await kit.calls.create(f, f.problems[0]!.id, { text: '1' });
      at(1000);
      const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
      expect(view).toMatchObject({ mode: 'SUBMITTED', canAnswer: false, submission: { timeIsUp: true, results: { correctCount: 1 } } });
      // Time spent stops at the limit.
      expect(view.submission!.totalTimeSpent).toBeLessThanOrEqual(300);
    } finally {
      kit.t.clock.now = NOW;
    }
  });

  it('sets in an introduction lesson have no limit', async () => {
    const f = await playerFixture(kit.t, timed('INTRODUCTION'));
    try {
      at(2000);
      expect((await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.outcome).toBe('CORRECT');
      const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
      expect(view.problemSet).toMatchObject({ timeLimit: 0, isIntroduction: true });
      expect(view.submission).toMatchObject({ secondsLeft: null, timeIsUp: false, submittedAt: null });
    } finally {
      kit.t.clock.now = NOW;
    }
  });
});

describe('who may answer', () => {
  it("another student's submission is refused and nothing changes", async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'DELAYED' } });
    const other = await f.addStudent();
    const theirs = (await kit.calls.create(other, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.response!;
    expect(errorCode(await kit.calls.create(f, f.problems[1]!.id, { text: '2' }, { submissionId: other.submissionId }))).toBe('FORBIDDEN');
    expect(errorCode(await kit.calls.update(f, theirs.id, { text: '5' }))).toBe('FORBIDDEN');
    expect(errorCode(await kit.calls.submit(f, { submissionId: other.submissionId }))).toBe('FORBIDDEN');
    expect(errorCode(await kit.calls.view(f, f.assignmentId, other.submissionId))).toBe('FORBIDDEN');
    expect(await storedResponses(other.submissionId)).toEqual([expect.objectContaining({ value: '1' })]);
    expect((await storedSubmission(other.submissionId)).submittedAt).toBeNull();
  });

  it('an older work session gets the multiple sign-in text and changes nothing', async () => {
    const f = await playerFixture(kit.t, { problems: numbers, set: { feedbackType: 'DELAYED' } });
    const response = (await kit.calls.create(f, f.problems[0]!.id, { text: '1' })).data!.createProblemResponse.response!;
    await signedInElsewhere(kit.t.services.db, kit.t.clock.now, { id: f.studentId });
    for (const result of [
      await kit.calls.create(f, f.problems[1]!.id, { text: '2' }),
      await kit.calls.update(f, response.id, { text: '7' }),
      await kit.calls.submit(f),
    ]) {
      expect(errorCode(result)).toBe('MULTIPLE_SIGN_IN');
      expect(result.errors![0]!.message).toContain('multiple sign-ins on SOLVE');
    }
    expect(await storedResponses(f.submissionId)).toEqual([expect.objectContaining({ value: '1' })]);
    expect((await storedSubmission(f.submissionId)).submittedAt).toBeNull();
  });

  it('staff previews save nothing', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    const token = await f.staffToken();
    const result = await kit.t.gql(
      `mutation ($s: Int!, $p: Int!) { createProblemResponse(submissionId: $s, problemId: $p, value: { text: "1" }, timeSpent: 1, sequence: 1) { applied } }`,
      { s: f.submissionId, p: f.problems[0]!.id },
      { token, studentSession: f.workSession },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
    expect(await storedResponses(f.submissionId)).toHaveLength(0);
  });
});

describe('the live problems-solved counter', () => {
  it('moves when responses are created', async () => {
    const f = await playerFixture(kit.t, { problems: numbers });
    const events = kit.t.services.pubsub.subscribe<ProblemResponseCountChange>(PROBLEM_RESPONSE_COUNT_CHANNEL);
    const first = events.next();
    const before = (await kit.t.gql<{ countProblemResponses: number }>(`{ countProblemResponses }`)).data!.countProblemResponses;
    await kit.calls.create(f, f.problems[0]!.id, { text: '1' });
    await kit.calls.create(f, f.problems[1]!.id, { text: '2' });
    expect((await kit.t.gql<{ countProblemResponses: number }>(`{ countProblemResponses }`)).data!.countProblemResponses).toBe(before + 2);
    // Announcements are coalesced per window: on a slow machine the two answers can fall in two
    // windows, so the count may move by one first. It must reach both.
    let event = (await first).value;
    while (event.newCount < before + 2) event = (await events.next()).value;
    expect(event).toMatchObject({ reason: 'RESPONSE_CREATED', newCount: before + 2 });
    await events.return!();
  });
});
