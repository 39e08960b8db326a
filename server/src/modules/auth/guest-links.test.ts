import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { createGuestLink } from './guest-links.service.js';
import { hashPassword } from './passwords.js';

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'admin-pass-77';

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

function cookiesOf(headers: string[]): Record<string, string> {
  return Object.fromEntries(headers.map((h) => [h.slice(0, h.indexOf('=')), h]));
}

async function employeeToken(flags: { isTeacher?: boolean; isAdminOfSolve?: boolean }) {
  n += 1;
  const employee = await createEmployee(t.services.db, { workEmail: `e${n}@solve.test`, passwordHash, ...flags });
  const result = await t.gql<{ employeeLogin: { token: string } }>(
    `mutation ($e: String!, $p: String!) { employeeLogin(email: $e, password: $p) { token } }`,
    { e: employee.workEmail, p: PASSWORD },
  );
  return result.data!.employeeLogin.token;
}

async function newFamily() {
  n += 1;
  const { family, parent } = await createFamily(t.services.db, { phoneNumber: `+1408555${String(4000 + n)}`, email: `f${n}@example.com` });
  const student = await createStudent(t.services.db, { username: `guest-kid${n}`, passwordHash, familyAccountId: family.id });
  return { family, parent, student };
}

const CREATE = /* GraphQL */ `
  mutation ($type: GuestUserType!, $id: Int!, $days: Int) {
    createGuestLink(userType: $type, userId: $id, validDays: $days) {
      url
      expiresAt
    }
  }
`;
const GUEST = `mutation ($token: String!) { guestLogin(token: $token) { success token userType firstName familyAccountId } }`;
const LANDING = /* GraphQL */ `
  mutation ($token: String!, $fa: Int!) {
    landingLogin(token: $token, familyAccountId: $fa) {
      success
      token
      userType
      familyAccountId
    }
  }
`;

/** The token of a guest URL: its whole query string. */
const tokenOf = (url: string) => url.slice(url.indexOf('?') + 1);

describe('createGuestLink', () => {
  it('admins make a link valid for the given days', async () => {
    const { student } = await newFamily();
    const admin = await employeeToken({ isAdminOfSolve: true });
    const result = await t.gql<{ createGuestLink: { url: string; expiresAt: string } }>(
      CREATE,
      { type: 'STUDENT', id: student.id, days: 3 },
      { token: admin },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.createGuestLink.url).toMatch(/^http:\/\/localhost:3000\/guestLogin\?[\w-]{43}$/);
    expect(new Date(result.data!.createGuestLink.expiresAt).getTime()).toBe(t.clock.now.getTime() + 3 * 86_400_000);
  });

  it('is refused to teachers, students and strangers', async () => {
    const { student } = await newFamily();
    const teacher = await employeeToken({ isTeacher: true });
    expect(errorCode(await t.gql(CREATE, { type: 'STUDENT', id: student.id }, { token: teacher }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CREATE, { type: 'STUDENT', id: student.id }))).toBe('NOT_SIGNED_IN');
  });

  it('refuses an unknown user and a silly validity', async () => {
    const admin = await employeeToken({ isAdminOfSolve: true });
    expect(errorCode(await t.gql(CREATE, { type: 'FAMILY_MEMBER', id: 99_999 }, { token: admin }))).toBe('NOT_FOUND');
    const { student } = await newFamily();
    expect(errorCode(await t.gql(CREATE, { type: 'STUDENT', id: student.id, days: 0 }, { token: admin }))).toBe('INVALID_INPUT');
  });
});

describe('guestLogin', () => {
  it('signs in as the student, marked as a guest', async () => {
    const { student, family } = await newFamily();
    const { url } = await createGuestLink(t.services, { userType: 'STUDENT', studentId: student.id }, null, null);
    const result = await t.gql<{ guestLogin: { token: string } }>(GUEST, { token: tokenOf(url) });
    expect(result.data?.guestLogin).toMatchObject({
      success: true,
      userType: 'STUDENT',
      firstName: student.firstName,
      familyAccountId: family.id,
    });
    const cookies = cookiesOf(result.cookies);
    expect(cookies.solve_session).toContain('Max-Age=604800');
    expect(cookies.family).toContain('Max-Age=0');
    const me = await t.gql(`query { me { id userType isGuest } }`, {}, { token: result.data!.guestLogin.token });
    expect(me.data).toEqual({ me: { id: student.id, userType: 'STUDENT', isGuest: true } });
  });

  it('signs in as a parent with the family cookies', async () => {
    const { parent, family } = await newFamily();
    const { url } = await createGuestLink(t.services, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, null, null);
    const result = await t.gql(GUEST, { token: `?${tokenOf(url)}` });
    expect(result.data).toMatchObject({ guestLogin: { userType: 'FAMILY_MEMBER', familyAccountId: family.id } });
    expect(cookiesOf(result.cookies).family).toContain('family=1');
  });

  it.each(['', 'not-a-real-token', 'x'.repeat(300)])('refuses a bad token (%#)', async (token) => {
    const result = await t.gql(GUEST, { token });
    expect(errorCode(result)).toBe('INVALID_GUEST_LINK');
    expect(result.errors?.[0]?.message).toBe('Invalid guest login URL.');
  });

  it('refuses an expired link', async () => {
    const { student } = await newFamily();
    const { url } = await createGuestLink(t.services, { userType: 'STUDENT', studentId: student.id }, 1, null);
    t.clock.now = new Date(t.clock.now.getTime() + 86_400_000);
    expect(errorCode(await t.gql(GUEST, { token: tokenOf(url) }))).toBe('INVALID_GUEST_LINK');
  });

  it('a guest may not change the password', async () => {
    const { student } = await newFamily();
    const { url } = await createGuestLink(t.services, { userType: 'STUDENT', studentId: student.id }, null, null);
    const login = await t.gql<{ guestLogin: { token: string } }>(GUEST, { token: tokenOf(url) });
    const result = await t.gql(
      `mutation { changePassword(password: "taken-over-1", confirmPassword: "taken-over-1") { success } }`,
      {},
      { token: login.data!.guestLogin.token },
    );
    expect(errorCode(result)).toBe('FORBIDDEN');
  });
});

describe('landingLogin', () => {
  it('signs in with a link of a parent of that family', async () => {
    const { parent, family } = await newFamily();
    const { url } = await createGuestLink(t.services, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, null, null);
    const result = await t.gql(LANDING, { token: tokenOf(url), fa: family.id });
    expect(result.data).toMatchObject({ landingLogin: { success: true, userType: 'FAMILY_MEMBER', familyAccountId: family.id } });
  });

  it("refuses another family's account id and a student's link", async () => {
    const { parent, student, family } = await newFamily();
    const other = await newFamily();
    const parentLink = await createGuestLink(t.services, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }, null, null);
    expect(errorCode(await t.gql(LANDING, { token: tokenOf(parentLink.url), fa: other.family.id }))).toBe('INVALID_GUEST_LINK');
    const studentLink = await createGuestLink(t.services, { userType: 'STUDENT', studentId: student.id }, null, null);
    expect(errorCode(await t.gql(LANDING, { token: tokenOf(studentLink.url), fa: family.id }))).toBe('INVALID_GUEST_LINK');
  });
});
