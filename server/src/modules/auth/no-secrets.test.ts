import { desc, eq } from 'drizzle-orm';
import { getNamedType, type GraphQLField, type GraphQLObjectType, isLeafType, isNonNullType, isObjectType } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestLinks, outboxMessages, passwordResetTokens, sessions, signInCodes } from '../../db/schema/index.js';
import { createEmployee, createFamily, createLocation, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { schema } from '../../schema.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { hashPassword } from './passwords.js';

/**
 * No answer of the API carries a password hash, a sign-in code, a reset token, a guest token or
 * a session token of somebody else. The schema is walked for every field that returns people or
 * sign-in objects, every such field is asked for every person by every kind of caller, and the
 * answers are searched for every secret the database holds.
 */

let t: TestServer;
const PASSWORD = 'walk-the-schema-1';

interface Person {
  kind: 'student' | 'familyMember' | 'employee';
  id: number;
  username?: string;
  token: string;
}
const people: Person[] = [];
/** Every secret in the database, and each raw secret given out once (codes, links, tokens). */
const secrets: string[] = [];

async function signIn(query: string, variables: Record<string, unknown>, pick: (data: Record<string, { token: string }>) => string) {
  const result = await t.gql<Record<string, { token: string }>>(query, variables);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return pick(result.data);
}

const STUDENT_LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;
const EMPLOYEE_LOGIN = `mutation ($e: String!, $p: String!) { employeeLogin(email: $e, password: $p) { token } }`;
const SEND_CODE = `mutation ($p: String!) { familyLogin(phoneNumber: $p) { verificationCodeSent } }`;
const VERIFY = `mutation ($p: String!, $c: String!) { familyVerify(phoneNumber: $p, verificationCode: $c) { token } }`;

async function lastOutbox(recipient: string): Promise<string> {
  const [row] = await t.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return row?.body ?? '';
}

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  const db = t.services.db;
  await createSettings(db);
  const passwordHash = await hashPassword(PASSWORD);
  const home = await createLocation(db, { street: '12 Secret Lane' });

  for (const n of [1, 2]) {
    const phone = `+1408555${7000 + n}`;
    const { family, parent } = await createFamily(db, { phoneNumber: phone, email: `walk${n}@example.com` }, { locationId: home.id });
    for (const child of ['a', 'b']) {
      const student = await createStudent(db, {
        username: `walker${n}${child}`,
        passwordHash,
        familyAccountId: family.id,
        birthdate: '2014-05-06',
        locationId: home.id,
      });
      const token = await signIn(STUDENT_LOGIN, { u: student.username, p: PASSWORD }, (d) => d.studentLogin!.token);
      people.push({ kind: 'student', id: student.id, username: student.username, token });
    }
    await t.gql(SEND_CODE, { p: phone });
    const code = /(\d{6})/.exec(await lastOutbox(phone))![1]!;
    const token = await signIn(VERIFY, { p: phone, c: code }, (d) => d.familyVerify!.token);
    people.push({ kind: 'familyMember', id: parent.id, token });
    // A fresh, unused code stays in the database as well.
    await t.gql(SEND_CODE, { p: phone });
    secrets.push(code, /(\d{6})/.exec(await lastOutbox(phone))![1]!);
  }
  for (const [email, flags] of [
    ['teacher@walk.test', { isTeacher: true }],
    ['admin@walk.test', { isAdminOfSolve: true }],
  ] as const) {
    const employee = await createEmployee(db, {
      workEmail: email,
      passwordHash,
      personalEmail: `home-${email}`,
      mobileNumber: '+14085559999',
      birthdate: '1980-01-02',
      ...flags,
    });
    const token = await signIn(EMPLOYEE_LOGIN, { e: email, p: PASSWORD }, (d) => d.employeeLogin!.token);
    people.push({ kind: 'employee', id: employee.id, token });
  }

  // Reset links and a guest link are out there too.
  await t.gql(`mutation { resetPassword(username: "walker1a") { success } }`);
  await t.gql(`mutation { resetPassword(email: "teacher@walk.test") { success } }`);
  for (const recipient of ['walk1@example.com', 'teacher@walk.test']) {
    const token = /[?&]token=([\w-]+)/.exec(await lastOutbox(recipient))?.[1];
    if (token) secrets.push(token);
  }
  const admin = people.find((p) => p.kind === 'employee' && p.id === people.at(-1)!.id)!;
  const link = await t.gql<{ createGuestLink: { url: string } }>(
    `mutation ($id: Int!) { createGuestLink(userType: STUDENT, userId: $id) { url } }`,
    { id: people[0]!.id },
    { token: admin.token },
  );
  secrets.push(link.data!.createGuestLink.url.split('?')[1]!);

  for (const person of people) secrets.push(person.token);
  const stored = [
    ...(await db.select({ s: sessions.tokenHash }).from(sessions)),
    ...(await db.select({ s: signInCodes.codeHash }).from(signInCodes)),
    ...(await db.select({ s: passwordResetTokens.tokenHash }).from(passwordResetTokens)),
    ...(await db.select({ s: guestLinks.tokenHash }).from(guestLinks)),
  ];
  secrets.push(passwordHash, ...stored.map((row) => row.s).filter(Boolean));
  expect(secrets.length).toBeGreaterThan(20);
});
afterAll(() => t.close());

