import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { messages } from '@solve/core';
import { buildContext } from '../../graphql/yoga.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { hashPassword } from './passwords.js';
import { requireCurrentStudentSession } from './student-session.js';
import type { Viewer } from './viewer.js';

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'session-pass-5';

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

async function signedInStudent() {
  n += 1;
  const student = await createStudent(t.services.db, { username: `worker${n}`, passwordHash });
  return { student, token: await signIn(student.username) };
}

/** A sign-in of the student on some device: a new sign-in session. */
async function signIn(username: string): Promise<string> {
  const result = await t.gql<{ studentLogin: { token: string } }>(
    `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`,
    { u: username, p: PASSWORD },
  );
  return result.data!.studentLogin.token;
}

const START = `mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }`;

async function start(token: string, studentId: number): Promise<number> {
  const result = await t.gql<{ startStudentSession: { id: number } }>(START, { id: studentId }, { token });
  return result.data!.startStudentSession.id;
}

describe('startStudentSession', () => {
  it('starts a work session at the first call of a sign-in and gives later calls of it the same one', async () => {
    const { student, token } = await signedInStudent();
    const first = await start(token, student.id);
    const second = await start(token, student.id);
    expect(second).toBe(first);
  });

  it('refuses a session for another student, and callers who are not signed in', async () => {
    const { token } = await signedInStudent();
    const other = await signedInStudent();
    expect(errorCode(await t.gql(START, { id: other.student.id }, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(START, { id: other.student.id }))).toBe('NOT_SIGNED_IN');
  });

  it('starts none for a sign-in overtaken by a newer one, so it cannot take the work back', async () => {
    const { student, token: laptop } = await signedInStudent();
    await start(laptop, student.id);
    const tablet = await signIn(student.username);
    const tabletSession = await start(tablet, student.id);

    const again = await t.gql(START, { id: student.id }, { token: laptop });
    expect(errorCode(again)).toBe('MULTIPLE_SIGN_IN');
    expect(again.errors![0]!.message).toBe(messages.MULTIPLE_SIGN_IN);
    await expect(requireCurrentStudentSession(await contextOf(tablet, tabletSession))).resolves.toMatchObject({
      workSessionId: tabletSession,
    });
  });

  it('lets the newer of two sign-ins start work, not the older one, when neither has started yet', async () => {
    const { student, token: older } = await signedInStudent();
    const newer = await signIn(student.username);
    const newerSession = await start(newer, student.id);
    expect(errorCode(await t.gql(START, { id: student.id }, { token: older }))).toBe('MULTIPLE_SIGN_IN');

    const newest = await signIn(student.username);
    expect(await start(newest, student.id)).toBeGreaterThan(newerSession);
    await expect(requireCurrentStudentSession(await contextOf(newer, newerSession))).rejects.toMatchObject({
      extensions: { code: 'MULTIPLE_SIGN_IN' },
    });
  });
});

/** The context a mutation would get for this request: bearer session and x-student-session header. */
const contextOf = (token: string, studentSession: number | null) =>
  buildContext(t.services, {
    request: new Request('http://localhost/graphql', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, ...(studentSession ? { 'x-student-session': String(studentSession) } : {}) },
    }),
  });

describe('a request from an older work session', () => {
  it('is refused with the stable code and the multiple sign-in text once the student signs in again elsewhere', async () => {
    const { student, token } = await signedInStudent();
    const laptop = await start(token, student.id);
    await expect(requireCurrentStudentSession(await contextOf(token, laptop))).resolves.toMatchObject({ studentId: student.id });

    // The same student signs in on a tablet: the tablet's work session is now the valid one.
    const tabletToken = await signIn(student.username);
    const tabletSession = await start(tabletToken, student.id);
    expect(tabletSession).toBeGreaterThan(laptop);
    await expect(requireCurrentStudentSession(await contextOf(token, laptop))).rejects.toMatchObject({
      extensions: { code: 'MULTIPLE_SIGN_IN' },
      message: messages.MULTIPLE_SIGN_IN,
    });
    // A new tab of the laptop's sign-in, without the id, is refused too.
    await expect(requireCurrentStudentSession(await contextOf(token, null))).rejects.toMatchObject({
      extensions: { code: 'MULTIPLE_SIGN_IN' },
    });
    await expect(requireCurrentStudentSession(await contextOf(tabletToken, tabletSession))).resolves.toMatchObject({
      studentId: student.id,
    });
  });
});

describe('requireCurrentStudentSession', () => {
  /** The guard as a request of the student signed in with `token` meets it. */
  const guard = async (token: string, studentSessionId: number | null) =>
    requireCurrentStudentSession(await contextOf(token, studentSessionId));

  it('accepts every tab of the sign-in that started the newest work session, and refuses an older sign-in with the multiple sign-in text', async () => {
    const { student, token: older } = await signedInStudent();
    const olderSession = await start(older, student.id);
    const token = await signIn(student.username);
    const firstTab = await start(token, student.id);
    // A second tab (or a browser restored with its cookies) has no id until it asks for it, and gets the same one.
    await expect(guard(token, null)).resolves.toMatchObject({ studentId: student.id, workSessionId: firstTab });
    expect(await start(token, student.id)).toBe(firstTab);
    await expect(guard(token, firstTab)).resolves.toMatchObject({ workSessionId: firstTab });
    const refused = guard(older, olderSession);
    await expect(refused).rejects.toMatchObject({
      extensions: { code: 'MULTIPLE_SIGN_IN' },
      message:
        'We have detected that you have multiple sign-ins on SOLVE. This session is no longer valid. Please close this session and resume your work on the new session.',
    });
  });

  it("refuses a sign-in that never started work, whatever id it sends (another student's too)", async () => {
    const { student, token } = await signedInStudent();
    const other = await signedInStudent();
    const otherSession = await start(other.token, other.student.id);
    await expect(guard(token, otherSession)).rejects.toMatchObject({ extensions: { code: 'MULTIPLE_SIGN_IN' } });
    await expect(guard(token, null)).rejects.toMatchObject({ extensions: { code: 'MULTIPLE_SIGN_IN' } });
    const own = await start(token, student.id);
    await expect(guard(token, otherSession)).resolves.toMatchObject({ studentId: student.id, workSessionId: own });
  });

  it('refuses callers who are not students', async () => {
    await expect(requireCurrentStudentSession({ viewer: null, studentSessionId: 1 })).rejects.toMatchObject({
      extensions: { code: 'NOT_SIGNED_IN' },
    });
    const employee: Viewer = { userType: 'EMPLOYEE', sessionId: 1, employeeId: 1, isTeacher: true, isAdmin: false, isGuest: false };
    await expect(requireCurrentStudentSession({ viewer: employee, studentSessionId: 1 })).rejects.toMatchObject({
      extensions: { code: 'FORBIDDEN' },
    });
  });
});
