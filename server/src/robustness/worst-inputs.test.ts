import {
  getNamedType,
  isCompositeType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
  type GraphQLField,
  type GraphQLInputType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTHORIZATION_MATRIX, REFUSALS } from '../authorization/matrix.js';
import { createEnrollment } from '../db/seed/factories/learning.js';
import { createEmployee, createFamily, createStudent } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { schema } from '../schema.js';
import { databaseFingerprint } from '../test/database-fingerprint.js';
import { startTestServer, type GqlOptions, type TestServer } from '../test/harness.js';
import { playerFixture } from '../test/player-kit.js';
import { sessionFor } from '../test/session-for.js';

/**
 * Every mutation, each of its text and number arguments (inside input objects and lists too) in
 * turn replaced by the worst values a careless or hostile client sends: numbers of 20,000 digits,
 * 100,000 nested brackets, a quarter of a megabyte of text, a formula, the extremes of Int and
 * Float. The other arguments name real records of a player fixture, and each mutation is called
 * by a viewer the authorization matrix lets through, so the values reach the rules behind the
 * door. No call may answer 500 or "Unexpected error.", a refusal must say what is wrong in words
 * and leave every row as it was, and the server must still answer afterwards.
 */

const WORST_TEXTS: Record<string, string> = {
  'a number of 20,000 digits': `1${'0'.repeat(19_999)}`,
  'a huge exponent': '1e999999999',
  '100,000 nested arrays': '['.repeat(100_000),
  '40,000 nested objects': '{"a":'.repeat(40_000),
  '250 kB of text': 'a'.repeat(250_000),
  '50,000 combining marks': `e${'\u0301'.repeat(50_000)}`,
  'a spreadsheet formula': "=cmd|' /C calc'!A0",
};
const WORST_INTS: Record<string, number> = { 'the largest Int': 2_147_483_647, 'the smallest Int': -2_147_483_648 };
const WORST_FLOATS: Record<string, number> = { 'the largest double': 1e308, 'the smallest double': -1e308, 'the tiniest double': 5e-324 };

/** Mutations that end sessions or take records away from the fixture run last, so the others still find them. */
const LAST =
  /^(signOut|startStudentSession|studentLogin|userLogin|withdraw|delete|remove|archive|setStaff|resetStudentPassword|changePassword|changeClassroomStatus)/;

type Kind = 'student' | 'parent' | 'teacher' | 'admin' | 'signedOut';
const KINDS: readonly Kind[] = ['student', 'parent', 'teacher', 'admin', 'signedOut'];
const LET_THROUGH = new Set(['ok', 'allowed', 'null']);

let t: TestServer;
const ids: Record<string, number> = {};
const tokens: Partial<Record<Kind, () => Promise<GqlOptions>>> = {};

beforeAll(async () => {
  t = await startTestServer();
  const db = t.services.db;
  await createSettings(db);
  // Delayed feedback: an answer stays open to changes, so updates reach the answer's rules.
  const fixture = await playerFixture(t, {
    problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '1' }],
    set: { feedbackType: 'DELAYED' },
  });
  const admin = await createEmployee(db, { workEmail: 'worst-admin@solve.test', passwordHash: 'x', isAdminOfSolve: true });
  const target = await createEmployee(db, { workEmail: 'worst-target@solve.test', passwordHash: 'x', isTeacher: true });
  const family = await createFamily(db, { phoneNumber: '+15550104321', email: 'worst-parent@example.com' });
  const child = await createStudent(db, { username: 'worstchild1', passwordHash: 'x', familyAccountId: family.family.id });
  const enrolment = await createEnrollment(db, { studentId: child.id, classroomId: fixture.classroomId });
  const staff = await fixture.staffToken();
  const answered = await t.gql<{ createProblemResponse: { response: { id: number } } }>(
    `mutation ($p: Int!, $s: Int!) { createProblemResponse(problemId: $p, submissionId: $s, sequence: 1, timeSpent: 5, value: { text: "2" }) { response { id } } }`,
    { p: fixture.problems[0]!.id, s: fixture.submissionId },
    { token: fixture.token, studentSession: fixture.workSession },
  );
  expect(answered.errors).toBeUndefined();
  Object.assign(ids, {
    classroomId: fixture.classroomId,
    lessonId: fixture.lessonId,
    assignmentId: fixture.assignmentId,
    problemSetId: fixture.problemSetId,
    problemId: fixture.problems[0]!.id,
    submissionId: fixture.submissionId,
    responseId: answered.data?.createProblemResponse.response.id ?? 1,
    studentId: child.id,
    enrollmentId: enrolment.id,
    employeeId: target.id,
    familyAccountId: family.family.id,
  });
  // The fixture's own sign-in and work session, which its attempt belongs to (calls that end or
  // replace them run last).
  tokens.student = () => Promise.resolve({ token: fixture.token, studentSession: fixture.workSession });
  tokens.parent = async () => ({
    token: await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: family.parent.id }, t.clock.now),
  });
  tokens.teacher = () => Promise.resolve({ token: staff });
  tokens.admin = async () => ({ token: await sessionFor(db, { userType: 'EMPLOYEE', employeeId: admin.id }, t.clock.now) });
  tokens.signedOut = () => Promise.resolve({ token: null });
});
afterAll(() => t.close());

