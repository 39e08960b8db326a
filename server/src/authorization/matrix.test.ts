import type { AddressInfo } from 'node:net';
import { getNamedType, isObjectType } from 'graphql';
import { createClient } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedDemoAcademy } from '../db/seed/demo.js';
import { schema } from '../schema.js';
import { startTestServer, type GqlResult, type TestServer } from '../test/harness.js';
import { AUTHORIZATION_MATRIX, REFUSALS, type MatrixRow, type Outcome } from './matrix.js';
import { matrixSubjects, signInAs, VIEWERS, type MatrixSubjects, type Viewer } from './viewers.js';

const NOW = new Date('2026-11-22T18:00:00Z');

let t: TestServer;
let subjects: MatrixSubjects;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const demo = await seedDemoAcademy(t.services.db, NOW);
  subjects = await matrixSubjects(t.services.db, demo);
}, 120_000);
afterAll(() => t.close());

/** What one answer means in the matrix's words (see Outcome). */
function outcomeOf(result: Pick<GqlResult<Record<string, unknown>>, 'data' | 'errors'>, operation: string, expected: Outcome): string {
  const code = result.errors?.[0]?.extensions?.code ?? (result.errors?.length ? `error: ${result.errors[0]!.message}` : undefined);
  if (code === undefined) return result.data?.[operation] === null ? 'null' : expected === 'allowed' ? 'allowed' : 'ok';
  if (expected === 'allowed' && !REFUSALS.has(code)) return 'allowed';
  return code;
}

async function call(row: MatrixRow, viewer: Viewer): Promise<string> {
  const db = t.services.db;
  const token = await signInAs(db, subjects, viewer, t.clock.now);
  let studentSession: number | null = null;
  if (row.workSession && token && (viewer === 'student' || viewer === 'otherStudent')) {
    const studentId = viewer === 'student' ? subjects.studentId : subjects.otherStudentId;
    const started = await t.gql<{ startStudentSession: { id: number } }>(
      `mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }`,
      { id: studentId },
      { token },
    );
    studentSession = started.data!.startStudentSession.id;
  }
  const variables = row.variables?.(subjects) ?? {};
  if (row.document.trimStart().startsWith('subscription')) return subscribeOnce(row, token, variables);
  const result = await t.gql(row.document, variables, { token, studentSession });
  return outcomeOf(result, row.operation, row.expect[viewer]);
}

/**
 * Subscribes over the WebSocket as the browser does and publishes until the first event arrives
 * (the subscription starts asynchronously), or the server refuses it.
 */
async function subscribeOnce(row: MatrixRow, token: string | null, variables: Record<string, unknown>): Promise<string> {
  const { port } = t.app.server.address() as AddressInfo;
  const headers: Record<string, string> = { origin: 'http://localhost:3000' };
  if (token) headers.authorization = `Bearer ${token}`;
  class SignedInSocket extends WebSocket {
    constructor(address: string, protocols?: string | string[]) {
      super(address, protocols, { headers });
    }
  }
  const client = createClient({ url: `ws://127.0.0.1:${port}/graphql`, webSocketImpl: SignedInSocket, retryAttempts: 0, lazy: true });
  let publishing: NodeJS.Timeout | undefined;
  try {
    return await new Promise<string>((resolve) => {
      client.subscribe<Record<string, unknown>>(
        { query: row.document, variables },
        {
          next: (result) => resolve(outcomeOf({ data: result.data, errors: result.errors as GqlResult['errors'] }, row.operation, 'ok')),
          error: (error) => {
            const errors = (Array.isArray(error) ? error : [error]) as GqlResult['errors'];
            resolve(outcomeOf({ errors }, row.operation, 'ok'));
          },
          complete: () => resolve('completed without an event'),
        },
      );
      publishing = setInterval(() => void row.trigger?.(t.services, subjects), 50);
    });
  } finally {
    clearInterval(publishing);
    await client.dispose();
  }
}

describe('the authorization matrix', () => {
  it('has a row for every query, mutation and subscription of the schema', () => {
    const operations = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].flatMap((type) =>
      type && isObjectType(getNamedType(type)) ? Object.keys(type.getFields()) : [],
    );
    const covered = new Set(AUTHORIZATION_MATRIX.map(({ operation }) => operation));
    expect(operations.filter((operation) => !covered.has(operation))).toEqual([]);
    expect([...covered].filter((operation) => !operations.includes(operation))).toEqual([]);
  });

  it.each(AUTHORIZATION_MATRIX.map((row) => [row.operation, row] as const))(
    '%s: each viewer gets what the matrix says',
    async (_name, row) => {
      const got: Record<string, string> = {};
      for (const viewer of VIEWERS) got[viewer] = await call(row, viewer);
      expect(got).toEqual(row.expect);
    },
  );
});
