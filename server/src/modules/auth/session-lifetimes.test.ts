import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages } from '../../db/schema/index.js';
import { createEmployee, createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { createGuestLink } from './guest-links.service.js';
import { hashPassword } from './passwords.js';

/** Sessions end on the server when the spec's cookie lifetimes end (family-catalog-payment.md §9). */

let t: TestServer;
let passwordHash: string;
let n = 0;
const PASSWORD = 'lifetime-pass-3';
const ME = `{ me { id userType } }`;

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

async function newFamily() {
  n += 1;
  const phone = `+1408555${8000 + n}`;
  const { family, parent } = await createFamily(t.services.db, { phoneNumber: phone, email: `life${n}@example.com` });
  const student = await createStudent(t.services.db, { username: `lifer${n}`, passwordHash, familyAccountId: family.id });
  return { phone, parent, student };
}

async function parentToken(rememberMe: boolean): Promise<string> {
  const { phone } = await newFamily();
  await t.gql(`mutation ($p: String!) { familyLogin(phoneNumber: $p) { verificationCodeSent } }`, { p: phone });
  const [mail] = await t.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = /(\d{6})/.exec(mail!.body)![1];
  const result = await t.gql<{ familyVerify: { token: string } }>(
    `mutation ($p: String!, $c: String!, $r: Boolean!) { familyVerify(phoneNumber: $p, verificationCode: $c, rememberMe: $r) { token } }`,
    { p: phone, c: code, r: rememberMe },
  );
  return result.data!.familyVerify.token;
}

const SIGN_INS: [string, number, () => Promise<string>][] = [
  [
    'a student: 7 days',
    604_800,
    async () => {
      const { student } = await newFamily();
      const r = await t.gql<{ studentLogin: { token: string } }>(
        `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`,
        { u: student.username, p: PASSWORD },
      );
      return r.data!.studentLogin.token;
    },
  ],
  [
    'an employee: 7 days',
    604_800,
    async () => {
      n += 1;
      const employee = await createEmployee(t.services.db, { workEmail: `life${n}@solve.test`, passwordHash, isTeacher: true });
      const r = await t.gql<{ employeeLogin: { token: string } }>(
        `mutation ($e: String!, $p: String!) { employeeLogin(email: $e, password: $p) { token } }`,
        { e: employee.workEmail, p: PASSWORD },
      );
      return r.data!.employeeLogin.token;
    },
  ],
  [
    'a guest: 7 days',
    604_800,
    async () => {
      const { student } = await newFamily();
      const { url } = await createGuestLink(t.services, { userType: 'STUDENT', studentId: student.id }, 30, null);
      const r = await t.gql<{ guestLogin: { token: string } }>(`mutation ($t: String!) { guestLogin(token: $t) { token } }`, {
        t: url.slice(url.indexOf('?') + 1),
      });
      return r.data!.guestLogin.token;
    },
  ],
  ['a parent with Remember me: 2629743 seconds', 2_629_743, () => parentToken(true)],
  ['a parent without Remember me: the browser session, and at most a day on the server', 86_400, () => parentToken(false)],
];

describe('session lifetimes', () => {
  it.each(SIGN_INS)('%s', async (_who, seconds, signIn) => {
    const start = t.clock.now;
    const token = await signIn();
    t.clock.now = new Date(start.getTime() + (seconds - 1) * 1000);
    expect((await t.gql<{ me: unknown }>(ME, {}, { token })).data?.me).not.toBeNull();
    t.clock.now = new Date(start.getTime() + seconds * 1000);
    expect((await t.gql(ME, {}, { token })).data).toEqual({ me: null });
    t.clock.now = start;
  });
});
