import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { moveClock } from '../../test/clock.js';
import { hashPassword } from './passwords.js';

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'staff-secret-9';

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

async function newEmployee(flags: { isTeacher?: boolean; isAdminOfSolve?: boolean; active?: boolean }) {
  n += 1;
  return createEmployee(t.services.db, { workEmail: `Staff${n}@Solve.test`, passwordHash, firstName: `Staff${n}`, ...flags });
}

function cookiesOf(headers: string[]): Record<string, string> {
  return Object.fromEntries(headers.map((h) => [h.slice(0, h.indexOf('=')), h]));
}

const LOGIN = /* GraphQL */ `
  mutation ($email: String!, $password: String!, $mode: EmployeeLoginMode!) {
    employeeLogin(email: $email, password: $password, mode: $mode) {
      success
      token
      employee {
        id
        firstName
        isTeacher
        isAdminOfSOLVE
        workEmail
      }
    }
  }
`;

describe('employeeLogin', () => {
  it.each([
    ['INSTRUCTOR', { isTeacher: true }, { instructor: true, admin: false }],
    ['ADMIN', { isAdminOfSolve: true }, { instructor: false, admin: true }],
    ['ANY', { isTeacher: true, isAdminOfSolve: true }, { instructor: true, admin: false }],
    ['ANY', { isAdminOfSolve: true }, { instructor: false, admin: true }],
    ['ADMIN', { isTeacher: true, isAdminOfSolve: true }, { instructor: false, admin: true }],
  ] as const)('signs in on the %s page with the mode cookie (%o)', async (mode, flags, expected) => {
    const employee = await newEmployee(flags);
    const result = await t.gql<{ employeeLogin: { token: string; employee: { id: number } } }>(LOGIN, {
      email: ` ${employee.workEmail.toUpperCase()} `,
      password: PASSWORD,
      mode,
    });
    expect(result.errors).toBeUndefined();
    expect(result.data?.employeeLogin.employee.id).toBe(employee.id);
    const cookies = cookiesOf(result.cookies);
    expect(cookies.solve_session).toContain('HttpOnly');
    expect(cookies.solve_session).toContain('Max-Age=604800');
    expect(cookies.firstName).toContain(`firstName=${employee.firstName}`);
    expect(cookies.instructor).toContain(expected.instructor ? 'instructor=1' : 'Max-Age=0');
    expect(cookies.admin).toContain(expected.admin ? 'admin=1' : 'Max-Age=0');
    expect(cookies.family).toContain('Max-Age=0');

    const me = await t.gql<{ me: Record<string, unknown> }>(
      `query { me { userType id isTeacher isAdmin } }`,
      {},
      {
        token: result.data!.employeeLogin.token,
      },
    );
    expect(me.data?.me).toEqual({
      userType: 'EMPLOYEE',
      id: employee.id,
      isTeacher: 'isTeacher' in flags,
      isAdmin: 'isAdminOfSolve' in flags,
    });
    expect(JSON.stringify(result.data)).not.toMatch(/argon/);
  });

  it.each([
    ['INSTRUCTOR', { isAdminOfSolve: true }, 'NOT_AN_INSTRUCTOR', 'Sorry! it looks like account is not an instructor!'],
    ['ADMIN', { isTeacher: true }, 'NOT_AN_ADMIN', 'Sorry! it looks like account is not an admin!'],
    ['ANY', {}, 'NEITHER_TEACHER_NOR_ADMIN', 'Your account is neither an instructor nor an admin of the academy.'],
    ['INSTRUCTOR', {}, 'NEITHER_TEACHER_NOR_ADMIN', 'Your account is neither an instructor nor an admin of the academy.'],
    ['ADMIN', {}, 'NEITHER_TEACHER_NOR_ADMIN', 'Your account is neither an instructor nor an admin of the academy.'],
  ] as const)('refuses the %s page to the wrong role', async (mode, flags, code, text) => {
    const employee = await newEmployee(flags);
    const result = await t.gql(LOGIN, { email: employee.workEmail, password: PASSWORD, mode });
    expect(errorCode(result)).toBe(code);
    expect(result.errors?.[0]?.message).toBe(text);
    expect(result.cookies).toEqual([]);
  });

  it('shows the role texts only to the owner: a wrong password gets the one failure text', async () => {
    const employee = await newEmployee({});
    for (const mode of ['INSTRUCTOR', 'ADMIN', 'ANY']) {
      const result = await t.gql(LOGIN, { email: employee.workEmail, password: 'not-the-password', mode });
      expect(errorCode(result)).toBe('EMPLOYEE_LOGIN_FAILED');
      expect(result.errors?.[0]?.message).toBe('Whoops, either your email or password is invalid');
    }
  });

  it('an unknown email, an inactive account and missing fields are refused', async () => {
    expect(errorCode(await t.gql(LOGIN, { email: 'nobody@solve.test', password: PASSWORD, mode: 'ANY' }))).toBe('EMPLOYEE_LOGIN_FAILED');
    const gone = await newEmployee({ isTeacher: true, active: false });
    expect(errorCode(await t.gql(LOGIN, { email: gone.workEmail, password: PASSWORD, mode: 'ANY' }))).toBe('EMPLOYEE_LOGIN_FAILED');
    const result = await t.gql(LOGIN, { email: '', password: PASSWORD, mode: 'ANY' });
    expect(errorCode(result)).toBe('ENTER_ALL_FIELDS');
  });

  it('mode defaults to ANY', async () => {
    const employee = await newEmployee({ isAdminOfSolve: true });
    const result = await t.gql(`mutation ($e: String!, $p: String!) { employeeLogin(email: $e, password: $p) { success } }`, {
      e: employee.workEmail,
      p: PASSWORD,
    });
    expect(result.data).toEqual({ employeeLogin: { success: true } });
  });

  it('limits wrong passwords per email and unlocks after the block', async () => {
    const employee = await newEmployee({ isTeacher: true });
    for (let i = 0; i < 10; i++) await t.gql(LOGIN, { email: employee.workEmail, password: `x-${i}-guess`, mode: 'ANY' });
    expect(errorCode(await t.gql(LOGIN, { email: employee.workEmail, password: PASSWORD, mode: 'ANY' }))).toBe('TOO_MANY_ATTEMPTS');
    await moveClock(t, 15 * 60);
    expect(errorCode(await t.gql(LOGIN, { email: employee.workEmail, password: PASSWORD, mode: 'ANY' }))).toBeUndefined();
  });
});
