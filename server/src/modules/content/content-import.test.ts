import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { choices, courses, hints, lessonPlans, problems, problemSets } from '../../db/schema/index.js';
import { createClassroom, createLesson } from '../../db/seed/factories/catalog.js';
import { createAssignment, createProblemResponse, createSubmission } from '../../db/seed/factories/learning.js';
import { createStudent } from '../../db/seed/factories/people.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { parseContent } from './content-check.js';
import { ContentError, type ContentInput } from './content-format.js';
import { importCommand } from './content-import.command.js';
import { importContent } from './content-import.service.js';
import { jsonErrorPosition } from './json-position.js';

const NOW = new Date('2026-03-02T18:00:00Z');
let t: TestServer;
let dir: string;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  dir = mkdtempSync(path.join(tmpdir(), 'solve-import-'));
});
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await t.close();
});

let n = 0;
/** A file with every field of §3: one course with two lesson plans and two problem sets. */
function sampleFile(): ContentInput & {
  courses: NonNullable<ContentInput['courses']>;
  problemSets: NonNullable<ContentInput['problemSets']>;
} {
  n += 1;
  const course = `IMP${n}`;
  return {
    courses: [
      {
        code: course,
        title: 'Imported Algebra',
        subject: 'M',
        description: 'Linear equations.',
        startGrade: 7,
        endGrade: 9,
        category: 'Accelerated',
        lessonPlans: [
          { order: 0, title: 'Readiness', lessonPlanType: 'INTRODUCTION' },
          { order: 1, title: 'Equations', description: 'One-step equations.' },
        ],
      },
    ],
    problemSets: [
      {
        code: `${course}-L1-HW`,
        lessonPlan: { course, order: 1 },
        order: 2,
        title: 'Equations homework',
        kind: 'HOMEWORK',
        purpose: 'PROBLEM_SOLVING',
        learningObjective: 'Solve one-step equations.',
        instructions: 'Show your work.',
        allowedAttempts: 2,
        autoGrading: true,
        videoId: 'abc123',
        feedbackType: 'INSTANT',
        timeLimit: 600,
        allowSkip: false,
        randomizeOrder: true,
        level: 2,
        problems: [
          {
            problemType: 'SHORT_NUMBER_RESPONSE',
            points: 2,
            questionText: 'Solve x + 3 = 7.',
            questionImageUrl: '/images/eq.svg',
            questionVideo: 'vid1',
            solutionText: 'x = 4',
            solutionImageUrl: '/images/eq-solution.svg',
            solutionVideo: 'vid2',
            answer: '4',
            approximate: true,
            typesetMath: true,
            hints: [{ text: 'Subtract 3.', image: '/images/hint.svg', video: 'hintvid' }, { text: 'Check by substituting.' }],
          },
          {
            problemType: 'MATCHING',
            questionText: 'Match.',
            randomizeChoices: true,
            choices: [{ text: 'x + 1 = 2;1' }, { text: 'x + 2 = 5;3' }],
          },
          { problemType: 'MULTIPLE_CHOICE_ONE_ANSWER', questionText: 'Pick.', choices: [{ text: '1' }, { text: '2', correct: true }] },
          { problemType: 'SCIENTIFIC_UNIT', questionText: 'Speed?', answer: '24 km/h&{COMPOUND_UNIT} 24 km h^-1', caseSensitive: false },
        ],
      },
      {
        code: `${course}-FREE`,
        title: 'Loose set',
        kind: 'PRACTICE',
        purpose: 'SKILL',
        problems: [{ problemType: 'FREE_FORM', questionText: 'Explain.' }],
      },
    ],
  };
}

const load = (file: ContentInput) => importContent(t.services.db, parseContent(file), NOW);

async function setRows(code: string) {
  const [set] = await t.services.db.select().from(problemSets).where(eq(problemSets.code, code));
  const rows = set ? await t.services.db.select().from(problems).where(eq(problems.problemSetId, set.id)).orderBy(asc(problems.order)) : [];
  return { set, problems: rows };
}

