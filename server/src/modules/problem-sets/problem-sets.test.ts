import { and, asc, count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, choices, hints, problems, problemSets } from '../../db/schema/index.js';
import { createProblemSet } from '../../db/seed/factories/content.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, PLAYER_FIELDS, type PlayerSetup, type PlayerViewResult } from '../../test/player-kit.js';
import { edit, editorCalls, inputOf, newProblem } from '../../test/problem-set-kit.js';

/** The problem-set editor: who may use it, the library, the import's rules, saving, students' answers kept in place, audit, preview. */

const NOW = new Date('2026-03-02T18:00:00Z');
const kit = playerTestServer(NOW);
let admin: string;
let instructor: string;

beforeAll(async () => {
  admin = (await signedInEmployee(kit.t.services.db, NOW, { isAdminOfSolve: true })).token;
  instructor = (await signedInEmployee(kit.t.services.db, NOW, { isTeacher: true })).token;
});

const SET: PlayerSetup = {
  problems: [
    { problemType: 'SHORT_NUMBER_RESPONSE', questionText: 'Compute $3 + 4$.', answer: '7', typesetMath: true, solutionText: '$3 + 4 = 7$' },
    { problemType: 'MULTIPLE_CHOICE_ONE_ANSWER', questionText: 'Which is even?', choices: [['3'], ['4', true], ['5']] },
    {
      problemType: 'MATCHING',
      questionText: 'Match them.',
      choices: [
        ['1/2;0.5', true],
        ['1/4;0.25', true],
      ],
    },
    { problemType: 'DISPLAY', questionText: 'Well done!', points: 0 },
  ],
};

const calls = () => editorCalls(kit.t);
const load = async (id: number) => (await calls().load(admin, id)).data!.editableProblemSet;

async function auditCount(id: number) {
  const [row] = await kit.t.services.db
    .select({ total: count() })
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'problem_set'), eq(auditLog.entityId, String(id))));
  return row!.total;
}

async function storedProblems(setId: number) {
  return kit.t.services.db.select().from(problems).where(eq(problems.problemSetId, setId)).orderBy(asc(problems.order));
}

describe('who may use the editor', () => {
  it('admins only: instructors are refused, signed-out visitors asked to sign in', async () => {
    const f = await playerFixture(kit.t, SET);
    const loaded = await load(f.problemSetId);
    expect(errorCode(await calls().load(instructor, f.problemSetId))).toBe('FORBIDDEN');
    expect(errorCode(await calls().load(null, f.problemSetId))).toBe('NOT_SIGNED_IN');
    expect(errorCode(await calls().save(instructor, f.problemSetId, loaded.revision, inputOf(loaded)))).toBe('FORBIDDEN');
    expect(errorCode(await calls().save(f.token, f.problemSetId, loaded.revision, inputOf(loaded)))).toBe('FORBIDDEN');
    const library = `{ problemSetLibrary { total } }`;
    expect(errorCode(await kit.t.gql(library, {}, { token: instructor }))).toBe('FORBIDDEN');
    const preview = `query ($id: Int!) { problemSetPreview(problemSetId: $id) { mode } }`;
    expect(errorCode(await kit.t.gql(preview, { id: f.problemSetId }, { token: instructor }))).toBe('FORBIDDEN');
    expect(errorCode(await kit.t.gql(preview, { id: f.problemSetId }, { token: f.token }))).toBe('FORBIDDEN');
  });

  it('an unknown set is not found', async () => {
    expect(errorCode(await calls().load(admin, 999_999))).toBe('NOT_FOUND');
  });
});

