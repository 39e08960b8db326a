import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrollments, familyAccounts, familyMembers } from '../../db/schema/index.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSession } from '../auth/sessions.service.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { ADD, shopAcademy } from '../../test/shop-kit.js';

let t: TestServer;
let shop: Awaited<ReturnType<typeof shopAcademy>>;

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  shop = await shopAcademy(t);
});
afterAll(() => t.close());

const STATE = `{ onboarding { step parent { firstName lastName email phoneNumber relation } student { id firstName grade } } }`;
const CONFIRM = `mutation ($input: OnboardingParentInput!) { confirmOnboardingDetails(input: $input) { step } }`;
const FINISH = `mutation { finishOnboarding { step } }`;
const ADD_STUDENT = `mutation ($input: AddStudentInput!) { addStudent(input: $input) { id username } }`;

interface State {
  onboarding: {
    step: number;
    parent: { firstName: string; lastName: string; email: string; phoneNumber: string; relation: string };
    student: { id: number; firstName: string; grade: number } | null;
  } | null;
}

const phoneOf = (tag: string) => `+1707${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`;

async function referredFamily(status: 'REFERRED' | 'PROSPECT' = 'REFERRED') {
  const tag = randomBytes(4).toString('hex');
  const { family, parent } = await createFamily(
    t.services.db,
    { firstName: 'Diego', lastName: 'Martinez', relation: 'FATHER', phoneNumber: phoneOf(tag), email: `diego-${tag}@example.com` },
    { status },
  );
  const token = await sessionFor(t.services.db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id });
  return { family, parent, token, tag };
}