async function totals() {
  const db = t.services.db;
  const of = async (table: typeof courses | typeof lessonPlans | typeof problemSets | typeof problems | typeof choices | typeof hints) =>
    (await db.select({ n: count() }).from(table))[0]!.n;
  return {
    courses: await of(courses),
    plans: await of(lessonPlans),
    sets: await of(problemSets),
    problems: await of(problems),
    choices: await of(choices),
    hints: await of(hints),
  };
}

describe('importing a content file', () => {
  it('stores every field of courses, lesson plans, sets, problems, choices and hints', async () => {
    const file = sampleFile();
    const { summary } = await load(file);
    expect(summary).toMatchObject({
      courses: { created: 1, updated: 0 },
      lessonPlans: { created: 2 },
      problemSets: { created: 2 },
      problems: 5,
      choices: 4,
      hints: 2,
    });
    const { set, problems: rows } = await setRows(file.problemSets[0]!.code);
    const [plan] = await t.services.db.select().from(lessonPlans).where(eq(lessonPlans.id, set!.lessonPlanId!));
    expect(plan).toMatchObject({ order: 1, title: 'Equations', lessonPlanType: 'INSTRUCTION' });
    expect(set).toMatchObject({
      order: 2,
      title: 'Equations homework',
      kind: 'HOMEWORK',
      allowedAttempts: 2,
      videoId: 'abc123',
      timeLimit: 600,
      allowSkip: false,
      randomizeOrder: true,
      level: 2,
    });
    expect(rows[0]).toMatchObject({
      order: 1,
      points: 2,
      questionImageUrl: '/images/eq.svg',
      questionVideo: 'vid1',
      solutionText: 'x = 4',
      solutionImageUrl: '/images/eq-solution.svg',
      solutionVideo: 'vid2',
      answer: '4',
      approximate: true,
      typesetMath: true,
    });
    const hintRows = await t.services.db.select().from(hints).where(eq(hints.problemId, rows[0]!.id)).orderBy(asc(hints.order));
    expect(hintRows.map(({ order, text, imageUrl, videoUrl }) => ({ order, text, imageUrl, videoUrl }))).toEqual([
      { order: 1, text: 'Subtract 3.', imageUrl: '/images/hint.svg', videoUrl: 'hintvid' },
      { order: 2, text: 'Check by substituting.', imageUrl: null, videoUrl: null },
    ]);
    const choiceRows = await t.services.db.select().from(choices).where(eq(choices.problemId, rows[2]!.id)).orderBy(asc(choices.order));
    expect(choiceRows.map(({ order, text, correct }) => ({ order, text, correct }))).toEqual([
      { order: 1, text: '1', correct: false },
      { order: 2, text: '2', correct: true },
    ]);
    expect((await setRows(file.problemSets[1]!.code)).set).toMatchObject({
      lessonPlanId: null,
      allowedAttempts: null,
      feedbackType: 'INSTANT',
    });
  });

  it('is idempotent by code: importing again updates in place, and drops what the file no longer lists', async () => {
    const file = sampleFile();
    await load(file);
    const before = await totals();
    const first = await setRows(file.problemSets[0]!.code);
    const again = await load(file);
    expect(again.summary).toMatchObject({ courses: { created: 0, updated: 1 }, problemSets: { created: 0, updated: 2 } });
    expect(await totals()).toEqual(before);
    const homework = file.problemSets[0]!;
    homework.title = 'Renamed';
    homework.problems = homework.problems!.slice(0, 2);
    homework.problems[0]!.hints = [];
    await load(file);
    const after = await setRows(homework.code);
    expect(after.set).toMatchObject({ id: first.set!.id, title: 'Renamed' });
    expect(after.problems.map((problem) => problem.id)).toEqual(first.problems.slice(0, 2).map((problem) => problem.id));
    expect(await t.services.db.select().from(hints).where(eq(hints.problemId, first.problems[0]!.id))).toEqual([]);
  });
});