describe('the library', () => {
  it('finds sets by code or title, a page at a time, with their problems and classes counted', async () => {
    const f = await playerFixture(kit.t, SET);
    await createProblemSet(kit.t.services.db, { code: 'LIB-ZEBRA-1', title: 'Striped fractions' });
    await createProblemSet(kit.t.services.db, { code: 'LIB-ZEBRA-2', title: 'Zebra decimals' });
    const query = `query ($search: String, $offset: Int) { problemSetLibrary(search: $search, offset: $offset) {
      total entries { id code title problemCount assignmentCount lessonPlan { courseCode order } } } }`;
    type Page = {
      problemSetLibrary: { total: number; entries: { id: number; code: string; problemCount: number; assignmentCount: number }[] };
    };
    const byCode = (await kit.t.gql<Page>(query, { search: 'lib-zebra' }, { token: admin })).data!.problemSetLibrary;
    expect(byCode.entries.map((entry) => entry.code)).toEqual(['LIB-ZEBRA-1', 'LIB-ZEBRA-2']);
    const byTitle = (await kit.t.gql<Page>(query, { search: 'zebra dec' }, { token: admin })).data!.problemSetLibrary;
    expect(byTitle).toMatchObject({ total: 1, entries: [{ code: 'LIB-ZEBRA-2', problemCount: 0, assignmentCount: 0 }] });
    const code = (await load(f.problemSetId)).code;
    const own = (await kit.t.gql<Page>(query, { search: code }, { token: admin })).data!.problemSetLibrary;
    expect(own.entries[0]).toMatchObject({ id: f.problemSetId, problemCount: 4, assignmentCount: 1 });
    // A wildcard is a character like any other.
    expect((await kit.t.gql<Page>(query, { search: '%' }, { token: admin })).data!.problemSetLibrary.total).toBe(0);

    for (let index = 0; index < 26; index += 1)
      await createProblemSet(kit.t.services.db, { code: `PAGE-${String(index).padStart(2, '0')}` });
    const first = (await kit.t.gql<Page>(query, { search: 'PAGE-' }, { token: admin })).data!.problemSetLibrary;
    const second = (await kit.t.gql<Page>(query, { search: 'PAGE-', offset: 25 }, { token: admin })).data!.problemSetLibrary;
    expect(first.total).toBe(26);
    expect(first.entries).toHaveLength(25);
    expect(second.entries.map((entry) => entry.code)).toEqual(['PAGE-25']);
  });
});

describe('reading a set', () => {
  it('gives every field, choices and hints, and how many answers each problem has', async () => {
    const f = await playerFixture(kit.t, SET);
    await kit.t.services.db.insert(hints).values({ problemId: f.problems[0]!.id, order: 1, text: 'Count on from 3.' });
    await kit.calls.create(f, f.problems[0]!.id, { text: '7' });
    const set = await load(f.problemSetId);
    expect(set).toMatchObject({
      id: f.problemSetId,
      title: 'Rates',
      assignmentCount: 1,
      lessonPlan: { order: 2, lessonPlanType: 'INSTRUCTION' },
    });
    expect(set.problems.map((problem) => [problem.problemType, problem.answerCount])).toEqual([
      ['SHORT_NUMBER_RESPONSE', 1],
      ['MULTIPLE_CHOICE_ONE_ANSWER', 0],
      ['MATCHING', 0],
      ['DISPLAY', 0],
    ]);
    expect(set.problems[0]!.hints).toEqual([{ text: 'Count on from 3.', image: null, video: null }]);
    expect(set.problems[1]!.choices.map(({ text, correct }) => [text, correct])).toEqual([
      ['3', false],
      ['4', true],
      ['5', false],
    ]);
    // Students' answers are not part of the revision: answering does not make an open editor stale.
    await kit.calls.create(f, f.problems[2]!.id, { skipped: true });
    expect((await load(f.problemSetId)).revision).toBe(set.revision);
  });
});