/** Every field of a type that takes no required argument, objects followed up to `depth` levels. */
function selectionOf(type: GraphQLObjectType, depth: number): string {
  const parts: string[] = [];
  for (const field of Object.values(type.getFields()) as GraphQLField<unknown, unknown>[]) {
    if (field.args.some((arg) => isNonNullType(arg.type) && arg.defaultValue === undefined)) continue;
    const named = getNamedType(field.type);
    if (isLeafType(named)) parts.push(field.name);
    else if (isObjectType(named) && depth > 0) parts.push(`${field.name} { ${selectionOf(named, depth - 1)} }`);
  }
  return parts.join(' ');
}

/** Whether an answer carries a secret; codes only count as whole numbers, not inside longer digit runs. */
function leaks(answer: unknown, ownToken: string | null): string[] {
  const text = JSON.stringify(answer);
  return secrets.filter((secret) => {
    if (secret === ownToken) return false;
    if (/^\d{6}$/.test(secret)) return new RegExp(`(?<!\\d)${secret}(?!\\d)`).test(text);
    return text.includes(secret);
  });
}

const queryType = schema.getQueryType()!;
const PERSON_TYPES = new Set(['Student', 'FamilyMember', 'Employee', 'FamilyAccount', 'Me', 'StudentByUsername']);

/**
 * A student's first password that the server has just generated, answered once to the admin who
 * reset it or imported the roster (stored only as a hash; the student changes it at first sign-in).
 */
const SHOWN_ONCE = new Set(['TemporaryPassword.temporaryPassword', 'RosterStudentLogin.password']);

describe('the schema', () => {
  it('has no text field that could carry a password, hash, code or secret', () => {
    const roots = new Set(['Query', 'Mutation', 'Subscription']);
    const offending: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__') || roots.has(type.name)) continue;
      for (const field of Object.values(type.getFields())) {
        const text = getNamedType(field.type).name === 'String';
        const name = `${type.name}.${field.name}`;
        if (text && /password|hash|secret|salt|verification|otp/i.test(field.name) && !SHOWN_ONCE.has(name)) offending.push(name);
      }
    }
    expect(offending).toEqual([]);
  });

  it('answers tokens only in sign-in results, where they are the caller’s own new session', () => {
    const withToken: string[] = [];
    for (const type of Object.values(schema.getTypeMap())) {
      if (!isObjectType(type) || type.name.startsWith('__')) continue;
      for (const field of Object.keys(type.getFields())) if (/token/i.test(field)) withToken.push(`${type.name}.${field}`);
    }
    expect(withToken.sort()).toEqual([
      'EmployeeLoginResult.token',
      'FamilyVerifyResult.token',
      'GuestLoginResult.token',
      // Where the browser sends card details to get a one-time card token: an address, not a token.
      'PaymentConfig.tokenUrl',
      'StudentLoginResult.token',
    ]);
    // Sessions, codes and reset tokens are no GraphQL types at all.
    for (const name of ['Session', 'SignInCode', 'PasswordResetToken']) expect(schema.getType(name)).toBeUndefined();
  });
});

