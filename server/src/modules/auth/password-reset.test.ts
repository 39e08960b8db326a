import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, passwordResetTokens } from '../../db/schema/index.js';
import { createEmployee, createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { moveClock } from '../../test/clock.js';
import { formatOwnerId, parseOwnerId } from './password-owner.js';
import { hashPassword } from './passwords.js';

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'old-password-1';

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

const later = (seconds: number) => moveClock(t, seconds);

async function newFamilyStudent(studentEmail: string | null = null) {
  n += 1;
  const { family, parent } = await createFamily(t.services.db, {
    phoneNumber: `+1408555${String(3000 + n)}`,
    email: `mom${n}@example.com`,
  });
  const student = await createStudent(t.services.db, {
    username: `reader${n}`,
    passwordHash,
    familyAccountId: family.id,
    email: studentEmail,
  });
  return { family, parent, student };
}

async function mailTo(address: string) {
  const rows = await t.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, address))
    .orderBy(desc(outboxMessages.id));
  return rows;
}

/** The userId and token of the last link mailed to an address. */
async function lastLink(address: string, index = 0): Promise<{ userId: string; token: string; url: string }> {
  const [mail] = await mailTo(address);
  const urls = mail?.body.match(/http\S+\/changepassword\?\S+/g) ?? [];
  const url = urls[index]!;
  const query = new URL(url).searchParams;
  return { userId: query.get('userId')!, token: query.get('token')!, url };
}

const RESET = `mutation ($u: String, $e: String) { resetPassword(username: $u, email: $e) { success message } }`;
const CHANGE = /* GraphQL */ `
  mutation ($userId: String, $token: String, $current: String, $p: String!, $c: String!) {
    changePassword(userId: $userId, token: $token, currentPassword: $current, password: $p, confirmPassword: $c) {
      success
      message
    }
  }
`;
const LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;

describe('owner ids of reset links', () => {
  it.each([
    ['S-12', { userType: 'STUDENT', studentId: 12 }],
    ['E-3', { userType: 'EMPLOYEE', employeeId: 3 }],
    ['S-0', null],
    ['F-3', null],
    ['S-12x', null],
    ['', null],
    ['E-99999999999', null],
  ] as const)('%s', (value, owner) => {
    expect(parseOwnerId(value)).toEqual(owner);
    if (owner) expect(formatOwnerId(owner)).toBe(value);
  });
});