/** An ordinary value for an argument: the fixture's record for an id, a plain word for text. */
function baseline(name: string, type: GraphQLInputType, depth = 0): unknown {
  if (isNonNullType(type)) return baseline(name, type.ofType, depth);
  if (isListType(type)) return depth > 2 ? [] : [baseline(name, type.ofType, depth + 1)];
  if (isEnumType(type)) return type.getValues()[0]!.name;
  if (isInputObjectType(type)) {
    // Required fields only: an optional one is there when a leaf under it is the value tried (leavesOf).
    const required = Object.values(type.getFields()).filter((field) => isNonNullType(field.type));
    return Object.fromEntries(required.map((field) => [field.name, baseline(field.name, field.type, depth + 1)]));
  }
  if (!isScalarType(type)) return null;
  switch (type.name) {
    case 'Int':
      return ids[name] ?? (/ids?$/i.test(name) ? (ids[`${name.replace(/Ids?$/, '')}Id`] ?? 1) : 1);
    case 'Float':
      return 1;
    case 'Boolean':
      return false;
    case 'Date':
      return '2026-12-01';
    case 'DateTime':
      return '2026-12-01T17:00:00Z';
    default:
      return /email/i.test(name) ? 'someone@example.com' : /phone/i.test(name) ? '+15550109999' : 'a';
  }
}

/** One text or number inside an argument, its worst values, and the argument built around one of them. */
interface Leaf {
  path: string[];
  values: Record<string, string | number>;
  build(value: unknown): unknown;
}

function leavesOf(name: string, type: GraphQLInputType, depth: number): Leaf[] {
  if (isNonNullType(type)) return leavesOf(name, type.ofType, depth);
  if (isListType(type)) {
    if (depth > 2) return [];
    return leavesOf(name, type.ofType, depth + 1).map((leaf) => ({
      ...leaf,
      path: ['0', ...leaf.path],
      build: (value) => [leaf.build(value)],
    }));
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return [];
    // The object's required fields as usual, and the field the leaf is under (an optional one only then).
    return Object.values(type.getFields()).flatMap((field) =>
      leavesOf(field.name, field.type, depth + 1).map((leaf) => ({
        ...leaf,
        path: [field.name, ...leaf.path],
        build: (value: unknown) => ({ ...(baseline(name, type, depth) as object), [field.name]: leaf.build(value) }),
      })),
    );
  }
  if (!isScalarType(type) || type.name === 'Boolean') return [];
  const values = type.name === 'Int' ? WORST_INTS : type.name === 'Float' ? WORST_FLOATS : WORST_TEXTS;
  return [{ path: [], values, build: (value) => value }];
}

function documentOf(field: GraphQLField<unknown, unknown>): string {
  const declarations = field.args.map((arg, index) => `$a${index}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg, index) => `${arg.name}: $a${index}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `mutation Worst${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

/** The first of the usual callers the authorization matrix lets through (its columns, mapped onto this fixture). */
function callerOf(operation: string): Kind {
  const row = AUTHORIZATION_MATRIX.find((candidate) => candidate.operation === operation);
  if (!row) return 'admin';
  // Let through, or refused by the call's own rules for the matrix's arguments (not for who asks).
  return KINDS.find((kind) => LET_THROUGH.has(row.expect[kind]) || !REFUSALS.has(row.expect[kind])) ?? 'signedOut';
}

const mutations = Object.values(schema.getMutationType()!.getFields())
  .filter((field) => field.args.some((arg) => leavesOf(arg.name, arg.type, 0).length > 0))
  .sort((a, b) => Number(LAST.test(a.name)) - Number(LAST.test(b.name)) || a.name.localeCompare(b.name));

describe('every mutation with the worst values in each text and number argument', () => {
  it.each(mutations.map((field) => [field.name, field] as const))(
    '%s',
    async (_name, field) => {
      const document = documentOf(field);
      const caller = callerOf(field.name);
      const base = Object.fromEntries(field.args.map((arg) => [arg.name, baseline(arg.name, arg.type)]));
      const leaves = field.args.flatMap((arg) => leavesOf(arg.name, arg.type, 0).map((leaf) => ({ arg: arg.name, ...leaf })));
      for (const leaf of leaves) {
        for (const [label, value] of Object.entries(leaf.values)) {
          const args = { ...base, [leaf.arg]: leaf.build(value) };
          const variables = Object.fromEntries(field.args.map((arg, index) => [`a${index}`, args[arg.name]]));
          // A fresh session (and for a student a work session): its own writes, made before the call.
          const options = await tokens[caller]!();
          const before = await databaseFingerprint(t.services.db);
          const result = await t.gql(document, variables, options);
          const where = `${field.name}(${[leaf.arg, ...leaf.path].join('.')} = ${label}) as ${caller}`;
          expect(result.status, where).toBeLessThan(500);
          const errors = result.errors ?? [];
          expect(
            errors.map(({ message }) => message),
            where,
          ).not.toContain('Unexpected error.');
          for (const { message } of errors) expect(message.trim().length, where).toBeGreaterThan(0);
          const refused = errors.length > 0 && (result.data?.[field.name] ?? null) === null;
          if (refused) expect(await databaseFingerprint(t.services.db), where).toEqual(before);
        }
      }
      // The server is still there for everyone else.
      expect((await t.gql('{ academy { name } }')).status).toBe(200);
    },
    120_000,
  );
});
