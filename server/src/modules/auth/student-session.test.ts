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
  const result = await t.gql<{ studentLogin: { token: string } }>(
    `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`,
    { u: student.username, p: PASSWORD },
  );
  return { student, token: result.data!.studentLogin.token };
}

const START = `mutation ($id: Int!) { startStudentSession(studentId: $id) { id } }`;

async function start(token: string, studentId: number): Promise<number> {
  const result = await t.gql<{ startStudentSession: { id: number } }>(START, { id: studentId }, { token });
  return result.data!.startStudentSession.id;
}

describe('startStudentSession', () => {
  it('starts a work session for the signed-in student', async () => {
    const { student, token } = await signedInStudent();
    const first = await start(token, student.id);
    const second = await start(token, student.id);
    expect(second).toBeGreaterThan(first);
  });

  it('refuses a session for another student, and callers who are not signed in', async () => {
    const { token } = await signedInStudent();
    const other = await signedInStudent();
    expect(errorCode(await t.gql(START, { id: other.student.id }, { token }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(START, { id: other.student.id }))).toBe('NOT_SIGNED_IN');
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
    const tablet = await t.gql<{ studentLogin: { token: string } }>(
      `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`,
      { u: student.username, p: PASSWORD },
    );
    const tabletToken = tablet.data!.studentLogin.token;
    const tabletSession = await start(tabletToken, student.id);
    await expect(requireCurrentStudentSession(await contextOf(token, laptop))).rejects.toMatchObject({
      extensions: { code: 'MULTIPLE_SIGN_IN' },
      message: messages.MULTIPLE_SIGN_IN,
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

  it('accepts the newest work session and refuses an older one with the multiple sign-in text', async () => {
    const { student, token } = await signedInStudent();
    const older = await start(token, student.id);
    const newer = await start(token, student.id);
    await expect(guard(token, newer)).resolves.toMatchObject({ studentId: student.id });
    const refused = guard(token, older);
    await expect(refused).rejects.toMatchObject({
      extensions: { code: 'MULTIPLE_SIGN_IN' },
      message:
        'We have detected that you have multiple sign-ins on SOLVE. This session is no longer valid. Please close this session and resume your work on the new session.',
    });
  });

  it('refuses a missing header, a session never started, and the id of another student', async () => {
    const { student, token } = await signedInStudent();
    const other = await signedInStudent();
    const otherSession = await start(other.token, other.student.id);
    await expect(guard(token, otherSession)).rejects.toMatchObject({ extensions: { code: 'MULTIPLE_SIGN_IN' } });
    const own = await start(token, student.id);
    await expect(guard(token, null)).rejects.toMatchObject({ extensions: { code: 'MULTIPLE_SIGN_IN' } });
    await expect(guard(token, own)).resolves.toBeTruthy();
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
