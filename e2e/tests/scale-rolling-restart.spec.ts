import { expect } from '@playwright/test';
import { controlUrl, graphql, type GraphQLOutcome } from './scale-support.js';
import { type FixtureFamily, test } from './support.js';

/**
 * A rolling restart while a student answers (playwright.scale.config.ts): each instance in turn
 * is stopped with SIGTERM, waited for and started again, while answers go through the proxy
 * without pause. The client retries a request that failed for a connection reason with the same
 * sequence number, as the player does; at the end every answer the server acknowledged is stored.
 */

const WARM_UP = { classroom: 'MA6-A', set: 'MA6-L1-2' };

const LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;
const WORK_SESSION = `mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }`;
const START = `mutation ($a: Int!) { startAssignment(assignmentId: $a) { submission { id } } }`;
const PLAYER = `query ($a: Int!, $s: Int) { player(assignmentId: $a, submissionId: $s) {
  problems { problemId problemType response { id sequence answer { text } } } } }`;
const PAYLOAD = `applied response { id sequence answer { text } }`;
const CREATE = `mutation ($s: Int!, $p: Int!, $v: AnswerInput!, $q: Float!) {
  createProblemResponse(submissionId: $s, problemId: $p, value: $v, timeSpent: 5, sequence: $q) { ${PAYLOAD} } }`;
const UPDATE = `mutation ($r: Int!, $v: AnswerInput!, $q: Float!) {
  updateProblemResponse(responseId: $r, value: $v, timeSpent: 5, sequence: $q) { ${PAYLOAD} } }`;

interface StoredResponse {
  id: number;
  sequence: number;
  answer: { text: string | null };
}
interface Payload {
  applied: boolean;
  response: StoredResponse | null;
}
/** What either mutation answers: one of the two fields. */
interface SavedAnswer {
  createProblemResponse?: Payload;
  updateProblemResponse?: Payload;
}
interface PlayerProblems {
  player: { problems: { problemId: number; problemType: string; response: StoredResponse | null }[] };
}

/** Types answered with text (core's AnswerInput.text). */
const TEXT_TYPES = /^(SHORT_|FREE_FORM|OFFLINE)/;

let sequence = Date.now();
const nextSequence = () => (sequence = Math.max(sequence + 1, Date.now()));

/** Sends until the server answers: a failure for a connection reason is retried, unchanged, as the player's saver does. */
async function untilAnswered<T>(
  send: () => Promise<GraphQLOutcome<T>>,
  failures: string[],
): Promise<Exclude<GraphQLOutcome<T>, { kind: 'failed' }>> {
  for (;;) {
    const outcome = await send();
    if (outcome.kind !== 'failed') return outcome;
    failures.push(outcome.reason);
    // Allowed for by the player too: a short wait before the same request goes again.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function restart(instance: 'a' | 'b') {
  const response = await fetch(controlUrl(`/restart/${instance}`), { method: 'POST' });
  const body = (await response.json()) as { cleanExit?: boolean; error?: string };
  expect(response.status, body.error).toBe(200);
  // SIGTERM drained the instance and it ended on its own.
  expect(body.cleanExit).toBe(true);
}

test('a rolling restart of both instances while a student answers loses no acknowledged answer', async ({ request }) => {
  test.setTimeout(180_000);
  const created = await request.post(`/dev/fixtures/family?enroll=${WARM_UP.classroom}`);
  expect(created.ok()).toBe(true);
  const family = (await created.json()) as FixtureFamily;
  expect((await graphql(request, LOGIN, { u: family.username, p: family.password })).kind).toBe('data');
  // The sign-in's work session, as the app starts it after a sign-in.
  expect((await graphql(request, WORK_SESSION, { id: family.studentId })).kind).toBe('data');
  const attempt = await request.post(
    `/dev/fixtures/attempt?${new URLSearchParams({ username: family.username, ...WARM_UP, secondsLeft: '290' })}`,
  );
  expect(attempt.ok()).toBe(true);
  const { assignmentId } = (await attempt.json()) as { assignmentId: number };
  // Continuing the set from this sign-in makes it the work session that may answer (as pressing Continue does).
  const started = await graphql<{ startAssignment: { submission: { id: number } } }>(request, START, { a: assignmentId });
  if (started.kind !== 'data') throw new Error(`the set did not start: ${JSON.stringify(started)}`);
  const submissionId = started.data.startAssignment.submission.id;
  const loaded = await graphql<PlayerProblems>(request, PLAYER, { a: assignmentId, s: submissionId });
  if (loaded.kind !== 'data') throw new Error(`the player did not load: ${JSON.stringify(loaded)}`);
  const problems = loaded.data.player.problems.filter((problem) => TEXT_TYPES.test(problem.problemType));
  expect(problems.length).toBeGreaterThan(0);

  /** The newest acknowledged answer of each problem: its response, sequence and text. */
  const acknowledged = new Map<number, { responseId: number; sequence: number; text: string }>();
  const refused = new Map<number, string>();
  const failures: string[] = [];
  let answers = 0;

  async function answerOnce(problemId: number) {
    const known = acknowledged.get(problemId);
    const text = known?.text ?? '12';
    const q = nextSequence();
    const outcome = await untilAnswered(
      () =>
        known
          ? graphql<SavedAnswer>(request, UPDATE, { r: known.responseId, v: { text }, q })
          : graphql<SavedAnswer>(request, CREATE, { s: submissionId, p: problemId, v: { text }, q }),
      failures,
    );
    if (outcome.kind === 'refused') return void refused.set(problemId, outcome.code);
    const payload = outcome.data.updateProblemResponse ?? outcome.data.createProblemResponse!;
    if (payload.applied && payload.response) {
      acknowledged.set(problemId, { responseId: payload.response.id, sequence: q, text });
      answers += 1;
    }
  }

  // The student answers until the restarts are over and every problem was answered once more.
  let stopAt = Number.POSITIVE_INFINITY;
  const student = (async () => {
    while (answers < stopAt) {
      for (const { problemId } of problems) if (!refused.has(problemId)) await answerOnce(problemId);
      expect(refused.size, `every problem refused its answers: ${[...refused.values()].join(', ')}`).toBeLessThan(problems.length);
    }
  })();

  await expect.poll(() => answers).toBeGreaterThan(5);
  const beforeRestarts = answers;
  await restart('b');
  await restart('a');
  stopAt = answers + problems.length - refused.size;
  await student;
  expect(answers).toBeGreaterThan(beforeRestarts);

  // Read back through the proxy: each acknowledged answer is stored (a newer one may have replaced it).
  const stored = await untilAnswered(() => graphql<PlayerProblems>(request, PLAYER, { a: assignmentId, s: submissionId }), failures);
  if (stored.kind !== 'data') throw new Error(`the player did not load: ${stored.code}`);
  const byProblem = new Map(stored.data.player.problems.map((problem) => [problem.problemId, problem.response]));
  for (const [problemId, answer] of acknowledged) {
    const response = byProblem.get(problemId);
    expect(response?.id, `problem ${problemId}`).toBe(answer.responseId);
    expect(response!.sequence, `problem ${problemId}`).toBeGreaterThanOrEqual(answer.sequence);
    expect(response!.answer.text).toBe(answer.text);
  }
  // For the report: the requests the restarts cut off, which the client sent again.
  test.info().annotations.push({ type: 'retried requests', description: failures.length ? failures.join('; ') : 'none' });
});
