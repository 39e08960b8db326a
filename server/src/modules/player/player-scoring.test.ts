import { beforeAll, describe, expect, it } from 'vitest';
import { errorCode } from '../../test/harness.js';
import {
  playerFixture,
  playerTestServer,
  type AnswerValue,
  type PlayerFixture,
  type ProblemSpec,
  type ProblemView,
  type StudentAtWork,
} from '../../test/player-kit.js';

/** Scoring of every problem type through the API: right, wrong and unreadable answers, states and points. */

const kit = playerTestServer(new Date('2026-03-02T18:00:00Z'));

const keyOf = (list: { key: string; text: string }[], text: string) => list.find((item) => item.text === text)?.key ?? `missing ${text}`;
const keysOf = (list: { key: string; text: string }[], texts: string[]) => texts.map((text) => keyOf(list, text));
/** MATCHING lines from left texts to right texts. */
const lines = (problem: ProblemView, pairs: [string, string][]) =>
  pairs.map(([left, right]) => ({ left: keyOf(problem.matchLeft, left), right: keyOf(problem.matchRight, right) }));

interface Case {
  name: string;
  problem: ProblemSpec;
  right?: (p: ProblemView) => AnswerValue;
  wrong?: (p: ProblemView) => AnswerValue;
  invalid?: [(p: ProblemView) => AnswerValue, string];
}

const RANK = ['100 m in 50 s', '60 m in 20 s', '200 m in 40 s', '90 m in 10 s'];
const MATCH: [string, string][] = [
  ['120 miles in 2 hours', '60 mph'],
  ['$15 for 3 pounds', '$5 per pound'],
  ['48 pages in 4 days', '12 pages per day'],
];