describe('a bad file changes nothing and says where', () => {
  const problemsOf = (file: ReturnType<typeof sampleFile>, set = 0) => file.problemSets[set]!.problems!;
  const cases: [string, (file: ReturnType<typeof sampleFile>) => void, string, string][] = [
    [
      'a MATCHING choice without two sides',
      (f) => (problemsOf(f)[1]!.choices![1]!.text = 'no sides'),
      'problemSets[0].problems[1].choices[1].text',
      "'left;right'",
    ],
    [
      'an unknown unit template',
      (f) => (problemsOf(f)[3]!.answer = '{NOPE} 3'),
      'problemSets[0].problems[3].answer',
      'Template not yet supported',
    ],
    ['a number key that is no number', (f) => (problemsOf(f)[0]!.answer = 'four'), 'problemSets[0].problems[0].answer', 'is not a number'],
    [
      'a choice problem with no correct choice',
      (f) => (problemsOf(f)[2]!.choices![1]!.correct = false),
      'problemSets[0].problems[2].answer',
      'no correct choice',
    ],
    [
      'a single-answer problem with two answers',
      (f) => (problemsOf(f)[2]!.answer = '0,1'),
      'problemSets[0].problems[2].answer',
      'does not accept its own correct answer',
    ],
    ['a problem set code used twice', (f) => (f.problemSets[1]!.code = f.problemSets[0]!.code), 'problemSets[1].code', 'used twice'],
    ['an unknown field', (f) => Object.assign(problemsOf(f)[0]!, { colour: 'red' }), 'problemSets[0].problems[0]', 'colour'],
    [
      'an unknown problem type',
      (f) => Object.assign(problemsOf(f)[0]!, { problemType: 'ESSAY' }),
      'problemSets[0].problems[0].problemType',
      '',
    ],
    [
      'a lesson plan that does not exist',
      (f) => (f.problemSets[0]!.lessonPlan = { course: f.courses[0]!.code, order: 9 }),
      'problemSets[0].lessonPlan',
      'has no lesson plan 9',
    ],
  ];

  it.each(cases)('%s', async (_name, breakIt, place, message) => {
    const file = sampleFile();
    breakIt(file);
    const before = await totals();
    const error = await (async () => {
      try {
        await load(file);
        return null;
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ContentError);
    expect((error as ContentError).problems).toContainEqual({ path: place, message: expect.stringContaining(message) });
    expect(await totals()).toEqual(before);
  });

  it('refuses to remove a problem students have answered', async () => {
    const file = sampleFile();
    const { sets } = await load(file);
    const db = t.services.db;
    const [course] = await db.select().from(courses).where(eq(courses.code, file.courses[0]!.code));
    const [plan] = await db.select().from(lessonPlans).where(eq(lessonPlans.courseId, course!.id)).orderBy(asc(lessonPlans.order));
    const classroom = await createClassroom(db, { courseId: course!.id });
    const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan!.id });
    const assignment = await createAssignment(db, { lessonId: lesson.id, problemSetId: sets[0]!.set.id });
    const student = await createStudent(db, { username: `importer${n}`, passwordHash: 'x' });
    const submission = await createSubmission(db, { assignmentId: assignment.id, studentId: student.id });
    await createProblemResponse(db, { submissionId: submission.id, problemId: sets[0]!.problems[3]!.id, value: '24 km/h', state: 1 });
    file.problemSets[0]!.problems = file.problemSets[0]!.problems!.slice(0, 3);
    const before = await totals();
    await expect(load(file)).rejects.toMatchObject({
      problems: [
        { path: 'problemSets[0].problems', message: `problem 4 of ${file.problemSets[0]!.code} has student answers and cannot be removed` },
      ],
    });
    expect(await totals()).toEqual(before);
    expect(
      await db
        .select()
        .from(problems)
        .where(inArray(problems.id, [sets[0]!.problems[3]!.id])),
    ).toHaveLength(1);
  });
});