const stateOf = async (token: string) => {
  const result = await t.gql<State>(STATE, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.onboarding;
};

const details = (f: Awaited<ReturnType<typeof referredFamily>>, change: Record<string, unknown> = {}) => ({
  input: {
    firstName: 'Diego',
    lastName: 'Martinez',
    email: f.parent.email,
    phoneNumber: f.parent.phoneNumber,
    relation: 'FATHER',
    ...change,
  },
});

const student = {
  firstName: 'Lucia',
  lastName: 'Martinez',
  birthdate: '2014-05-02',
  grade: 6,
  gender: 'FEMALE',
  school: 'Miller Middle School',
  password: 'lucia-first-pass',
};

describe('onboarding of a referred family', () => {
  it('goes from confirming the parent to adding a student to choosing classes, each step after its save', async () => {
    const f = await referredFamily();
    expect(await stateOf(f.token)).toEqual({
      step: 1,
      parent: { firstName: 'Diego', lastName: 'Martinez', email: f.parent.email, phoneNumber: f.parent.phoneNumber, relation: 'FATHER' },
      student: null,
    });

    const confirmed = await t.gql<{ confirmOnboardingDetails: { step: number } }>(
      CONFIRM,
      details(f, {
        firstName: ' Diego A. ',
        relation: 'OTHER',
        phoneNumber: `(707) ${f.parent.phoneNumber.slice(5, 8)}-${f.parent.phoneNumber.slice(8)}`,
      }),
      { token: f.token },
    );
    expect(confirmed.errors).toBeUndefined();
    expect(confirmed.data!.confirmOnboardingDetails.step).toBe(2);
    const [member] = await t.services.db.select().from(familyMembers).where(eq(familyMembers.id, f.parent.id));
    expect(member).toMatchObject({ firstName: 'Diego A.', relation: 'OTHER', phoneNumber: f.parent.phoneNumber });
    // Leaving and coming back resumes where the family stands.
    expect((await stateOf(f.token))!.step).toBe(2);

    const added = await t.gql<{ addStudent: { id: number } }>(ADD_STUDENT, { input: student }, { token: f.token });
    expect(added.errors).toBeUndefined();
    expect(await stateOf(f.token)).toMatchObject({ step: 3, student: { id: added.data!.addStudent.id, firstName: 'Lucia', grade: 6 } });

    const inCart = await t.gql(ADD, { classroomId: shop.paid.id, studentId: added.data!.addStudent.id }, { token: f.token });
    expect(inCart.errors).toBeUndefined();
    const finished = await t.gql<{ finishOnboarding: null }>(FINISH, {}, { token: f.token });
    expect(finished.errors).toBeUndefined();
    expect(await stateOf(f.token)).toBeNull();
    const [account] = await t.services.db.select().from(familyAccounts).where(eq(familyAccounts.id, f.family.id));
    expect(account!.onboardingFinishedAt).not.toBeNull();
  });

  it("needs every field of step 1: 'Some fields are missing*', and saves nothing", async () => {
    const f = await referredFamily();
    for (const change of [{ firstName: '' }, { lastName: ' ' }, { email: '' }, { phoneNumber: '' }, { relation: null }]) {
      const result = await t.gql(CONFIRM, details(f, change), { token: f.token });
      expect(result.errors?.[0]?.message).toBe('Some fields are missing*');
    }
    const guardian = await t.gql(CONFIRM, { input: { ...details(f).input, relation: 'GUARDIAN' } }, { token: f.token });
    // The onboarding offers Father, Mother and Other only (§2).
    expect(guardian.errors).toHaveLength(1);
    expect((await t.gql(CONFIRM, details(f, { email: 'nope' }), { token: f.token })).errors?.[0]?.message).toBe(
      'Please enter a valid email address',
    );
    expect((await stateOf(f.token))!.step).toBe(1);
  });

  it("refuses another family member's phone: 'This phone number is already in use*'; the parent's own is fine", async () => {
    const f = await referredFamily();
    const other = await referredFamily('PROSPECT');
    const taken = await t.gql(CONFIRM, details(f, { phoneNumber: other.parent.phoneNumber }), { token: f.token });
    expect(taken.errors?.[0]?.message).toBe('This phone number is already in use*');
    const email = await t.gql(CONFIRM, details(f, { email: other.parent.email }), { token: f.token });
    expect(email.errors?.[0]?.message).toBe('Email already in use');
    expect((await stateOf(f.token))!.step).toBe(1);
    const own = await t.gql(CONFIRM, details(f), { token: f.token });
    expect(own.errors).toBeUndefined();
  });

  it('a family that is not referred, or had students before, or has enrolled, gets no wizard', async () => {
    const prospect = await referredFamily('PROSPECT');
    expect(await stateOf(prospect.token)).toBeNull();
    expect(errorCode(await t.gql(CONFIRM, details(prospect), { token: prospect.token }))).toBe('ONBOARDING_ERROR');
    expect((await t.gql(CONFIRM, details(prospect), { token: prospect.token })).errors?.[0]?.message).toBe('An error occured*');

    const withStudent = await referredFamily();
    await createStudent(t.services.db, { username: `had${withStudent.tag}`, passwordHash: 'x', familyAccountId: withStudent.family.id });
    expect(await stateOf(withStudent.token)).toBeNull();

    const enrolled = await referredFamily();
    await t.gql(CONFIRM, details(enrolled), { token: enrolled.token });
    const kid = await createStudent(t.services.db, {
      username: `enr${enrolled.tag}`,
      passwordHash: 'x',
      familyAccountId: enrolled.family.id,
    });
    expect((await stateOf(enrolled.token))!.step).toBe(3);
    await t.services.db.insert(enrollments).values({ studentId: kid.id, classroomId: shop.plain.id, status: 'PAID' });
    expect(await stateOf(enrolled.token)).toBeNull();
  });

  it('finishes only from step 3, and step 1 cannot be redone once a student is added', async () => {
    const f = await referredFamily();
    expect(errorCode(await t.gql(FINISH, {}, { token: f.token }))).toBe('ONBOARDING_ERROR');
    await t.gql(CONFIRM, details(f), { token: f.token });
    expect(errorCode(await t.gql(FINISH, {}, { token: f.token }))).toBe('ONBOARDING_ERROR');
    await t.gql(ADD_STUDENT, { input: student }, { token: f.token });
    expect(errorCode(await t.gql(CONFIRM, details(f), { token: f.token }))).toBe('ONBOARDING_ERROR');
    // Classes left for later: the wizard ends all the same.
    expect((await t.gql(FINISH, {}, { token: f.token })).errors).toBeUndefined();
    expect(await stateOf(f.token)).toBeNull();
  });

  it('is the family’s own: a guest link sees no wizard and may not save; others are refused', async () => {
    const f = await referredFamily();
    const guest = await createSession(
      t.services.db,
      { userType: 'FAMILY_MEMBER', familyMemberId: f.parent.id },
      { lifetimeSeconds: 600, isGuest: true, now: t.clock.now },
    );
    expect(await stateOf(guest.token)).toBeNull();
    expect(errorCode(await t.gql(CONFIRM, details(f), { token: guest.token }))).toBe('FAMILY_LOGIN_REQUIRED');
    expect(errorCode(await t.gql(FINISH, {}, { token: guest.token }))).toBe('FAMILY_LOGIN_REQUIRED');
    const kid = await createStudent(t.services.db, { username: `own${f.tag}`, passwordHash: 'x', familyAccountId: f.family.id });
    const asStudent = await sessionFor(t.services.db, { userType: 'STUDENT', studentId: kid.id });
    expect(errorCode(await t.gql(STATE, {}, { token: asStudent }))).toBe('FORBIDDEN');
    expect(errorCode(await t.gql(CONFIRM, details(f), { token: asStudent }))).toBe('FAMILY_LOGIN_REQUIRED');
    expect(errorCode(await t.gql(STATE))).toBe('NOT_SIGNED_IN');
  });
});
