import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees, sessions, studentSessions } from '../../db/schema/index.js';
import { createEmployee, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildContext } from '../../graphql/yoga.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { openSecondInstance } from '../../test/second-instance.js';
import { sessionFor } from '../../test/session-for.js';
import pg from 'pg';
import { SESSION_MEMORY, SessionMemory, type RememberedSessionRow } from './session-memory.js';
import { revokeSession, sessionMemoryOf } from './sessions.service.js';

/**
 * A session a process has looked up is taken from its memory on later requests (session-memory.ts):
 * every change to what the lookup reads, made by this process, another one or by hand, is seen.
 */

const NOW = new Date('2026-03-02T18:00:00Z');
let t: TestServer;
let n = 0;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  // Until the server listens for changes it remembers nothing, and these tests would prove nothing.
  await sessionMemoryOf(t.database).listeningStarted;
});
afterAll(() => t.close());

const ME = `{ me { userType id } }`;
const ADMIN_DASHBOARD = `{ dashboard(mode: ADMIN) { tabs } }`;

async function student() {
  n += 1;
  const row = await createStudent(t.services.db, { username: `remembered${n}`, passwordHash: 'x' });
  const token = await sessionFor(t.services.db, { userType: 'STUDENT', studentId: row.id }, NOW);
  const [session] = await t.services.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.studentId, row.id));
  return { studentId: row.id, sessionId: session!.id, token };
}

/** Asks as `token` once so that the server remembers the session, and checks it was accepted. */
async function remembered(token: string) {
  const result = await t.gql<{ me: { id: number } | null }>(ME, {}, { token });
  expect(result.data?.me).not.toBeNull();
}

const signedOut = async (token: string) => (await t.gql<{ me: unknown }>(ME, {}, { token })).data?.me === null;

describe('a remembered session', () => {
  it('is refused once it is revoked by hand, as a script would', async () => {
    const s = await student();
    await remembered(s.token);
    await t.services.db.update(sessions).set({ revokedAt: NOW }).where(eq(sessions.id, s.sessionId));
    await vi.waitFor(async () => expect(await signedOut(s.token)).toBe(true), { timeout: 5000 });
  });

  it('is refused on the next request after this process signs it out', async () => {
    const s = await student();
    await remembered(s.token);
    await revokeSession(t.services.db, s.sessionId, NOW);
    expect(await signedOut(s.token)).toBe(true);
  });

  it('is refused once revoked through another server process', async () => {
    const s = await student();
    await remembered(s.token);
    const second = await openSecondInstance(t);
    try {
      await revokeSession(second.services.db, s.sessionId, NOW);
    } finally {
      await second.close();
    }
    await vi.waitFor(async () => expect(await signedOut(s.token)).toBe(true), { timeout: 5000 });
  });

  it('is refused once it expires, though nothing was announced', async () => {
    const s = await student();
    await remembered(s.token);
    const clock = t.clock.now;
    t.clock.now = new Date(NOW.getTime() + 3601_000);
    try {
      expect(await signedOut(s.token)).toBe(true);
    } finally {
      t.clock.now = clock;
    }
  });

  it("follows an employee's roles and activity", async () => {
    n += 1;
    const employee = await createEmployee(t.services.db, { workEmail: `remembered${n}@solve.test`, passwordHash: 'x', isTeacher: true });
    const token = await sessionFor(t.services.db, { userType: 'EMPLOYEE', employeeId: employee.id }, NOW);
    expect(errorCode(await t.gql(ADMIN_DASHBOARD, {}, { token }))).toBe('FORBIDDEN');
    await t.services.db.update(employees).set({ isAdminOfSolve: true }).where(eq(employees.id, employee.id));
    await vi.waitFor(async () => expect(errorCode(await t.gql(ADMIN_DASHBOARD, {}, { token }))).toBeUndefined(), { timeout: 5000 });
    await t.services.db.update(employees).set({ active: false }).where(eq(employees.id, employee.id));
    await vi.waitFor(async () => expect(await signedOut(token)).toBe(true), { timeout: 5000 });
  });

  it("sees a student's newer work session started elsewhere", async () => {
    const s = await student();
    const [older] = await t.services.db.insert(studentSessions).values({ studentId: s.studentId, startedAt: NOW }).returning();
    const contextOf = () =>
      buildContext(t.services, {
        request: new Request('http://localhost/graphql', { method: 'POST', headers: { authorization: `Bearer ${s.token}` } }),
      });
    await vi.waitFor(async () => expect((await contextOf()).viewer).toMatchObject({ newestWorkSessionId: older!.id }), { timeout: 5000 });
    // Another device of the student starts a newer one, by hand here as another process would.
    const [newer] = await t.services.db.insert(studentSessions).values({ studentId: s.studentId, startedAt: NOW }).returning();
    await vi.waitFor(async () => expect((await contextOf()).viewer).toMatchObject({ newestWorkSessionId: newer!.id }), { timeout: 5000 });
  });
});

