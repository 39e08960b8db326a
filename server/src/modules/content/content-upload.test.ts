import { formatMessage } from '@solve/core';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courses, lessonPlans, problemSets } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { signedInEmployee } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import type { ContentReport } from './content-upload.service.js';
import { jsonPathLines } from './json-path-lines.js';

const NOW = new Date('2026-03-02T18:00:00Z');
let t: TestServer;
let admin: string;
let teacher: string;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  admin = (await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true })).token;
  teacher = (await signedInEmployee(t.services.db, NOW, { isTeacher: true })).token;
});
afterAll(() => t.close());

const REPORT = `fileName imported problems { path line message } courseCodes problemSetCodes
  summary { courses { created updated } lessonPlans { created updated } problemSets { created updated } problems choices hints removed { problems choices hints } }`;
const CHECK = `mutation ($f: String!, $s: String!) { checkContentFile(fileName: $f, source: $s) { ${REPORT} } }`;
const IMPORT = `mutation ($f: String!, $s: String!) { importContentFile(fileName: $f, source: $s) { ${REPORT} } }`;

const FILE = {
  courses: [
    {
      code: 'UPL1',
      title: 'Uploaded Geometry',
      subject: 'M',
      startGrade: 6,
      endGrade: 8,
      lessonPlans: [
        { order: 1, title: 'Angles' },
        { order: 2, title: 'Triangles' },
      ],
    },
  ],
  problemSets: [
    {
      code: 'UPL1-L1-HW',
      lessonPlan: { course: 'UPL1', order: 1 },
      title: 'Angles homework',
      kind: 'HOMEWORK',
      purpose: 'PROBLEM_SOLVING',
      problems: [
        { problemType: 'SHORT_NUMBER_RESPONSE', questionText: 'A right angle has how many degrees?', answer: '90' },
        {
          problemType: 'MULTIPLE_CHOICE_ONE_ANSWER',
          questionText: 'Which is acute?',
          choices: [
            { text: '30°', correct: true },
            { text: '120°', correct: false },
          ],
          hints: [{ text: 'Less than 90°.' }],
        },
      ],
    },
  ],
};

const text = (value: unknown) => JSON.stringify(value, null, 2);
const TOO_DEEP = formatMessage('CONTENT_FILE_TOO_DEEP', { max: 64 });
/** A JSON string of brackets with escaped quotes and backslashes around them, which a depth count must skip. */
const BRACKETS = JSON.stringify(`\\"${'[{'.repeat(24_000)}\\`);
const countOf = async (table: typeof courses | typeof problemSets | typeof lessonPlans) =>
  (await t.services.db.select({ n: count() }).from(table))[0]!.n;

async function call(document: string, source: string, token = admin): Promise<ContentReport> {
  const result = await t.gql<Record<string, ContentReport>>(document, { f: 'geometry.json', s: source }, { token });
  expect(result.errors).toBeUndefined();
  return Object.values(result.data!)[0]!;
}

