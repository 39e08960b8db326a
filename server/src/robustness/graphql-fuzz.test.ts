import fc from 'fast-check';
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
import { createEmployee, createFamily } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { schema } from '../schema.js';
import { databaseFingerprint } from '../test/database-fingerprint.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { playerFixture } from '../test/player-kit.js';
import { sessionFor } from '../test/session-for.js';
import type { SessionSubject } from '../modules/auth/sessions.service.js';

/**
 * Every query and mutation of the schema, called with arguments of the right and the wrong types:
 * NUL and unpaired surrogates, huge strings, negative and huge numbers, wrong enums and dates. No
 * call may answer 500 or "Unexpected error.", and a refused mutation changes nothing.
 */

const SEED = 20_261_125;
const HUGE = 'x'.repeat(200_000);

let t: TestServer;
const viewers: Record<string, SessionSubject | null> = { signedOut: null };

beforeAll(async () => {
  t = await startTestServer();
  const db = t.services.db;
  // As in every running academy: the server creates the settings row at start (setup.service.ts).
  await createSettings(db);
  const fixture = await playerFixture(t, { problems: [{ problemType: 'SHORT_NUMBER_RESPONSE', answer: '1' }] });
  const admin = await createEmployee(db, { workEmail: 'fuzz-admin@solve.test', passwordHash: 'x', isAdminOfSolve: true });
  const family = await createFamily(db, { phoneNumber: '+15550101234', email: 'fuzz-parent@example.com' });
  viewers.student = { userType: 'STUDENT', studentId: fixture.studentId };
  viewers.parent = { userType: 'FAMILY_MEMBER', familyMemberId: family.parent.id };
  viewers.admin = { userType: 'EMPLOYEE', employeeId: admin.id };
});
afterAll(() => t.close());

const strings = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    'a\u0000b',
    '\u0000',
    'x\uD800',
    '\uDC00y',
    '😀',
    '<script>alert(1)</script>',
    "'; drop table students; --",
    HUGE,
  ),
);
const ints = fc.oneof(fc.integer({ min: -3, max: 40 }), fc.constantFrom(0, -1, 2_147_483_647, -2_147_483_648));
const wrongs = fc.constantFrom<unknown>(null, 'x', -1, 2 ** 31, 1e308, -1e308, 1.5, true, {}, [], [null], '\u0000', HUGE);

/** A value for an argument of `type`: usually of the right type, sometimes of a wrong one. */
function valueOf(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const right = rightValueOf(type, depth);
  return fc.oneof({ weight: 4, arbitrary: right }, { weight: 1, arbitrary: wrongs });
}

function rightValueOf(type: GraphQLInputType, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return rightValueOf(type.ofType, depth);
  if (isListType(type)) return fc.array(valueOf(type.ofType, depth + 1), { maxLength: depth > 1 ? 1 : 4 });
  if (isEnumType(type)) return fc.oneof(fc.constantFrom(...type.getValues().map(({ name }) => name)), fc.constant('NOT_A_VALUE'));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.values(type.getFields());
    return fc.record(Object.fromEntries(fields.map((field) => [field.name, valueOf(field.type, depth + 1)])), {
      requiredKeys: fields.filter((field) => isNonNullType(field.type)).map(({ name }) => name),
    });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return ints;
      case 'Float':
        return fc.oneof(ints, fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(1e308, -1e308, 0.1));
      case 'Boolean':
        return fc.boolean();
      case 'DateTime':
        return fc.oneof(fc.constantFrom('2026-11-25T12:00:00Z', '1900-01-01T00:00:00Z', '9999-12-31T23:59:59Z', 'yesterday'), strings);
      case 'Date':
        return fc.oneof(fc.constantFrom('2026-11-25', '2026-02-30', '0000-00-00', '99999-01-01'), strings);
      default:
        return strings;
    }
  }
  return wrongs;
}

type Operation = { kind: 'query' | 'mutation'; field: GraphQLField<unknown, unknown> };

const operations: Operation[] = [
  ...Object.values(schema.getQueryType()!.getFields()).map((field) => ({ kind: 'query' as const, field })),
  ...Object.values(schema.getMutationType()!.getFields()).map((field) => ({ kind: 'mutation' as const, field })),
];

function documentOf({ kind, field }: Operation): string {
  const declarations = field.args.map((arg, index) => `$a${index}: ${String(arg.type)}`).join(', ');
  const args = field.args.map((arg, index) => `${arg.name}: $a${index}`).join(', ');
  const selection = isCompositeType(getNamedType(field.type)) ? ' { __typename }' : '';
  return `${kind} Fuzz${declarations ? `(${declarations})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

describe('GraphQL operations called with arguments of right and wrong types', () => {
  it.each(operations.map((operation) => [`${operation.kind} ${operation.field.name}`, operation] as const))(
    '%s',
    async (_name, operation) => {
      const document = documentOf(operation);
      const argumentValues = fc.tuple(...operation.field.args.map((arg) => valueOf(arg.type)));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...Object.keys(viewers)), argumentValues, async (viewer, values) => {
          const subject = viewers[viewer]!;
          const token = subject ? await sessionFor(t.services.db, subject, t.clock.now) : null;
          const variables = Object.fromEntries(values.map((value, index) => [`a${index}`, value]));
          const before = operation.kind === 'mutation' ? await databaseFingerprint(t.services.db) : null;
          const result = await t.gql(document, variables, { token });
          expect(result.status).toBeLessThan(500);
          expect(result.errors?.map(({ message }) => message) ?? []).not.toContain('Unexpected error.');
          const refused = (result.errors?.length ?? 0) > 0 && (result.data?.[operation.field.name] ?? null) === null;
          if (before && refused) expect(await databaseFingerprint(t.services.db)).toEqual(before);
        }),
        { seed: SEED, numRuns: operation.kind === 'mutation' ? 24 : 12, endOnFailure: true },
      );
    },
  );
});