describe('saving', () => {
  it('stores the set and its problems, records who changed what with before and after, and gives a new revision', async () => {
    const f = await playerFixture(kit.t, SET);
    const before = await load(f.problemSetId);
    const saved = (
      await edit(kit.t, admin, f.problemSetId, (input) => {
        input.title = '  Rates and ratios ';
        input.timeLimit = 900;
        input.feedbackType = 'GRADED';
        input.allowedAttempts = null;
        input.problems[0]!.questionText = 'Compute $\\frac{14}{2}$.';
        input.problems[0]!.hints = [{ text: 'Halve it.', image: '', video: null }];
      })
    ).data!.saveProblemSet;
    expect(saved).toMatchObject({ outcome: 'SAVED', issues: [] });
    expect(saved.message).toContain("Students' earlier answers and grades are kept");
    expect(saved.problemSet).toMatchObject({ title: 'Rates and ratios', timeLimit: 900, feedbackType: 'GRADED', allowedAttempts: null });
    expect(saved.problemSet.problems[0]).toMatchObject({
      id: before.problems[0]!.id,
      questionText: 'Compute $\\frac{14}{2}$.',
      hints: [{ text: 'Halve it.', image: null, video: null }],
    });
    expect(saved.problemSet.revision).not.toBe(before.revision);

    const [entry] = await kit.t.services.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(f.problemSetId)));
    expect(entry).toMatchObject({ action: 'problemSet.update', entityType: 'problem_set' });
    // Only what changed: four fields of the set and the one problem.
    expect(entry!.before).toMatchObject({
      title: 'Rates',
      timeLimit: 0,
      feedbackType: 'INSTANT',
      allowedAttempts: 2,
      problems: [{ id: before.problems[0]!.id, number: 1, questionText: 'Compute $3 + 4$.', hints: [] }],
    });
    expect(entry!.after).toMatchObject({
      title: 'Rates and ratios',
      timeLimit: 900,
      problems: [{ id: before.problems[0]!.id, number: 1, questionText: 'Compute $\\frac{14}{2}$.' }],
    });
    expect(Object.keys(entry!.before as object).sort()).toEqual(['allowedAttempts', 'feedbackType', 'problems', 'timeLimit', 'title']);
    expect((entry!.before as { problems: unknown[] }).problems).toHaveLength(1);

    const list = `{ auditLog(action: "problemSet") { entries { action entityId employeeName } } }`;
    const audit = (await kit.t.gql<{ auditLog: { entries: { action: string; entityId: string }[] } }>(list, {}, { token: admin })).data!;
    expect(audit.auditLog.entries).toContainEqual(
      expect.objectContaining({ action: 'problemSet.update', entityId: String(f.problemSetId) }),
    );
  });

  it('a save that changes nothing writes nothing and records nothing', async () => {
    const f = await playerFixture(kit.t, SET);
    const before = await load(f.problemSetId);
    const result = (await calls().save(admin, f.problemSetId, before.revision, inputOf(before))).data!.saveProblemSet;
    expect(result).toMatchObject({ outcome: 'UNCHANGED', message: 'Nothing has changed since the last save.' });
    expect(result.problemSet.revision).toBe(before.revision);
    expect(await auditCount(f.problemSetId)).toBe(0);
  });

  it('refuses to overwrite a set saved by someone else since it was opened', async () => {
    const f = await playerFixture(kit.t, SET);
    const opened = await load(f.problemSetId);
    await edit(kit.t, admin, f.problemSetId, (input) => (input.title = 'First'));
    const late = inputOf(opened);
    late.title = 'Second';
    const refused = await calls().save(admin, f.problemSetId, opened.revision, late);
    expect(errorCode(refused)).toBe('PROBLEM_SET_CHANGED');
    expect((await load(f.problemSetId)).title).toBe('First');
  });

  it('of two saves from one revision at once, one lands and the other is refused', async () => {
    const f = await playerFixture(kit.t, SET);
    const opened = await load(f.problemSetId);
    const results = await Promise.all(
      ['One', 'Two'].map((title) => calls().save(admin, f.problemSetId, opened.revision, { ...inputOf(opened), title })),
    );
    const outcomes = results.map((result) => result.data?.saveProblemSet.outcome ?? errorCode(result));
    expect(outcomes.sort()).toEqual(['PROBLEM_SET_CHANGED', 'SAVED']);
    expect(await auditCount(f.problemSetId)).toBe(1);
  });

  it('adds, removes and reorders problems and choices, keeping the ids of what stays', async () => {
    const f = await playerFixture(kit.t, SET);
    const before = await load(f.problemSetId);
    const [number, choice, matching, display] = before.problems.map((problem) => problem.id);
    const saved = (
      await edit(kit.t, admin, f.problemSetId, (input) => {
        const [first, second, third] = input.problems;
        // The choice problem first, its choices reversed; the display page removed; a true-or-false problem added.
        second!.choices.reverse();
        second!.choices.push({ id: null, text: '6', correct: true });
        second!.problemType = 'MULTIPLE_CHOICE_MANY_ANSWERS';
        input.problems = [
          second!,
          first!,
          newProblem({
            problemType: 'TRUE_FALSE',
            questionText: '0 is even.',
            choices: [
              { id: null, text: 'True', correct: true },
              { id: null, text: 'False', correct: false },
            ],
          }),
          third!,
        ];
      })
    ).data!.saveProblemSet;
    expect(saved.outcome).toBe('SAVED');
    const rows = await storedProblems(f.problemSetId);
    expect(rows.map((row) => [row.id, row.order])).toEqual([
      [choice, 1],
      [number, 2],
      [expect.any(Number), 3],
      [matching, 4],
    ]);
    expect(rows.some((row) => row.id === display)).toBe(false);
    const choiceRows = await kit.t.services.db.select().from(choices).where(eq(choices.problemId, choice!)).orderBy(asc(choices.order));
    expect(choiceRows.map((row) => [row.text, row.order, row.correct])).toEqual([
      ['5', 1, false],
      ['4', 2, true],
      ['3', 3, false],
      ['6', 4, true],
    ]);
    expect(choiceRows.slice(0, 3).map((row) => row.id)).toEqual([...before.problems[1]!.choices.map((c) => c.id)].reverse());
    const added = await kit.t.services.db.select().from(choices).where(eq(choices.problemId, rows[2]!.id)).orderBy(asc(choices.order));
    expect(added.map((row) => row.text)).toEqual(['True', 'False']);
  });

  it('sends a client bug (an id of another set or problem) away as invalid input, changing nothing', async () => {
    const f = await playerFixture(kit.t, SET);
    const other = await playerFixture(kit.t, SET);
    const stranger = (await load(other.problemSetId)).problems[1]!;
    const loaded = await load(f.problemSetId);
    const foreignProblem = inputOf(loaded);
    foreignProblem.problems[0]!.id = stranger.id;
    expect(errorCode(await calls().save(admin, f.problemSetId, loaded.revision, foreignProblem))).toBe('INVALID_INPUT');
    const foreignChoice = inputOf(loaded);
    foreignChoice.problems[1]!.choices[0]!.id = stranger.choices[0]!.id;
    expect(errorCode(await calls().save(admin, f.problemSetId, loaded.revision, foreignChoice))).toBe('INVALID_INPUT');
    const twice = inputOf(loaded);
    twice.problems[3] = { ...twice.problems[0]! };
    expect(errorCode(await calls().save(admin, f.problemSetId, loaded.revision, twice))).toBe('INVALID_INPUT');
    expect((await load(f.problemSetId)).revision).toBe(loaded.revision);
  });
});

