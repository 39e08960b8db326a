import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '../../db/schema/index.js';
import { createFamily } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { createSession } from '../auth/sessions.service.js';
import { verifyPassword } from '../auth/passwords.js';
import { startTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let n = 0;
beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-11-25T18:00:00Z') });
  await createSettings(t.services.db);
});
afterAll(() => t.close());

async function parentToken() {
  n += 1;
  const { family, parent } = await createFamily(t.services.db, { phoneNumber: `+1408555${7000 + n}`, email: `p${n}@example.com` });
  const session = await createSession(
    t.services.db,
    { userType: 'FAMILY_MEMBER', familyMemberId: parent.id },
    { lifetimeSeconds: 3600, rememberMe: false, userAgent: undefined, now: t.clock.now },
  );
  return { token: session.token, familyId: family.id };
}

const ADD = `mutation ($input: AddStudentInput!) { addStudent(input: $input) { id username firstName message } }`;
const student = {
  firstName: 'Maya',
  lastName: 'Ortiz',
  birthdate: '2012-11-25',
  grade: 8,
  gender: 'FEMALE',
  school: 'Oak Middle',
  password: 'first-password',
};

describe('addStudent', () => {
  it("adds a student to the parent's own family with a generated username and the parent's password, to be changed", async () => {
    const { token, familyId } = await parentToken();
    const result = await t.gql<{ addStudent: { id: number; username: string; message: string } }>(ADD, { input: student }, { token });
    expect(result.errors).toBeUndefined();
    const added = result.data!.addStudent;
    expect(added.username).toMatch(/^mayao\d{3}$/);
    expect(added.message).toBe(`Maya can now sign in with the username ${added.username}.`);
    const [row] = await t.services.db.select().from(students).where(eq(students.id, added.id));
    expect(row).toMatchObject({ familyAccountId: familyId, mustChangePassword: true, over13: true, grade: 8, gender: 'FEMALE' });
    expect(await verifyPassword(row!.passwordHash, 'first-password')).toBe(true);
  });

  it('the over-13 flag follows the birth date', async () => {
    const { token } = await parentToken();
    const result = await t.gql<{ addStudent: { id: number } }>(ADD, { input: { ...student, birthdate: '2013-11-26' } }, { token });
    const [row] = await t.services.db.select().from(students).where(eq(students.id, result.data!.addStudent.id));
    expect(row!.over13).toBe(false);
  });

  it('usernames stay unique', async () => {
    const { token } = await parentToken();
    const names = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const result = await t.gql<{ addStudent: { username: string } }>(ADD, { input: student }, { token });
      names.add(result.data!.addStudent.username);
    }
    expect(names.size).toBe(5);
  });

  it.each([
    [{ school: '' }, 'Please enter all required fields'],
    [{ gender: null }, 'Please enter all required fields'],
    [{ birthdate: '1899-05-01' }, 'Please enter a valid birthdate'],
    [{ birthdate: '2028-01-01' }, 'Please enter a valid birthdate'],
  ])('refuses %o and adds nothing', async (change, text) => {
    const { token, familyId } = await parentToken();
    const result = await t.gql(ADD, { input: { ...student, ...change } }, { token });
    expect(result.errors?.[0]?.message).toBe(text);
    expect(await t.services.db.select().from(students).where(eq(students.familyAccountId, familyId))).toHaveLength(0);
  });

  it('is for family sign-ins only', async () => {
    const result = await t.gql(ADD, { input: student });
    expect(result.errors?.[0]?.extensions?.code).toBe('NOT_SIGNED_IN');
  });
});