describe('content upload', () => {
  it('checks a file without writing: what it would create, nothing in the database', async () => {
    const report = await call(CHECK, text(FILE));
    expect(report).toMatchObject({
      fileName: 'geometry.json',
      imported: false,
      problems: [],
      courseCodes: ['UPL1'],
      problemSetCodes: ['UPL1-L1-HW'],
    });
    expect(report.summary).toMatchObject({
      courses: { created: 1, updated: 0 },
      lessonPlans: { created: 2, updated: 0 },
      problemSets: { created: 1, updated: 0 },
      problems: 2,
      choices: 2,
      hints: 1,
    });
    expect(await countOf(courses)).toBe(0);
    expect(await countOf(problemSets)).toBe(0);
  });

  it('imports in one transaction, recorded in the audit log; again, it updates in place', async () => {
    const first = await call(IMPORT, text(FILE));
    expect(first.imported).toBe(true);
    expect(await countOf(courses)).toBe(1);
    expect(await countOf(lessonPlans)).toBe(2);
    const [record] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'content.import'));
    expect(record).toMatchObject({ entityType: 'content', entityId: 'geometry.json' });
    expect(record!.after).toMatchObject({ courses: ['UPL1'], problemSets: ['UPL1-L1-HW'] });

    const again = await call(CHECK, text(FILE));
    expect(again.summary).toMatchObject({ courses: { created: 0, updated: 1 }, problemSets: { created: 0, updated: 1 } });
  });

  it('lists every problem with its place and line, and imports nothing', async () => {
    const broken = structuredClone(FILE) as Record<string, unknown> & typeof FILE;
    broken.courses[0]!.code = 'UPL2';
    broken.problemSets[0]!.code = 'UPL2-L1-HW';
    broken.problemSets[0]!.lessonPlan = { course: 'UPL2', order: 1 };
    (broken.problemSets[0]!.problems[0] as Record<string, unknown>).problemType = 'ESSAY_MAYBE';
    delete (broken.courses[0] as Partial<(typeof FILE.courses)[number]>).title;
    const source = text(broken);
    const report = await call(IMPORT, source);
    expect(report.imported).toBe(false);
    expect(report.summary).toBeNull();
    const lines = source.split('\n');
    const typeProblem = report.problems.find((p) => p.path === 'problemSets[0].problems[0].problemType');
    expect(typeProblem).toBeDefined();
    expect(lines[typeProblem!.line! - 1]).toContain('"problemType": "ESSAY_MAYBE"');
    // A missing field is reported at the line of the course that lacks it.
    const titleProblem = report.problems.find((p) => p.path === 'courses[0].title');
    expect(titleProblem).toBeDefined();
    expect(lines[titleProblem!.line! - 1]!.trim()).toBe('{');
    expect(lines[titleProblem!.line!]).toContain('"code": "UPL2"');
    expect(await countOf(courses)).toBe(1);
  });

  it('reports what only the database can say, such as a lesson plan that does not exist', async () => {
    const orphan = { problemSets: [{ ...FILE.problemSets[0]!, code: 'UPL9-HW', lessonPlan: { course: 'UPL1', order: 9 } }] };
    const report = await call(CHECK, text(orphan));
    expect(report.problems).toEqual([{ path: 'problemSets[0].lessonPlan', line: 5, message: 'course UPL1 has no lesson plan 9' }]);
    expect(await countOf(problemSets)).toBe(1);
  });

  it('names a JSON syntax error by line and column', async () => {
    const report = await call(CHECK, '{\n  "courses": [,]\n}');
    expect(report.problems).toHaveLength(1);
    expect(report.problems[0]).toMatchObject({ path: '', line: null });
    expect(report.problems[0]!.message).toMatch(/^not valid JSON at line 2, column 15/);
  });

  it('refuses text the database cannot store, spelled with JSON escapes', async () => {
    const report = await call(CHECK, '{ "courses": [ { "code": "NUL", "title": "a\\u0000b" } ] }');
    expect(report.problems).toEqual([
      { path: 'courses[0].title', line: 1, message: 'contains a NUL character or a broken character (an unpaired surrogate)' },
    ]);
  });

  it('refuses a file nested 100,000 levels deep as a problem of the file, at its line, writing nothing', async () => {
    const deep = [
      `{\n  "courses": ${'['.repeat(100_000)}${']'.repeat(100_000)}\n}`,
      `{\n  "courses": [\n${'{"a": '.repeat(100_000)}1${'}'.repeat(100_000)}]}`,
      `{\n  "courses": ${'['.repeat(100_000)}`,
    ];
    const before = await countOf(courses);
    for (const [index, source] of deep.entries()) {
      const report = await call(IMPORT, source);
      expect(report.imported).toBe(false);
      expect(report.problems).toEqual([{ path: '', line: index === 1 ? 3 : 2, message: TOO_DEEP }]);
    }
    expect(await countOf(courses)).toBe(before);
  });

  it('reads on a file exactly 64 levels deep, and counts no bracket inside text', async () => {
    // A course whose description nests arrays: the file's object, courses and the course are 3 levels.
    const nested = (depth: number) =>
      [
        '{',
        '  "courses": [',
        '    {',
        `      "code": "DEEP1", "title": "Deep", "subject": "M", "startGrade": 6, "endGrade": 8, "longDescription": ${BRACKETS},`,
        `      "description": ${'['.repeat(depth - 3)}${']'.repeat(depth - 3)}`,
        '    }',
        '  ]',
        '}',
      ].join('\n');
    const atLimit = await call(CHECK, nested(64));
    expect(atLimit.problems).toEqual([
      { path: 'courses[0].description', line: 5, message: 'Invalid input: expected string, received array' },
    ]);
    const over = await call(IMPORT, nested(65));
    expect(over.problems).toEqual([{ path: '', line: 5, message: TOO_DEEP }]);
    expect(await t.services.db.select().from(courses).where(eq(courses.code, 'DEEP1'))).toEqual([]);
  });

  it('refuses a file over 900 KB as a problem of the file, writing nothing', async () => {
    const file = { courses: [{ ...FILE.courses[0]!, code: 'BIG1' }] };
    const padded = (bytes: number) => text(file) + ' '.repeat(bytes - Buffer.byteLength(text(file)));
    expect((await call(CHECK, padded(900_000))).problems).toEqual([]);
    const report = await call(IMPORT, padded(900_001));
    expect(report.problems).toEqual([{ path: '', line: null, message: formatMessage('CONTENT_FILE_TOO_LARGE', { size: '900 KB' }) }]);
    expect(await t.services.db.select().from(courses).where(eq(courses.code, 'BIG1'))).toEqual([]);
  });

  it('is for admins only', async () => {
    expect(errorCode(await t.gql(CHECK, { f: 'a.json', s: '{}' }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(IMPORT, { f: 'a.json', s: '{}' }))).toBe('NOT_SIGNED_IN');
  });
});

describe('lines of places in a JSON file', () => {
  it('finds nested places, and the nearest present ancestor of a missing one', () => {
    const source = '{\n  "a": [\n    { "b": 1 },\n    {\n      "c": "x\\"y"\n    }\n  ]\n}';
    const lines = jsonPathLines(source, ['a[0].b', 'a[1].c', 'a[1].missing', 'nothing.here', '']);
    expect(Object.fromEntries(lines)).toEqual({ 'a[0].b': 3, 'a[1].c': 5, 'a[1].missing': 4, 'nothing.here': 1, '': 1 });
  });
});