describe("the import's rules, field by field", () => {
  const cases: [string, (input: ReturnType<typeof inputOf>) => void, string, string][] = [
    ['an empty title', (input) => (input.title = '   '), 'title', 'a title is required'],
    ['a number key that is no number', (input) => (input.problems[0]!.answer = 'seven'), 'problems[0].answer', "'seven' is not a number"],
    [
      'a choice problem with no correct choice',
      (input) => input.problems[1]!.choices.forEach((choice) => (choice.correct = false)),
      'problems[1].answer',
      'no correct choice',
    ],
    [
      'a single-answer problem with two answers',
      (input) => (input.problems[1]!.choices[0]!.correct = true),
      'problems[1].answer',
      'does not accept its own correct answer',
    ],
    [
      'a MATCHING choice without two sides',
      (input) => (input.problems[2]!.choices[1]!.text = '1/4'),
      'problems[2].choices[1].text',
      "'left;right'",
    ],
    ['too few choices', (input) => input.problems[1]!.choices.splice(1), 'problems[1].choices', 'needs at least 2 choices'],
    [
      'an unknown unit template',
      (input) => Object.assign(input.problems[0]!, { problemType: 'SCIENTIFIC_UNIT', answer: '{NOPE} 3' }),
      'problems[0].answer',
      'Template not yet supported',
    ],
    ['points out of range', (input) => (input.problems[0]!.points = 5000), 'problems[0].points', ''],
    ['a negative time limit', (input) => (input.timeLimit = -60), 'timeLimit', ''],
    ['no attempts', (input) => (input.allowedAttempts = 0), 'allowedAttempts', ''],
  ];

  it.each(cases)('%s: saves nothing and names the field', async (_name, breakIt, path, message) => {
    const f = await playerFixture(kit.t, SET);
    const loaded = await load(f.problemSetId);
    const input = inputOf(loaded);
    breakIt(input);
    const result = (await calls().save(admin, f.problemSetId, loaded.revision, input)).data!.saveProblemSet;
    expect(result.outcome).toBe('INVALID');
    expect(result.message).toBe('The problem set was not saved: correct the fields marked below.');
    expect(result.issues).toContainEqual({ path, message: expect.stringContaining(message) });
    expect((await load(f.problemSetId)).revision).toBe(loaded.revision);
    expect(await auditCount(f.problemSetId)).toBe(0);
  });
});

