import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createClassroom,
  createCourse,
  createLesson,
  createLessonPlan,
  createOpportunity,
  createTrial,
} from '../../db/seed/factories/catalog.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { moveClock } from '../../test/clock.js';
import { hashPassword } from './passwords.js';

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'correct-horse-7';

beforeAll(async () => {
  // Behind one trusted proxy: tests speak from different client addresses through X-Forwarded-For.
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z'), env: { TRUST_PROXY: '1' } });
  await createSettings(t.services.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

async function newStudent(values: { gradeUpdated?: boolean } = {}) {
  n += 1;
  return createStudent(t.services.db, { username: `kid${n}`, passwordHash, firstName: `Kid${n}`, ...values });
}

/** Set-Cookie headers by cookie name. */
function cookiesOf(headers: string[]): Record<string, string> {
  return Object.fromEntries(headers.map((h) => [h.slice(0, h.indexOf('=')), h]));
}

const LOGIN = /* GraphQL */ `
  mutation ($username: String!, $password: String!) {
    studentLogin(username: $username, password: $password) {
      success
      message
      token
      userType
      student {
        id
        username
        firstName
        gradeUpdated
      }
      opportunities {
        id
        stage
        status
        trials {
          toLessonId
          classroomId
        }
      }
    }
  }
`;
const USER_LOGIN = LOGIN.replace('studentLogin(', 'userLogin(');
const ME = /* GraphQL */ `
  query {
    me {
      userType
      id
      firstName
      lastName
      familyAccountId
      isTeacher
      isAdmin
      isGuest
      gradeUpdated
      mustChangePassword
    }
  }
`;

describe('requestStudentByUsername', () => {
  it('answers whether a username exists and whose avatar it is, ignoring case', async () => {
    const student = await newStudent();
    const known = await t.gql(`query ($u: String!) { requestStudentByUsername(username: $u) { exists image firstName lastName } }`, {
      u: student.username.toUpperCase(),
    });
    expect(known.data).toEqual({
      requestStudentByUsername: { exists: true, image: null, firstName: student.firstName, lastName: student.lastName },
    });
    const unknown = await t.gql(`query { requestStudentByUsername(username: "nobody-here") { exists firstName } }`);
    expect(unknown.data).toEqual({ requestStudentByUsername: { exists: false, firstName: null } });
  });
});

describe('studentLogin', () => {
  it('signs in: token, student, cookies for a student only', async () => {
    const student = await newStudent();
    const result = await t.gql<{ studentLogin: Record<string, unknown> }>(LOGIN, { username: student.username, password: PASSWORD });
    expect(result.errors).toBeUndefined();
    const login = result.data!.studentLogin;
    expect(login).toMatchObject({ success: true, userType: 'STUDENT', student: { id: student.id, gradeUpdated: true } });
    expect(login.opportunities).toEqual([]);
    expect(typeof login.token).toBe('string');

    const cookies = cookiesOf(result.cookies);
    expect(cookies.solve_session).toContain(`solve_session=${String(login.token)}`);
    expect(cookies.solve_session).toContain('HttpOnly');
    expect(cookies.solve_session).toContain('Max-Age=604800');
    expect(cookies.firstName).toContain(`firstName=${student.firstName}`);
    expect(cookies.firstName).not.toContain('HttpOnly');
    for (const flag of ['instructor', 'admin', 'family', 'familyAccountId']) expect(cookies[flag]).toContain('Max-Age=0');

    const me = await t.gql(ME, {}, { token: String(login.token) });
    expect(me.data).toEqual({
      me: {
        userType: 'STUDENT',
        id: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
        familyAccountId: null,
        isTeacher: false,
        isAdmin: false,
        isGuest: false,
        gradeUpdated: true,
        mustChangePassword: false,
      },
    });
  });

  it('answers the open trial opportunities with their trials, and only those', async () => {
    const student = await newStudent();
    const db = t.services.db;
    const course = await createCourse(db);
    const classroom = await createClassroom(db, { courseId: course.id });
    const plan = await createLessonPlan(db, { courseId: course.id, order: 1 });
    const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
    const open = await createOpportunity(db, { studentId: student.id });
    await createTrial(db, { opportunityId: open.id, classroomId: classroom.id, toLessonId: lesson.id });
    await createOpportunity(db, { studentId: student.id, status: 'WON' });
    await createOpportunity(db, { studentId: student.id, stage: 'LEAD' });
    const result = await t.gql<{ userLogin: { opportunities: unknown[] } }>(USER_LOGIN, { username: student.username, password: PASSWORD });
    expect(result.data?.userLogin.opportunities).toEqual([
      { id: open.id, stage: 'TRIAL', status: 'OPEN', trials: [{ toLessonId: lesson.id, classroomId: classroom.id }] },
    ]);
  });

  it('userLogin gives the same answer', async () => {
    const student = await newStudent({ gradeUpdated: false });
    const result = await t.gql<{ userLogin: { student: { gradeUpdated: boolean } } }>(USER_LOGIN, {
      username: ` ${student.username.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(result.data?.userLogin.student.gradeUpdated).toBe(false);
  });

  it.each([
    ['unknown username', 'no-such-kid', PASSWORD, 'UNKNOWN_USERNAME', 'Whoops, thats not a valid username'],
    ['wrong password', 'KNOWN', 'wrong-password', 'WRONG_PASSWORD', 'Whoops, thats not a valid password'],
    ['missing password', 'KNOWN', '', 'ENTER_ALL_FIELDS', 'you must enter all fields'],
    ['missing username', '  ', PASSWORD, 'ENTER_ALL_FIELDS', 'you must enter all fields'],
  ])('refuses: %s', async (_case, username, password, code, text) => {
    const student = await newStudent();
    const result = await t.gql(LOGIN, { username: username === 'KNOWN' ? student.username : username, password });
    expect(errorCode(result)).toBe(code);
    expect(result.errors?.[0]?.message).toBe(text);
    expect(result.cookies).toEqual([]);
  });

  it('never answers a password hash', async () => {
    const student = await newStudent();
    const result = await t.gql(
      `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token student { id username firstName lastName imageUrl familyAccountId } } }`,
      { u: student.username, p: PASSWORD },
    );
    const me = await t.gql(ME, {}, { token: (result.data as { studentLogin: { token: string } }).studentLogin.token });
    expect(JSON.stringify([result.data, me.data])).not.toMatch(/argon2|\$argon/);
  });

  it('locks a username at one address for 15 minutes after 10 wrong passwords; the owner elsewhere signs in', async () => {
    const student = await newStudent();
    const attacker = { headers: { 'x-forwarded-for': '203.0.113.9' } };
    for (let i = 0; i < 10; i++) {
      expect(errorCode(await t.gql(LOGIN, { username: student.username, password: `guess-${i}` }, attacker))).toBe('WRONG_PASSWORD');
    }
    const locked = await t.gql(LOGIN, { username: student.username, password: PASSWORD }, attacker);
    expect(errorCode(locked)).toBe('TOO_MANY_ATTEMPTS');
    expect(locked.errors?.[0]?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    // The student at home, and other accounts from the same address, are not affected.
    const home = { headers: { 'x-forwarded-for': '198.51.100.7' } };
    expect(errorCode(await t.gql(LOGIN, { username: student.username, password: PASSWORD }, home))).toBeUndefined();
    const other = await newStudent();
    expect(errorCode(await t.gql(LOGIN, { username: other.username, password: PASSWORD }, attacker))).toBeUndefined();

    await moveClock(t, 15 * 60);
    expect(errorCode(await t.gql(LOGIN, { username: student.username, password: PASSWORD }, attacker))).toBeUndefined();
  });

  it('a right password clears the count of wrong ones', async () => {
    const student = await newStudent();
    for (let i = 0; i < 9; i++) await t.gql(LOGIN, { username: student.username, password: 'nope-nope' });
    expect(errorCode(await t.gql(LOGIN, { username: student.username, password: PASSWORD }))).toBeUndefined();
    for (let i = 0; i < 9; i++) await t.gql(LOGIN, { username: student.username, password: 'nope-nope' });
    expect(errorCode(await t.gql(LOGIN, { username: student.username, password: PASSWORD }))).toBeUndefined();
  });
});

describe('signOut', () => {
  it('revokes the session on the server and deletes every cookie', async () => {
    const student = await newStudent();
    const login = await t.gql<{ studentLogin: { token: string } }>(LOGIN, { username: student.username, password: PASSWORD });
    const token = login.data!.studentLogin.token;
    const out = await t.gql(`mutation { signOut }`, {}, { token });
    expect(out.data).toEqual({ signOut: true });
    const cookies = cookiesOf(out.cookies);
    for (const name of ['solve_session', 'firstName', 'instructor', 'admin', 'family', 'familyAccountId']) {
      expect(cookies[name]).toContain('Max-Age=0');
    }
    expect((await t.gql(ME, {}, { token })).data).toEqual({ me: null });
  });

  it('a new sign-in in the same browser ends the session it replaces', async () => {
    const first = await newStudent();
    const second = await newStudent();
    const a = await t.gql<{ studentLogin: { token: string } }>(LOGIN, { username: first.username, password: PASSWORD });
    const tokenA = a.data!.studentLogin.token;
    await t.gql(LOGIN, { username: second.username, password: PASSWORD }, { token: tokenA });
    expect((await t.gql(ME, {}, { token: tokenA })).data).toEqual({ me: null });
  });

  it('signed out, me is null', async () => {
    expect((await t.gql(ME)).data).toEqual({ me: null });
  });
});

describe('me for a family student', () => {
  it('carries the family account id', async () => {
    n += 1;
    const { family } = await createFamily(t.services.db, { phoneNumber: `+1408555${String(1000 + n)}`, email: `p${n}@example.com` });
    const student = await createStudent(t.services.db, { username: `fam-kid${n}`, passwordHash, familyAccountId: family.id });
    const login = await t.gql<{ studentLogin: { token: string } }>(LOGIN, { username: student.username, password: PASSWORD });
    const me = await t.gql<{ me: { familyAccountId: number } }>(ME, {}, { token: login.data!.studentLogin.token });
    expect(me.data?.me.familyAccountId).toBe(family.id);
  });
});
