import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettings } from '../db/seed/factories/settings.js';
import { buildClassroom, enroll, signedInStudent } from '../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../test/harness.js';

// A document runs on graphql-js's executor the first time and compiled from its second run on
// (yoga.ts): every answer, error and masked failure must be the same either way.

const NOW = new Date('2026-11-22T20:00:00Z');
const DASHBOARD = `query Compiled($mode: StaffMode) { dashboard(mode: $mode) {
  tabs active { key title total classes { classroomId code shortTitle startDate endDate status grade overdueCount points action } } completed { key } } }`;

let t: TestServer;
let token = '';

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  const signedIn = await signedInStudent(db, NOW);
  token = signedIn.token;
  const built = await buildClassroom(db, {
    classroom: { code: 'JIT-1', title: 'JIT-1: Counting', startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [
      { order: 0, type: 'INTRODUCTION', sets: [{ kind: 'PREVIEW' }] },
      { order: 1, sets: [{ kind: 'HOMEWORK' }] },
    ],
  });
  await enroll(db, signedIn.student.id, built.classroom.id, 'PAID');
});

afterAll(() => t.close());

/** A document of its own (by operation name) sent three times: the answers, as the client sees them. */
async function threeRuns(name: string, variables: Record<string, unknown>, signedIn: boolean) {
  const document = DASHBOARD.replace('query Compiled', `query Compiled${name}`);
  const runs = [];
  for (let run = 0; run < 3; run += 1) {
    const { data, errors, status } = await t.gql(document, variables, signedIn ? { token } : {});
    runs.push({ data, errors, status });
  }
  return runs;
}

describe('compiled documents answer as the first run did', () => {
  it('data', async () => {
    const [first, ...later] = await threeRuns('Data', {}, true);
    expect(first!.errors).toBeUndefined();
    expect(first!.data).toMatchObject({
      dashboard: { tabs: ['ENROLLED', 'COMPLETED', 'RECOMMENDED'], active: [{ key: 'OPENED', total: 1 }] },
    });
    for (const run of later) expect(run).toEqual(first);
  });

  it('a domain error', async () => {
    const [first, ...later] = await threeRuns('DomainError', {}, false);
    expect(first!.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
    for (const run of later) expect(run).toEqual(first);
  });

  it('a variable of the wrong value', async () => {
    const [first, ...later] = await threeRuns('BadVariable', { mode: 'NOPE' }, true);
    expect(first!.errors?.[0]?.message).toMatch(/\$mode/);
    for (const run of later) expect(run).toEqual(first);
  });

  it('an unexpected failure, masked', async () => {
    const now = t.services.now;
    t.services.now = () => {
      throw new Error('the clock broke');
    };
    try {
      const [first, ...later] = await threeRuns('Unexpected', {}, true);
      expect(first!.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(first)).not.toContain('the clock broke');
      for (const run of later) expect(run).toEqual(first);
    } finally {
      t.services.now = now;
    }
  });
});

describe('documents of several operations', () => {
  it('answer the operation asked for, however often another one ran', async () => {
    const document = 'query A { appVersion } query B { academy { name } }';
    const ask = async (operationName: string) => {
      const answer = await fetch(await originOf(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: document, operationName }),
      });
      return (await answer.json()) as { data?: Record<string, unknown> };
    };
    for (let run = 0; run < 3; run += 1) expect(Object.keys((await ask('A')).data ?? {})).toEqual(['appVersion']);
    for (let run = 0; run < 3; run += 1) expect(Object.keys((await ask('B')).data ?? {})).toEqual(['academy']);
    expect(Object.keys((await ask('A')).data ?? {})).toEqual(['appVersion']);
  });

  it('never run a mutation for a GET, after the mutation ran by POST', async () => {
    const document = 'query A { appVersion } mutation M { signOut }';
    const signedIn = await signedInStudent(t.services.db, NOW);
    const authorization = `Bearer ${signedIn.token}`;
    // The mutation runs twice by POST (signed out: it changes nothing), so that it is compiled.
    for (let run = 0; run < 2; run += 1) {
      const answer = await fetch(await originOf(), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: document, operationName: 'M' }),
      });
      expect(((await answer.json()) as { data: unknown }).data).toEqual({ signOut: true });
    }
    for (let run = 0; run < 3; run += 1) {
      const url = `${await originOf()}?query=${encodeURIComponent(document)}&operationName=A`;
      const answer = await fetch(url, { headers: { authorization, 'x-solve-csrf': '1' } });
      expect(((await answer.json()) as { data: unknown }).data).toEqual({ appVersion: expect.any(String) });
    }
    // The session the GETs carried is still signed in.
    const me = await t.gql<{ me: { id: number } | null }>('{ me { id } }', {}, { token: signedIn.token });
    expect(me.data?.me?.id).toBe(signedIn.student.id);
    // Asking a GET for the mutation itself is refused.
    const refused = await fetch(`${await originOf()}?query=${encodeURIComponent(document)}&operationName=M`, {
      headers: { authorization, 'x-solve-csrf': '1' },
    });
    expect(refused.status).toBe(405);
  });
});

/** The test server's /graphql address. */
async function originOf(): Promise<string> {
  await t.gql('{ appVersion }');
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('the test server is not listening');
  return `http://127.0.0.1:${address.port}/graphql`;
}