const cases: Case[] = [
  {
    name: 'SHORT_NUMBER_RESPONSE',
    problem: { problemType: 'SHORT_NUMBER_RESPONSE', answer: '12' },
    right: () => ({ text: '12 cups' }),
    wrong: () => ({ text: '13' }),
    invalid: [() => ({ text: 'twelve' }), 'Enter a number, for example 3.5'],
  },
  {
    name: 'SHORT_NUMBER_RESPONSE approximate',
    problem: { problemType: 'SHORT_NUMBER_RESPONSE', answer: '24', approximate: true },
    right: () => ({ text: '24.2' }),
    wrong: () => ({ text: '24.5' }),
    invalid: [() => ({ text: '3/4' }), 'Enter a number'],
  },
  {
    name: 'SHORT_TEXT_RESPONSE',
    problem: { problemType: 'SHORT_TEXT_RESPONSE', answer: '2:3' },
    right: () => ({ text: ' 2 : 3 ' }),
    wrong: () => ({ text: '4:6' }),
    invalid: [() => ({ text: '   ' }), 'Type your answer in the box.'],
  },
  {
    name: 'SHORT_TEXT_RESPONSE case-sensitive',
    problem: { problemType: 'SHORT_TEXT_RESPONSE', answer: 'NaCl', caseSensitive: true },
    right: () => ({ text: 'NaCl' }),
    wrong: () => ({ text: 'nacl' }),
  },
  {
    name: 'MULTIPLE_TEXT_RESPONSE',
    problem: { problemType: 'MULTIPLE_TEXT_RESPONSE', answer: 'unit rate&a unit rate' },
    right: () => ({ text: 'A  Unit Rate' }),
    wrong: () => ({ text: 'ratio' }),
  },
  {
    name: 'SCIENTIFIC_UNIT',
    problem: { problemType: 'SCIENTIFIC_UNIT', answer: '24 km/h', approximate: true },
    right: () => ({ text: '24.1 km/h' }),
    wrong: () => ({ text: '30 km/h' }),
    invalid: [() => ({ text: '24' }), 'Enter a number and a unit'],
  },
  {
    name: 'SCIENTIFIC_UNIT unknown unit',
    problem: { problemType: 'SCIENTIFIC_UNIT', answer: '3.0 × 10^8 m/s' },
    right: () => ({ text: '3e8 m/s' }),
    wrong: () => ({ text: '3e7 m/s' }),
    invalid: [() => ({ text: '3e8 furlongs' }), 'We do not recognise the unit "furlongs"'],
  },
  {
    name: 'TRUE_FALSE',
    problem: { problemType: 'TRUE_FALSE', choices: [['True', true], ['False']] },
    right: (p) => ({ selected: [keyOf(p.choices, 'True')] }),
    wrong: (p) => ({ selected: [keyOf(p.choices, 'False')] }),
    invalid: [() => ({ selected: [] }), 'Choose an answer.'],
  },
  {
    name: 'MULTIPLE_CHOICE_ONE_ANSWER',
    problem: { problemType: 'MULTIPLE_CHOICE_ONE_ANSWER', choices: [['12 oz'], ['16 oz', true], ['20 oz']] },
    right: (p) => ({ selected: [keyOf(p.choices, '16 oz')] }),
    wrong: (p) => ({ selected: [keyOf(p.choices, '20 oz')] }),
    invalid: [(p) => ({ selected: keysOf(p.choices, ['12 oz', '16 oz']) }), 'Choose only one answer.'],
  },
  {
    name: 'MULTIPLE_CHOICE_MANY_ANSWERS',
    problem: { problemType: 'MULTIPLE_CHOICE_MANY_ANSWERS', choices: [['6:8', true], ['9:12', true], ['12:15'], ['15:20', true]] },
    right: (p) => ({ selected: keysOf(p.choices, ['15:20', '6:8', '9:12']) }),
    wrong: (p) => ({ selected: keysOf(p.choices, ['6:8', '9:12']) }),
    invalid: [() => ({ selected: ['not-a-key'] }), 'Choose an answer.'],
  },
  {
    name: 'RANKING',
    problem: { problemType: 'RANKING', choices: RANK.map((text) => [text] as const), randomizeChoices: true },
    right: (p) => ({ order: keysOf(p.choices, RANK) }),
    wrong: (p) => ({ order: keysOf(p.choices, [...RANK].reverse()) }),
    invalid: [(p) => ({ order: keysOf(p.choices, RANK.slice(0, 3)) }), 'Put every item in order, first to last.'],
  },
  {
    name: 'MATCHING',
    problem: { problemType: 'MATCHING', choices: MATCH.map(([left, right]) => [`${left};${right}`] as const) },
    right: (p) => ({ pairs: lines(p, MATCH) }),
    wrong: (p) => ({ pairs: lines(p, [MATCH[0]!, [MATCH[1]![0], MATCH[2]![1]], [MATCH[2]![0], MATCH[1]![1]]]) }),
    invalid: [(p) => ({ pairs: lines(p, [MATCH[0]!, [MATCH[0]![0], MATCH[1]![1]]]) }), 'Match each item on the left'],
  },
  {
    name: 'ONE_HOTSPOT',
    problem: { problemType: 'ONE_HOTSPOT', choices: [['0.75,0.5', true]], questionImageUrl: '/images/line.svg' },
    right: () => ({ clicks: [{ x: 0.77, y: 0.51 }] }),
    wrong: () => ({ clicks: [{ x: 0.2, y: 0.5 }] }),
    invalid: [
      () => ({
        clicks: [
          { x: 0.75, y: 0.5 },
          { x: 0.2, y: 0.2 },
        ],
      }),
      'Click the picture to mark one spot.',
    ],
  },
  {
    name: 'MANY_HOTSPOTS',
    problem: { problemType: 'MANY_HOTSPOTS', choices: [['0.2,0.6', true], ['0.4,0.2', true], ['0.8,0.8']] },
    right: () => ({
      clicks: [
        { x: 0.4, y: 0.2 },
        { x: 0.2, y: 0.6 },
      ],
    }),
    wrong: () => ({
      clicks: [
        { x: 0.2, y: 0.6 },
        { x: 0.8, y: 0.8 },
      ],
    }),
    invalid: [
      () => ({
        clicks: [
          { x: 0.2, y: 0.6 },
          { x: 0.4, y: 0.2 },
          { x: 0.5, y: 0.5 },
        ],
      }),
      'at most 2',
    ],
  },
  {
    name: 'FREE_FORM',
    problem: { problemType: 'FREE_FORM', points: 2 },
    right: () => ({ text: 'Both mixtures use 1.5 cups of water per cup of juice.' }),
    invalid: [() => ({ text: '  ' }), 'Write your answer in the box.'],
  },
  {
    name: 'OFFLINE',
    problem: { problemType: 'OFFLINE', points: 2 },
    right: () => ({ text: '' }),
  },
];

describe('scoring every type through the API (INSTANT, auto-graded)', () => {
  let fixture: PlayerFixture;
  let students: { right: StudentAtWork; wrong: StudentAtWork; invalid: StudentAtWork };
  const views = new Map<StudentAtWork, ProblemView[]>();
  const problemOf = async (who: StudentAtWork, index: number) => {
    if (!views.has(who)) views.set(who, (await kit.calls.view(who, fixture.assignmentId, who.submissionId)).data!.player.problems);
    return views.get(who)!.find((problem) => problem.problemId === fixture.problems[index]!.id)!;
  };

  beforeAll(async () => {
    fixture = await playerFixture(kit.t, {
      problems: [...cases.map(({ problem }) => problem), { problemType: 'DISPLAY' }, { problemType: 'EMBED' }],
    });
    students = { right: fixture, wrong: await fixture.addStudent(), invalid: await fixture.addStudent() };
  });

  it.each(cases.filter((c) => c.right).map((c) => [c.name, c] as const))(
    '%s: a right answer is correct (state 1, full points)',
    async (_name, c) => {
      const index = cases.indexOf(c);
      const problem = await problemOf(students.right, index);
      const result = (await kit.calls.create(students.right, problem.problemId, c.right!(problem))).data!.createProblemResponse;
      expect(result).toMatchObject({
        outcome: 'CORRECT',
        applied: true,
        response: { state: 1, sum: c.problem.points ?? 1, answered: true, graded: true },
      });
    },
  );

  it.each(cases.filter((c) => c.wrong).map((c) => [c.name, c] as const))(
    '%s: a wrong answer is incorrect (state 2, no points)',
    async (_name, c) => {
      const problem = await problemOf(students.wrong, cases.indexOf(c));
      const result = (await kit.calls.create(students.wrong, problem.problemId, c.wrong!(problem))).data!.createProblemResponse;
      expect(result).toMatchObject({ outcome: 'INCORRECT', applied: true, response: { state: 2, sum: 0, answered: true } });
    },
  );

  it.each(cases.filter((c) => c.invalid).map((c) => [c.name, c] as const))(
    '%s: unreadable input gets a hint and stores nothing',
    async (_name, c) => {
      const problem = await problemOf(students.invalid, cases.indexOf(c));
      const [build, hint] = c.invalid!;
      const result = (await kit.calls.create(students.invalid, problem.problemId, build(problem))).data!.createProblemResponse;
      expect(result).toMatchObject({ outcome: 'INVALID', applied: false, response: null, solution: null, correctAnswer: null });
      expect(result.message).toContain(hint);
      const after = (await kit.calls.view(students.invalid, fixture.assignmentId, students.invalid.submissionId)).data!.player;
      expect(after.problems.find((p) => p.problemId === problem.problemId)!.response).toBeNull();
    },
  );

  it('DISPLAY and EMBED take no answer', async () => {
    for (const index of [cases.length, cases.length + 1]) {
      const result = await kit.calls.create(students.invalid, fixture.problems[index]!.id, { text: 'hello' });
      expect(errorCode(result)).toBe('NOT_ANSWERABLE');
    }
  });
});

