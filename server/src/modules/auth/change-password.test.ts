import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEmployee, createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import * as passwords from './passwords.js';

/**
 * Changing a password: signed in it takes the current password (an unattended session must not
 * be a takeover), with a link the token; a wrong guess counts toward the sign-in limits, and no
 * password is hashed before the token or the current password has been checked.
 */

// Counts the hashes the server computes (it runs in this process).
vi.mock('./passwords.js', async (importOriginal) => {
  const real = await importOriginal<typeof passwords>();
  return { ...real, hashPassword: vi.fn(real.hashPassword) };
});
const hashes = vi.mocked(passwords.hashPassword);

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'current-pass-1';

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z'), env: { TRUST_PROXY: '1' } });
  await createSettings(t.services.db);
  passwordHash = await passwords.hashPassword(PASSWORD);
});
afterAll(() => t.close());
beforeEach(() => {
  hashes.mockClear();
});

const CHANGE = /* GraphQL */ `
  mutation ($userId: String, $token: String, $current: String, $p: String!, $c: String!) {
    changePassword(userId: $userId, token: $token, currentPassword: $current, password: $p, confirmPassword: $c) {
      success
      message
    }
  }
`;
const STUDENT_LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;
const EMPLOYEE_LOGIN = `mutation ($e: String!, $p: String!) { employeeLogin(email: $e, password: $p, mode: ANY) { token } }`;
const ME = `query { me { id } }`;

/** A student with two signed-in sessions, each from its own address. */
async function studentWithSessions() {
  n += 1;
  const { family } = await createFamily(t.services.db, { phoneNumber: `+1408556${String(3000 + n)}`, email: `dad${n}@example.com` });
  const student = await createStudent(t.services.db, { username: `changer${n}`, passwordHash, familyAccountId: family.id });
  const signIn = async () =>
    (await t.gql<{ studentLogin: { token: string } }>(STUDENT_LOGIN, { u: student.username, p: PASSWORD })).data!.studentLogin.token;
  return { student, here: await signIn(), elsewhere: await signIn() };
}

describe('changePassword signed in', () => {
  it('asks for the current password and changes nothing without it', async () => {
    const { student, here, elsewhere } = await studentWithSessions();
    const result = await t.gql(CHANGE, { p: 'taken-over-1', c: 'taken-over-1' }, { token: here });
    expect(errorCode(result)).toBe('REQUIRED_FIELDS');
    expect(result.errors?.[0]?.message).toBe('Please enter all required fields.');
    expect(hashes).not.toHaveBeenCalled();
    expect((await t.gql(ME, {}, { token: elsewhere })).data).toEqual({ me: { id: student.id } });
    expect(errorCode(await t.gql(STUDENT_LOGIN, { u: student.username, p: PASSWORD }))).toBeUndefined();
  });

  it('refuses a wrong current password, keeps every session, and hashes nothing', async () => {
    const { student, here, elsewhere } = await studentWithSessions();
    const result = await t.gql(CHANGE, { current: 'a-guess-123', p: 'taken-over-1', c: 'taken-over-1' }, { token: here });
    expect(errorCode(result)).toBe('CURRENT_PASSWORD_WRONG');
    expect(result.errors?.[0]?.message).toBe('Your current password is not correct. Please try again.');
    expect(hashes).not.toHaveBeenCalled();
    expect((await t.gql(ME, {}, { token: elsewhere })).data).toEqual({ me: { id: student.id } });
    expect(errorCode(await t.gql(STUDENT_LOGIN, { u: student.username, p: 'taken-over-1' }))).toBe('WRONG_PASSWORD');
  });

  it('with the current password: changed, other sessions end, this one stays', async () => {
    const { student, here, elsewhere } = await studentWithSessions();
    const result = await t.gql(CHANGE, { current: PASSWORD, p: 'brand-new-pass', c: 'brand-new-pass' }, { token: here });
    expect(result.data).toEqual({ changePassword: { success: true, message: 'Your password has been successfully changed.' } });
    expect((await t.gql(ME, {}, { token: here })).data).toEqual({ me: { id: student.id } });
    expect((await t.gql(ME, {}, { token: elsewhere })).data).toEqual({ me: null });
    expect(errorCode(await t.gql(STUDENT_LOGIN, { u: student.username, p: 'brand-new-pass' }))).toBeUndefined();
  });

  it('wrong current passwords count toward the sign-in limit of the account', async () => {
    const { student, here } = await studentWithSessions();
    const from = { token: here, headers: { 'x-forwarded-for': '203.0.113.77' } };
    for (let i = 0; i < 10; i++) {
      expect(errorCode(await t.gql(CHANGE, { current: `guess-${i}-abc`, p: 'taken-over-1', c: 'taken-over-1' }, from))).toBe(
        'CURRENT_PASSWORD_WRONG',
      );
    }
    const refused = await t.gql(CHANGE, { current: PASSWORD, p: 'taken-over-1', c: 'taken-over-1' }, from);
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors?.[0]?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    expect(hashes).not.toHaveBeenCalled();
    // The counter is the one of signing in to this account.
    const signIn = await t.gql(STUDENT_LOGIN, { u: student.username, p: PASSWORD }, { headers: { 'x-forwarded-for': '203.0.113.77' } });
    expect(errorCode(signIn)).toBe('TOO_MANY_ATTEMPTS');
  });

  it('an employee gives their current password too', async () => {
    n += 1;
    const email = `changer${n}@solve.test`;
    await createEmployee(t.services.db, { workEmail: email, passwordHash, isTeacher: true });
    const token = (await t.gql<{ employeeLogin: { token: string } }>(EMPLOYEE_LOGIN, { e: email, p: PASSWORD })).data!.employeeLogin.token;
    expect(errorCode(await t.gql(CHANGE, { current: 'not-it-1234', p: 'teacher-new-1', c: 'teacher-new-1' }, { token }))).toBe(
      'CURRENT_PASSWORD_WRONG',
    );
    const changed = await t.gql(CHANGE, { current: PASSWORD, p: 'teacher-new-1', c: 'teacher-new-1' }, { token });
    expect(changed.data).toMatchObject({ changePassword: { success: true } });
    expect(errorCode(await t.gql(EMPLOYEE_LOGIN, { e: email, p: 'teacher-new-1' }))).toBeUndefined();
  });
});

describe('changePassword with a link', () => {
  it('checks the token before hashing anything, and limits the tries of an address', async () => {
    const { student } = await studentWithSessions();
    const from = { headers: { 'x-forwarded-for': '198.51.100.99' } };
    const bogus = { userId: `S-${student.id}`, token: 'made-up-token', p: 'taken-over-1', c: 'taken-over-1' };
    for (let i = 0; i < 30; i++) expect(errorCode(await t.gql(CHANGE, bogus, from))).toBe('RESET_LINK_INVALID');
    expect(hashes).not.toHaveBeenCalled();
    const refused = await t.gql(CHANGE, bogus, from);
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors?.[0]?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    // Another address is not held up, and nothing was changed.
    expect(errorCode(await t.gql(CHANGE, bogus, { headers: { 'x-forwarded-for': '198.51.100.98' } }))).toBe('RESET_LINK_INVALID');
    expect(errorCode(await t.gql(STUDENT_LOGIN, { u: student.username, p: PASSWORD }))).toBeUndefined();
  });
});
