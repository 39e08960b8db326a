import { getNamedType, isObjectType, type GraphQLObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { nextAnswerSequence, playerFixture, type PlayerFixture, type PlayerSetup, type StudentAtWork } from '../../test/player-kit.js';

/**
 * No answer leaks: every field a student can reach from the player's query and mutation answers
 * is read (the selections are built from the schema itself, so a new field is read too), and no
 * answer key, correct flag, solution, hotspot spot or stored position appears before the rules allow.
 */

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
});
afterAll(() => t.close());

/** Every field below a type, recursively: the whole payload a client could ask for. */
function selectAll(type: GraphQLObjectType, depth = 0): string {
  if (depth > 8) throw new Error(`${type.name} nests too deep`);
  return Object.values(type.getFields())
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named) ? `${field.name} { ${selectAll(named, depth + 1)} }` : field.name;
    })
    .join(' ');
}

function reachableFields(type: GraphQLObjectType, into = new Set<string>()): Set<string> {
  for (const field of Object.values(type.getFields())) {
    into.add(`${type.name}.${field.name}`);
    const named = getNamedType(field.type);
    if (isObjectType(named)) reachableFields(named, into);
  }
  return into;
}

const typeOf = (name: string) => schema.getType(name) as GraphQLObjectType;
const ALL_PLAYER = selectAll(typeOf('Player'));
const ALL_PAYLOAD = selectAll(typeOf('AnswerPayload'));

/** Fields that may carry answers; each is proven null (or absent) below unless the rules allow. */
const GATED = [
  'PlayerProblem.solution',
  'PlayerProblem.correctAnswer',
  'AnswerPayload.solution',
  'AnswerPayload.correctAnswer',
  'PlayerResponse.state',
  'PlayerResponse.sum',
  'PlayerSubmission.results',
];

// Distinctive secrets: none may appear in a student's payload before the rules allow.
const SECRETS = {
  number: '987654',
  text: 'zebracorn',
  unit: '42.5 km/h',
  hotspotX: 0.137,
  hotspotY: 0.862,
  solution: 'SOLUTION-TEXT',
  solutionImage: '/images/solution.svg',
  solutionVideo: 'solution-video-id',
};
const setup = (feedbackType: 'INSTANT' | 'DELAYED'): PlayerSetup => ({
  set: { feedbackType, randomizeOrder: true },
  problems: [
    {
      problemType: 'SHORT_NUMBER_RESPONSE',
      answer: SECRETS.number,
      solutionText: SECRETS.solution,
      solutionImageUrl: SECRETS.solutionImage,
      solutionVideo: SECRETS.solutionVideo,
    },
    { problemType: 'SHORT_TEXT_RESPONSE', answer: SECRETS.text, solutionText: SECRETS.solution },
    { problemType: 'SCIENTIFIC_UNIT', answer: SECRETS.unit, solutionText: SECRETS.solution },
    { problemType: 'ONE_HOTSPOT', choices: [[`${SECRETS.hotspotX},${SECRETS.hotspotY}`, true]], solutionText: SECRETS.solution },
    { problemType: 'MULTIPLE_CHOICE_ONE_ANSWER', choices: [['w'], ['x', true], ['y'], ['z']], answer: '1' },
    { problemType: 'RANKING', choices: [['r1'], ['r2'], ['r3'], ['r4'], ['r5'], ['r6'], ['r7']] },
    { problemType: 'MATCHING', choices: [['a;1'], ['b;2'], ['c;3'], ['d;4'], ['e;5'], ['f;6'], ['g;7']] },
  ],
});

function leaves(value: unknown, into: unknown[] = []): unknown[] {
  if (Array.isArray(value)) value.forEach((item) => leaves(item, into));
  else if (value !== null && typeof value === 'object') Object.values(value).forEach((item) => leaves(item, into));
  else into.push(value);
  return into;
}