describe('scoring that depends on the set', () => {
  it('an unknown unit template answers Template not yet supported and stores nothing', async () => {
    const fixture = await playerFixture(kit.t, { problems: [{ problemType: 'SCIENTIFIC_UNIT', answer: '{ELECTRON_CONFIG} 1s2 2s1' }] });
    const result = (await kit.calls.create(fixture, fixture.problems[0]!.id, { text: '1s2 2s1' })).data!.createProblemResponse;
    expect(result).toMatchObject({ outcome: 'UNSUPPORTED', message: 'Template not yet supported', applied: false, response: null });
  });

  it('a skip on the last problem submits it as skipped: incorrect in an auto-graded set', async () => {
    const fixture = await playerFixture(kit.t, { problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '5' }] });
    const result = (await kit.calls.create(fixture, fixture.problems[0]!.id, { skipped: true })).data!.createProblemResponse;
    expect(result).toMatchObject({ outcome: 'INCORRECT', response: { state: 2, sum: 0, answer: { kind: 'SKIPPED' } } });
  });

  it('a set of only FREE_FORM and OFFLINE work waits for a grader (state 4)', async () => {
    const fixture = await playerFixture(kit.t, {
      problems: [{ problemType: 'FREE_FORM' }, { problemType: 'OFFLINE' }, { problemType: 'DISPLAY' }],
    });
    for (const problem of fixture.problems.slice(0, 2)) {
      const result = (await kit.calls.create(fixture, problem.id, { text: 'My work' })).data!.createProblemResponse;
      expect(result).toMatchObject({ outcome: 'AWAITING_GRADING', response: { state: 4, sum: 0, graded: false } });
    }
    const view = (await kit.calls.view(fixture, fixture.assignmentId, fixture.submissionId)).data!.player;
    expect(view.problemSet).toMatchObject({ autoGraded: false, countedProblems: 2 });
  });

  it('a set with auto-grading switched off sends every answer to a grader', async () => {
    const fixture = await playerFixture(kit.t, {
      set: { autoGrading: false },
      problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '5' }],
    });
    const result = (await kit.calls.create(fixture, fixture.problems[0]!.id, { text: '4' })).data!.createProblemResponse;
    expect(result).toMatchObject({ outcome: 'AWAITING_GRADING', response: { state: 4 } });
  });

  it('points follow the problem: a 3-point problem earns 3', async () => {
    const fixture = await playerFixture(kit.t, { problems: [{ problemType: 'SHORT_TEXT_RESPONSE', answer: 'rate', points: 3 }] });
    const result = (await kit.calls.create(fixture, fixture.problems[0]!.id, { text: 'Rate' })).data!.createProblemResponse;
    expect(result.response).toMatchObject({ state: 1, sum: 3 });
  });

  it('input of the wrong kind for the type is unreadable, not wrong', async () => {
    const fixture = await playerFixture(kit.t, { problems: [{ problemType: 'TRUE_FALSE', choices: [['True', true], ['False']] }] });
    const result = (await kit.calls.create(fixture, fixture.problems[0]!.id, { text: 'True' })).data!.createProblemResponse;
    expect(result).toMatchObject({ outcome: 'INVALID', message: 'Choose an answer.', response: null });
  });

  it('an answer with two kinds at once is refused as bad input', async () => {
    const fixture = await playerFixture(kit.t, { problems: [{ problemType: 'SHORT_TEXT_RESPONSE', answer: 'a' }] });
    expect(errorCode(await kit.calls.create(fixture, fixture.problems[0]!.id, { text: 'a', skipped: true }))).toBe('INVALID_INPUT');
  });
});