describe('npm run import -- FILE', () => {
  async function run(...argv: string[]) {
    const lines: string[] = [];
    const code = await importCommand(t.services, argv, (line) => lines.push(line));
    return { code, output: lines.join('\n') };
  }
  const write = (name: string, body: string) => {
    const file = path.join(dir, name);
    writeFileSync(file, body);
    return file;
  };

  it('imports a file and prints what it did', async () => {
    const file = sampleFile();
    const result = await run(write('ok.json', JSON.stringify(file)));
    expect(result.code).toBe(0);
    expect(result.output).toContain('imported ok.json');
    expect(result.output).toContain('problem sets: 2 new, 0 updated');
    expect((await setRows(file.problemSets[0]!.code)).set).toBeDefined();
  });

  it('checks without writing on --dry-run', async () => {
    const file = sampleFile();
    const result = await run(write('dry.json', JSON.stringify(file)), '--dry-run');
    expect(result).toEqual({ code: 0, output: 'dry.json is valid: 1 courses, 2 problem sets (nothing imported)' });
    expect((await setRows(file.problemSets[0]!.code)).set).toBeUndefined();
  });

  it('names the line and column of broken JSON, and every problem of a bad file', async () => {
    const broken = await run(write('broken.json', '{\n  "problemSets": [\n    { "code": }\n  ]\n}'));
    expect(broken.code).toBe(1);
    expect(broken.output).toMatch(/broken\.json: nothing was imported\n {2}not valid JSON at line 3, column \d+/);
    const file = sampleFile();
    file.problemSets[0]!.problems![3]!.answer = '{NOPE} 3';
    file.problemSets[1]!.kind = 'ESSAY' as never;
    const bad = await run(write('bad.json', JSON.stringify(file)));
    expect(bad.code).toBe(1);
    expect(bad.output).toContain('problemSets[1].kind');
    expect(await run(path.join(dir, 'missing.json'))).toEqual({ code: 1, output: `${path.join(dir, 'missing.json')}: no such file` });
    expect((await run()).code).toBe(2);
  });

  it('refuses a file nested deeper than 64 levels, at its line, importing nothing', async () => {
    const tooDeep = '  line 3: The file nests values more than 64 levels deep.';
    const unclosed = await run(write('deep.json', `{\n  "courses":\n${'['.repeat(100_000)}`));
    expect(unclosed).toEqual({ code: 1, output: `deep.json: nothing was imported\n${tooDeep}` });
    const objects = await run(write('objects.json', `{\n  "courses": [\n${'{"a": '.repeat(100_000)}1${'}'.repeat(100_000)}]}`));
    expect(objects).toEqual({ code: 1, output: `objects.json: nothing was imported\n${tooDeep}` });
    // 64 levels are read on: the problem is then the shape, at its place.
    const atLimit = await run(write('limit.json', `{"courses": ${'['.repeat(63)}${']'.repeat(63)}}`), '--dry-run');
    expect(atLimit).toEqual({
      code: 1,
      output: 'limit.json: nothing was imported\n  courses[0]: Invalid input: expected object, received array',
    });
  });
});

describe('JSON error positions', () => {
  it.each([
    ['{\n  "a": }', { line: 2, column: 8 }],
    ['[1, 2,]', { line: 1, column: 7 }],
    ['{"a": "b"} x', { line: 1, column: 12 }],
    ['{"a": tru}', { line: 1, column: 7 }],
    ['{"a": [1, {"b": null}], "c": "\\"q\\""}', null],
  ])('%j', (source, position) => {
    expect(jsonErrorPosition(source)).toEqual(position);
  });
});

describe('docs/content-format.md', () => {
  it('its example is a valid file that imports', async () => {
    const doc = readFileSync(new URL('../../../../docs/content-format.md', import.meta.url), 'utf8');
    const example = /## Example\s+```json\n([\s\S]*?)\n```/.exec(doc)?.[1];
    expect(example).toBeDefined();
    const { summary } = await load(JSON.parse(example!) as ContentInput);
    expect(summary).toMatchObject({ problemSets: { created: 1 }, problems: 4 });
  });
});