/** Fails when a secret or a stored position appears in the payload. */
function expectNoSecrets(payload: unknown): void {
  const values = leaves(payload);
  const text = JSON.stringify(payload);
  for (const secret of [SECRETS.number, SECRETS.text, SECRETS.unit, SECRETS.solution, SECRETS.solutionImage, SECRETS.solutionVideo]) {
    expect(text).not.toContain(secret);
  }
  expect(values).not.toContain(SECRETS.hotspotX);
  expect(values).not.toContain(SECRETS.hotspotY);
  expect(text).not.toMatch(/"correct"/);
  // Choice keys are opaque: not stored indexes, orders or choice ids.
  for (const key of text.match(/"key":"[^"]*"/g) ?? []) expect(key).toMatch(/^"key":"[A-Za-z0-9_-]{12}"$/);
}

async function fullView(who: StudentAtWork, fixture: PlayerFixture) {
  const result = await t.gql<{ player: Record<string, unknown> }>(
    `query ($a: Int!, $s: Int) { player(assignmentId: $a, submissionId: $s) { ${ALL_PLAYER} } }`,
    { a: fixture.assignmentId, s: who.submissionId },
    { token: who.token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.player;
}

async function fullAnswer(who: StudentAtWork, problemId: number, value: Record<string, unknown>) {
  const result = await t.gql<{ createProblemResponse: Record<string, unknown> }>(
    `mutation ($s: Int!, $p: Int!, $v: AnswerInput!, $q: Float!) {
      createProblemResponse(submissionId: $s, problemId: $p, value: $v, timeSpent: 5, sequence: $q) { ${ALL_PAYLOAD} } }`,
    { s: who.submissionId, p: problemId, v: value, q: nextAnswerSequence() },
    { token: who.token, studentSession: who.workSession },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createProblemResponse;
}

type Problem = {
  problemId: number;
  solution: unknown;
  correctAnswer: unknown;
  response: { state: unknown; sum: unknown } | null;
  choices: { key: string }[];
};

describe('what a student can reach', () => {
  it('is every field listed here; the ones that can carry answers are gated', () => {
    const reachable = new Set([...reachableFields(typeOf('Player')), ...reachableFields(typeOf('AnswerPayload'))]);
    for (const field of GATED) expect(reachable).toContain(field);
    // Choices carry a key, a label and a text: no correct flag, order or id.
    expect(Object.keys(typeOf('PlayerChoice').getFields()).sort()).toEqual(['key', 'label', 'text']);
    // No field of the player is named after a secret outside the gated ones.
    const suspicious = [...reachable].filter((field) => /\.(answer|correct|isCorrect|solutionText|order|choiceId|spots)$/.test(field));
    // CorrectAnswer is reached only through the gated correctAnswer fields; PlayerAnswer is the student's own answer.
    expect(suspicious.sort()).toEqual(['CorrectAnswer.order', 'CorrectAnswer.spots', 'PlayerAnswer.order', 'PlayerResponse.answer']);
  });
});

describe('before the rules allow, nothing leaks', () => {
  it('a DELAYED set: not in the view, not in answers, not even whether an answer was right', async () => {
    const f = await playerFixture(t, setup('DELAYED'));
    expectNoSecrets(await fullView(f, f));
    for (const [index, problem] of f.problems.slice(0, 3).entries()) {
      const payload = await fullAnswer(f, problem.id, { text: [SECRETS.number, 'wrong', '3 km/h'][index] });
      expect(payload).toMatchObject({ outcome: 'SAVED', solution: null, correctAnswer: null, response: { state: null, sum: null } });
      expectNoSecrets({ ...payload, response: { ...(payload.response as object), answer: null } });
    }
    const view = await fullView(f, f);
    expect(JSON.stringify(view)).toMatch(/"key":"[A-Za-z0-9_-]{12}"/);
    for (const problem of view.problems as Problem[]) {
      expect(problem.solution).toBeNull();
      expect(problem.correctAnswer).toBeNull();
      if (problem.response) expect([problem.response.state, problem.response.sum]).toEqual([null, null]);
    }
    expect((view.submission as { results: unknown }).results).toBeNull();
  });

  it('an INSTANT set: only the answered problem is revealed', async () => {
    const f = await playerFixture(t, setup('INSTANT'));
    expectNoSecrets(await fullView(f, f));
    const hotspot = f.problems[3]!;
    const payload = await fullAnswer(f, hotspot.id, { clicks: [{ x: 0.9, y: 0.1 }] });
    expect(payload).toMatchObject({
      outcome: 'INCORRECT',
      correctAnswer: { spots: [{ x: SECRETS.hotspotX, y: SECRETS.hotspotY, radius: 0.05 }] },
    });
    const view = await fullView(f, f);
    const others = (view.problems as Problem[]).filter((problem) => problem.problemId !== hotspot.id);
    // The first problem's secrets (number, text, unit, solution) are still nowhere.
    expectNoSecrets({ ...view, problems: others });
    expect(others.every((problem) => problem.solution === null && problem.correctAnswer === null)).toBe(true);
  });

  it('choice keys differ between attempts, so keys seen in one attempt say nothing about another', async () => {
    const f = await playerFixture(t, setup('DELAYED'));
    const other = await f.addStudent();
    const keysOf = async (who: StudentAtWork) =>
      ((await fullView(who, f)).problems as Problem[]).flatMap((problem) => problem.choices.map((choice) => choice.key));
    const mine = new Set(await keysOf(f));
    const theirs = await keysOf(other);
    expect(theirs.filter((key) => mine.has(key))).toEqual([]);
  });
});