describe('every query that returns people', () => {
  const personFields = Object.values(queryType.getFields()).filter((field) => PERSON_TYPES.has(getNamedType(field.type).name));

  it('covers the fields the schema has today', () => {
    expect(personFields.map((f) => f.name).sort()).toEqual(['employee', 'familyMember', 'me', 'requestStudentByUsername', 'student']);
  });

  it('gives no caller a secret of anybody, for anybody', async () => {
    const callers = [null, ...people];
    const findings: string[] = [];
    for (const caller of callers) {
      for (const field of personFields) {
        const type = getNamedType(field.type) as GraphQLObjectType;
        const selection = selectionOf(type, 3);
        const argName = field.args[0]?.name;
        const values: unknown[] = !argName
          ? [undefined]
          : argName === 'username'
            ? people.filter((p) => p.username).map((p) => p.username)
            : people
                .filter((p) => p.kind === field.name)
                .map((p) => p.id)
                .concat(people.map((p) => p.id));
        for (const value of values) {
          const args = argName ? `(${argName}: ${JSON.stringify(value)})` : '';
          const result = await t.gql(`{ ${field.name}${args} { ${selection} } }`, {}, { token: caller?.token ?? null });
          for (const secret of leaks(result, caller?.token ?? null))
            findings.push(`${field.name}${args} as ${caller?.kind ?? 'nobody'}: ${secret.slice(0, 12)}…`);
        }
      }
    }
    expect(findings).toEqual([]);
  });

  it("keeps other people's private details to themselves: birth dates, addresses, personal contacts", async () => {
    const [walker1a, walker1b] = people;
    const teacher = people.find((p) => p.kind === 'employee')!;
    const admin = people.filter((p) => p.kind === 'employee')[1]!;
    const student = await t.gql<{ student: { birthdate: string | null; location: { street: string } | null } | null }>(
      `query ($id: Int!) { student(id: $id) { birthdate location { street } } }`,
      { id: walker1b!.id },
      { token: walker1a!.token },
    );
    // A sibling is refused outright; the student themself sees everything.
    expect(student.data?.student ?? null).toBeNull();
    const own = await t.gql<{ student: { birthdate: string; location: { street: string } } }>(
      `query ($id: Int!) { student(id: $id) { birthdate location { street } } }`,
      { id: walker1a!.id },
      { token: walker1a!.token },
    );
    expect(own.data?.student).toEqual({ birthdate: '2014-05-06', location: { street: '12 Secret Lane' } });

    const employee = `query ($id: Int!) { employee(id: $id) { personalEmail mobileNumber birthdate } }`;
    const byAdmin = await t.gql<{ employee: Record<string, string | null> }>(employee, { id: teacher.id }, { token: admin.token });
    expect(byAdmin.data?.employee).toEqual({
      personalEmail: 'home-teacher@walk.test',
      mobileNumber: '+14085559999',
      birthdate: '1980-01-02',
    });
    const byColleague = await t.gql<{ employee: Record<string, string | null> | null }>(
      employee,
      { id: admin.id },
      { token: teacher.token },
    );
    expect(byColleague.data?.employee ?? null).toBeNull();
  });
});

describe('sign-in answers', () => {
  it('carry only the new session of the person signing in', async () => {
    const answers = [
      await t.gql(
        `mutation { studentLogin(username: "walker2a", password: "${PASSWORD}") { token student { ${selectionOf(schema.getType('Student') as GraphQLObjectType, 2)} } } }`,
      ),
      await t.gql(
        `mutation { employeeLogin(email: "teacher@walk.test", password: "${PASSWORD}") { token employee { ${selectionOf(schema.getType('Employee') as GraphQLObjectType, 2)} } } }`,
      ),
    ];
    for (const answer of answers) {
      expect(answer.errors).toBeUndefined();
      expect(leaks(answer.data, null)).toEqual([]);
      expect(JSON.stringify(answer.data)).not.toMatch(/\$argon2/);
    }
  });
});