describe('resetPassword', () => {
  it('by username mails the family primary parent a single-use link when the student has no email', async () => {
    const { parent, student } = await newFamilyStudent();
    const result = await t.gql(RESET, { u: student.username.toUpperCase() });
    expect(result.data).toEqual({
      resetPassword: { success: true, message: 'An email has been sent to your email to reset your password.' },
    });
    const link = await lastLink(parent.email);
    expect(link.url.startsWith('http://localhost:3000/changepassword?userId=')).toBe(true);
    expect(link.userId).toBe(`S-${student.id}`);
  });

  it("by username prefers the student's own email", async () => {
    n += 1;
    const { student, parent } = await newFamilyStudent(`kid${n}@example.com`);
    await t.gql(RESET, { u: student.username });
    expect(await mailTo(student.email!)).toHaveLength(1);
    expect(await mailTo(parent.email)).toHaveLength(0);
  });

  it('an unknown username is named', async () => {
    const result = await t.gql(RESET, { u: 'no-such-user' });
    expect(errorCode(result)).toBe('RESET_USERNAME_NOT_FOUND');
    expect(result.errors?.[0]?.message).toBe('Username was not found.');
  });

  it('by email gives the same answer for a known and an unknown address', async () => {
    const { parent, student } = await newFamilyStudent();
    const known = await t.gql(RESET, { e: parent.email.toUpperCase() });
    const unknown = await t.gql(RESET, { e: 'stranger@example.com' });
    expect(known.data).toEqual(unknown.data);
    expect(await mailTo('stranger@example.com')).toHaveLength(0);
    const [mail] = await mailTo(parent.email);
    expect(mail?.body).toContain(`Username: ${student.username}`);
  });

  it('by email reaches a staff account by its work email', async () => {
    n += 1;
    const employee = await createEmployee(t.services.db, { workEmail: `teacher${n}@solve.test`, passwordHash, isTeacher: true });
    await t.gql(RESET, { e: employee.workEmail });
    expect((await lastLink(employee.workEmail)).userId).toBe(`E-${employee.id}`);
  });

  it('needs a username or an email', async () => {
    expect(errorCode(await t.gql(RESET, { u: '', e: ' ' }))).toBe('REQUIRED_FIELDS');
  });

  it('stores tokens only hashed', async () => {
    const { parent, student } = await newFamilyStudent();
    await t.gql(RESET, { u: student.username });
    const { token } = await lastLink(parent.email);
    const rows = await t.services.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.studentId, student.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('sends at most 5 resets per account per quarter of an hour', async () => {
    const { student } = await newFamilyStudent();
    for (let i = 0; i < 5; i++) expect(errorCode(await t.gql(RESET, { u: student.username }))).toBeUndefined();
    const refused = await t.gql(RESET, { u: student.username });
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors?.[0]?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    await later(900);
    expect(errorCode(await t.gql(RESET, { u: student.username }))).toBeUndefined();
  });
});

describe('changePassword with a reset link', () => {
  it('sets the password once, ends the other sessions and the other links', async () => {
    const { parent, student } = await newFamilyStudent();
    const before = await t.gql<{ studentLogin: { token: string } }>(LOGIN, { u: student.username, p: PASSWORD });
    const oldToken = before.data!.studentLogin.token;
    await t.gql(RESET, { u: student.username });
    const older = await lastLink(parent.email);
    await t.gql(RESET, { u: student.username });
    const link = await lastLink(parent.email);

    const changed = await t.gql(CHANGE, { userId: link.userId, token: link.token, p: 'brand-new-pass', c: 'brand-new-pass' });
    expect(changed.data).toEqual({ changePassword: { success: true, message: 'Your password has been successfully changed.' } });
    expect(errorCode(await t.gql(LOGIN, { u: student.username, p: PASSWORD }))).toBe('WRONG_PASSWORD');
    expect(errorCode(await t.gql(LOGIN, { u: student.username, p: 'brand-new-pass' }))).toBeUndefined();
    expect((await t.gql(`query { me { id } }`, {}, { token: oldToken })).data).toEqual({ me: null });

    const again = await t.gql(CHANGE, { userId: link.userId, token: link.token, p: 'another-pass-2', c: 'another-pass-2' });
    expect(errorCode(again)).toBe('RESET_LINK_INVALID');
    expect(again.errors?.[0]?.message).toBe('This password reset link is invalid or has expired. Please request a new one.');
    expect(errorCode(await t.gql(CHANGE, { userId: older.userId, token: older.token, p: 'another-pass-2', c: 'another-pass-2' }))).toBe(
      'RESET_LINK_INVALID',
    );
  });

  it('expires after an hour', async () => {
    const { parent, student } = await newFamilyStudent();
    await t.gql(RESET, { u: student.username });
    const link = await lastLink(parent.email);
    await later(3600);
    expect(errorCode(await t.gql(CHANGE, { userId: link.userId, token: link.token, p: 'brand-new-pass', c: 'brand-new-pass' }))).toBe(
      'RESET_LINK_INVALID',
    );
  });

  it("does not work for another user's id", async () => {
    const { parent, student } = await newFamilyStudent();
    const other = await newFamilyStudent();
    await t.gql(RESET, { u: student.username });
    const link = await lastLink(parent.email);
    const result = await t.gql(CHANGE, { userId: `S-${other.student.id}`, token: link.token, p: 'brand-new-pass', c: 'brand-new-pass' });
    expect(errorCode(result)).toBe('RESET_LINK_INVALID');
  });

  it.each([
    ['', '', 'REQUIRED_FIELDS', 'Please enter all required fields.'],
    ['long-enough-1', 'long-enough-2', 'PASSWORDS_DO_NOT_MATCH', 'Passwords do not match. Please try again.'],
    ['short', 'short', 'PASSWORD_TOO_SHORT', 'Your password must be at least 8 characters long.'],
  ])('checks the fields first (%s / %s)', async (p, c, code, text) => {
    const result = await t.gql(CHANGE, { userId: 'S-1', token: 'whatever', p, c });
    expect(errorCode(result)).toBe(code);
    expect(result.errors?.[0]?.message).toBe(text);
  });
});

describe('changePassword signed in', () => {
  it('a student changes their own and keeps this session only', async () => {
    const { student } = await newFamilyStudent();
    const a = (await t.gql<{ studentLogin: { token: string } }>(LOGIN, { u: student.username, p: PASSWORD })).data!.studentLogin.token;
    const b = (await t.gql<{ studentLogin: { token: string } }>(LOGIN, { u: student.username, p: PASSWORD })).data!.studentLogin.token;
    const result = await t.gql(CHANGE, { current: PASSWORD, p: 'mine-is-new-1', c: 'mine-is-new-1' }, { token: a });
    expect(result.data).toEqual({ changePassword: { success: true, message: 'Your password has been successfully changed.' } });
    expect((await t.gql(`query { me { id } }`, {}, { token: a })).data).toEqual({ me: { id: student.id } });
    expect((await t.gql(`query { me { id } }`, {}, { token: b })).data).toEqual({ me: null });
  });

  it("a student cannot change another student's password", async () => {
    const { student } = await newFamilyStudent();
    const other = await newFamilyStudent();
    const token = (await t.gql<{ studentLogin: { token: string } }>(LOGIN, { u: student.username, p: PASSWORD })).data!.studentLogin.token;
    const result = await t.gql(
      CHANGE,
      { userId: `S-${other.student.id}`, current: PASSWORD, p: 'mine-is-new-1', c: 'mine-is-new-1' },
      { token },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });

  it('without a link one must be signed in', async () => {
    expect(errorCode(await t.gql(CHANGE, { p: 'mine-is-new-1', c: 'mine-is-new-1' }))).toBe('NOT_SIGNED_IN');
  });
});