describe('what a process remembers of sessions', () => {
  const row = (id: number, values: Partial<RememberedSessionRow> = {}): RememberedSessionRow => ({
    id,
    studentId: null,
    familyMemberId: null,
    employeeId: null,
    expiresAt: new Date(NOW.getTime() + 60_000),
    ...values,
  });
  const listening = () => {
    const memory = new SessionMemory<RememberedSessionRow>();
    memory.setListening(true);
    return memory;
  };

  it('keeps and recalls nothing while it is not listening', () => {
    const memory = new SessionMemory<RememberedSessionRow>();
    memory.keep('a', row(1), memory.mark());
    expect(memory.size).toBe(0);
    memory.setListening(true);
    memory.keep('a', row(1), memory.mark());
    expect(memory.recall('a', NOW)?.id).toBe(1);
    memory.setListening(false);
    expect(memory.recall('a', NOW)).toBeUndefined();
  });

  it('forgets everything when listening starts again, since announcements were missed', () => {
    const memory = listening();
    memory.keep('a', row(1), memory.mark());
    memory.setListening(false);
    memory.setListening(true);
    expect(memory.recall('a', NOW)).toBeUndefined();
  });

  it('does not keep a lookup that overlapped an announcement', () => {
    const memory = listening();
    const mark = memory.mark();
    memory.hear('session:99');
    memory.keep('a', row(1), mark);
    expect(memory.recall('a', NOW)).toBeUndefined();
  });

  it('forgets the sessions each announcement names, and only those', () => {
    const memory = listening();
    const rows = {
      session: row(1),
      student: row(2, { studentId: 7 }),
      member: row(3, { familyMemberId: 7 }),
      employee: row(4, { employeeId: 7 }),
    };
    for (const [key, value] of Object.entries(rows)) memory.keep(key, value, memory.mark());
    memory.hear('session:1');
    expect(memory.recall('session', NOW)).toBeUndefined();
    expect(memory.size).toBe(3);
    memory.hear('student:7');
    expect(memory.recall('student', NOW)).toBeUndefined();
    memory.hear('member:7');
    expect(memory.recall('member', NOW)).toBeUndefined();
    expect(memory.recall('employee', NOW)?.id).toBe(4);
    memory.hear('all');
    expect(memory.size).toBe(0);
  });

  it('does not recall an expired session', () => {
    const memory = listening();
    memory.keep('a', row(1), memory.mark());
    expect(memory.recall('a', new Date(NOW.getTime() + 60_000))).toBeUndefined();
  });

  it('forgets a session within a minute though no announcement came (a pooler that drops them)', () => {
    let clock = 1_000;
    const memory = new SessionMemory<RememberedSessionRow>({ ...SESSION_MEMORY, clock: { now: () => clock } });
    memory.setListening(true);
    const far = row(1, { expiresAt: new Date(NOW.getTime() + 30 * 86_400_000) });
    memory.keep('a', far, memory.mark());
    clock += 59_000;
    expect(memory.recall('a', NOW)?.id).toBe(1);
    clock += 1_001;
    expect(memory.recall('a', NOW)).toBeUndefined();
    expect(SESSION_MEMORY.ttlMs).toBeLessThanOrEqual(60_000);
  });

  it('keeps no more bytes than its budget, the least recently used out first', () => {
    const memory = new SessionMemory<RememberedSessionRow>({ maxBytes: 20_000, ttlMs: 60_000 });
    memory.setListening(true);
    for (let id = 1; id <= 1000; id++) memory.keep(`token-${id}`, row(id), memory.mark());
    expect(memory.bytes).toBeLessThanOrEqual(20_000);
    expect(memory.size).toBeGreaterThan(10);
    expect(memory.size).toBeLessThan(1000);
    expect(memory.recall('token-1000', NOW)?.id).toBe(1000);
    expect(memory.recall('token-1', NOW)).toBeUndefined();
  });
});

describe('a lost listening connection', () => {
  it('clears what the process remembers of sessions', async () => {
    const s = await student();
    await remembered(s.token);
    const memory = sessionMemoryOf(t.database);
    expect(memory.size).toBeGreaterThan(0);
    if (!t.url) {
      // PGlite runs in this process: its listening never stops.
      expect(t.database.kind).toBe('pglite');
      return;
    }
    // Ends the connections that are waiting for announcements, as a restart of the listener would.
    const admin = new pg.Client({ connectionString: t.url });
    await admin.connect();
    try {
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      );
    } finally {
      await admin.end();
    }
    await vi.waitFor(() => expect(memory.size).toBe(0), { timeout: 5000 });
    // Listening again, it remembers afresh.
    await vi.waitFor(
      async () => {
        await remembered(s.token);
        expect(memory.size).toBeGreaterThan(0);
      },
      { timeout: 10_000 },
    );
  });
});