describe("students' answers stay readable", () => {
  async function answeredSet() {
    const f = await playerFixture(kit.t, SET);
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    const choiceProblem = view.problems.find((problem) => problem.problemId === f.problems[1]!.id)!;
    const matchingProblem = view.problems.find((problem) => problem.problemId === f.problems[2]!.id)!;
    await kit.calls.create(f, f.problems[1]!.id, { selected: [choiceProblem.choices[0]!.key] });
    await kit.calls.create(f, f.problems[2]!.id, {
      pairs: matchingProblem.matchLeft.map((left, index) => ({ left: left.key, right: matchingProblem.matchRight[index]!.key })),
    });
    await kit.calls.create(f, f.problems[0]!.id, { text: '7' });
    return f;
  }

  async function issuesOf(setId: number, change: (input: ReturnType<typeof inputOf>) => void) {
    const result = (await edit(kit.t, admin, setId, change)).data!.saveProblemSet;
    expect(result.outcome).toBe('INVALID');
    return result.issues;
  }

  it('an answered problem cannot be removed; an unanswered one can', async () => {
    const f = await answeredSet();
    expect(await issuesOf(f.problemSetId, (input) => input.problems.splice(0, 1))).toEqual([
      { path: 'problems', message: "Problem 1 has students' answers, so it cannot be removed: their work would be lost." },
    ]);
    const removed = (await edit(kit.t, admin, f.problemSetId, (input) => input.problems.splice(3, 1))).data!.saveProblemSet;
    expect(removed.outcome).toBe('SAVED');
    expect(removed.problemSet.problems).toHaveLength(3);
  });

  it('an answered problem keeps its type', async () => {
    const f = await answeredSet();
    const issues = await issuesOf(f.problemSetId, (input) => Object.assign(input.problems[0]!, { problemType: 'SHORT_TEXT_RESPONSE' }));
    expect(issues).toEqual([
      {
        path: 'problems[0].problemType',
        message: 'Students have answered this problem as Number: its type cannot change, or their answers could no longer be read.',
      },
    ]);
  });

  it.each<[string, (list: { id: number | null; text: string; correct: boolean }[]) => void]>([
    ['reordered', (list) => list.reverse()],
    ['one removed', (list) => list.splice(2, 1)],
    ['a new one put first', (list) => list.unshift({ id: null, text: '2', correct: false })],
  ])('an answered choice problem keeps its choices in place: refused when %s', async (_name, change) => {
    const f = await answeredSet();
    const issues = await issuesOf(f.problemSetId, (input) => change(input.problems[1]!.choices));
    expect(issues).toEqual([{ path: 'problems[1].choices', message: expect.stringContaining('keep every choice where it is') }]);
  });

  it('an answered matching problem keeps its pairs in place', async () => {
    const f = await answeredSet();
    const issues = await issuesOf(f.problemSetId, (input) => input.problems[2]!.choices.reverse());
    expect(issues).toEqual([{ path: 'problems[2].choices', message: expect.stringContaining('keep every choice where it is') }]);
  });

  it('answered problems may still be reworded, re-keyed, moved and given more choices at the end', async () => {
    const f = await answeredSet();
    const result = (
      await edit(kit.t, admin, f.problemSetId, (input) => {
        const choice = input.problems[1]!;
        choice.questionText = 'Which number is even?';
        choice.choices[1]!.text = 'four';
        choice.choices.push({ id: null, text: '7', correct: false });
        input.problems[0]!.answer = '7&7.0';
        input.problems = [input.problems[1]!, input.problems[0]!, input.problems[2]!, input.problems[3]!];
      })
    ).data!.saveProblemSet;
    expect(result.outcome).toBe('SAVED');
    expect(result.problemSet.problems.map((problem) => [problem.id, problem.answerCount])).toEqual([
      [f.problems[1]!.id, 1],
      [f.problems[0]!.id, 1],
      [f.problems[2]!.id, 1],
      [f.problems[3]!.id, 0],
    ]);
  });
});

describe('the preview', () => {
  it("is the player's staff preview of the set as saved: every answer and solution, no attempt", async () => {
    const f = await playerFixture(kit.t, SET);
    await edit(kit.t, admin, f.problemSetId, (input) => {
      input.problems[0]!.questionText = 'Compute $5 + 4$.';
      input.problems[0]!.answer = '9';
    });
    const result = await kit.t.gql<{ problemSetPreview: PlayerViewResult }>(
      `query ($id: Int!) { problemSetPreview(problemSetId: $id) { ${PLAYER_FIELDS} } }`,
      { id: f.problemSetId },
      { token: admin },
    );
    const preview = result.data!.problemSetPreview;
    expect(preview).toMatchObject({ mode: 'PREVIEW', submission: null, canAnswer: false, canSubmit: false, classroomId: 0 });
    expect(preview.problemSet).toMatchObject({ heading: 'Problem Set 2.3: Rates', countedProblems: 3 });
    expect(preview.problems[0]).toMatchObject({
      questionText: 'Compute $5 + 4$.',
      correctAnswer: { accepted: ['9'] },
      solution: { text: '$3 + 4 = 7$' },
      response: null,
    });
    expect(preview.problems[1]!.correctAnswer!.selected).toEqual([preview.problems[1]!.choices[1]!.key]);
    expect(errorCode(await kit.t.gql(`{ problemSetPreview(problemSetId: 999999) { mode } }`, {}, { token: admin }))).toBe('NOT_FOUND');
  });

  it('a set outside any lesson previews with lesson 0', async () => {
    const set = await createProblemSet(kit.t.services.db, { title: 'Loose set' });
    await kit.t.services.db.insert(problems).values({ problemSetId: set.id, order: 1, problemType: 'DISPLAY', questionText: 'Hello' });
    const preview = (
      await kit.t.gql<{ problemSetPreview: PlayerViewResult }>(
        `query ($id: Int!) { problemSetPreview(problemSetId: $id) { ${PLAYER_FIELDS} } }`,
        { id: set.id },
        { token: admin },
      )
    ).data!.problemSetPreview;
    expect(preview.problemSet!.heading).toBe('Problem Set 0.1: Loose set');
    const [row] = await kit.t.services.db.select().from(problemSets).where(eq(problemSets.id, set.id));
    expect(row!.title).toBe('Loose set');
  });
});
