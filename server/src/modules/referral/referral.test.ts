import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, referrals } from '../../db/schema/index.js';
import { createReferral as createReferralRow } from '../../db/seed/factories/community.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { createSession } from '../auth/sessions.service.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
});
afterAll(() => t.close());

const CREATE = `mutation ($email: String!, $first: String!, $last: String!, $phone: String) {
  createReferral(email: $email, refereeFirstName: $first, refereeLastName: $last, phone: $phone) {
    success message referral { id refereeFirstName refereeLastName email phone status referrerId }
  } }`;
const LIST = `query ($id: Int!, $offset: Int) { referrals(referrerId: $id, offset: $offset) {
  total signups enrollments creditsCents referrals { refereeFirstName status } } }`;

interface Created {
  createReferral: {
    success: boolean;
    message: string;
    referral: { id: number; refereeFirstName: string; email: string; phone: string | null; status: string; referrerId: number };
  };
}

/** A family of its own for each test, with a parent's session. */
async function family() {
  const tag = randomBytes(4).toString('hex');
  const { family, parent } = await createFamily(t.services.db, {
    firstName: 'Riley',
    lastName: `Referrer${tag}`,
    phoneNumber: `+1408${String(parseInt(tag, 16) % 10_000_000).padStart(7, '0')}`,
    email: `riley-${tag}@example.com`,
  });
  const token = await sessionFor(t.services.db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id });
  return { family, parent, token, tag };
}

const refer = (token: string, vars: { email: string; first?: string; last?: string; phone?: string | null }) =>
  t.gql<Created>(CREATE, { first: 'Sam', last: 'Friend', phone: null, ...vars }, { token });

const mailsTo = (recipient: string) =>
  t.services.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));

describe('createReferral', () => {
  it('records an INITIATED referral of the family, mails the referee a join link and the referrer a confirmation', async () => {
    const me = await family();
    const email = `sam-${me.tag}@example.com`;
    const result = await refer(me.token, { email: ` Sam-${me.tag}@Example.com `, phone: '(650) 555-0199' });
    expect(result.errors).toBeUndefined();
    expect(result.data!.createReferral).toMatchObject({
      success: true,
      message: 'Thank you for your referral. Check your email for confirmation.',
      referral: { refereeFirstName: 'Sam', email, phone: '+16505550199', status: 'INITIATED', referrerId: me.family.id },
    });
    const [row] = await t.services.db.select().from(referrals).where(eq(referrals.id, result.data!.createReferral.referral.id));
    expect(row!.inviteCode).toMatch(/^[\w-]{20,}$/);

    const [invitation] = await mailsTo(email);
    expect(invitation!.subject).toBe(`Riley Referrer${me.tag} invited you to Solve Academy`);
    expect(invitation!.body).toContain(`http://localhost:3000/join?ref=${row!.inviteCode}`);
    const [confirmation] = await mailsTo(me.parent.email);
    expect(confirmation!.subject).toBe('Your referral of Sam Friend');
    expect(confirmation!.body).toContain('$100.00');
  });

  it("answers the form's texts and records nothing for them", async () => {
    const me = await family();
    expect((await refer(me.token, { email: '' })).errors?.[0]?.message).toBe('Please enter a valid email address');
    expect((await refer(me.token, { email: 'sam@nowhere' })).errors?.[0]?.message).toBe('Please enter a valid email address');
    expect((await refer(me.token, { email: `a-${me.tag}@example.com`, first: ' ' })).errors?.[0]?.message).toBe(
      'Please enter all required fields.',
    );
    expect((await refer(me.token, { email: `a-${me.tag}@example.com`, last: '' })).errors?.[0]?.message).toBe(
      'Please enter all required fields.',
    );
    expect((await refer(me.token, { email: `a-${me.tag}@example.com`, phone: '12345' })).errors?.[0]?.message).toBe(
      'Invalid email or phonenumber',
    );
    expect(await t.services.db.select().from(referrals).where(eq(referrals.referrerId, me.family.id))).toHaveLength(0);
  });

  it("refuses someone already registered, by e-mail or by phone: '{email} has already been registered'", async () => {
    const me = await family();
    const known = await family();
    const byEmail = await refer(me.token, { email: known.parent.email.toUpperCase() });
    expect(byEmail.errors?.[0]?.message).toBe(`${known.parent.email} has already been registered`);
    expect(errorCode(byEmail)).toBe('ALREADY_REGISTERED');
    const byPhone = await refer(me.token, { email: `new-${me.tag}@example.com`, phone: known.parent.phoneNumber });
    expect(byPhone.errors?.[0]?.message).toBe(`${known.parent.phoneNumber} has already been registered`);
    const myself = await refer(me.token, { email: me.parent.email });
    expect(myself.errors?.[0]?.message).toBe(`${me.parent.email} has already been registered`);
    expect(await t.services.db.select().from(referrals).where(eq(referrals.referrerId, me.family.id))).toHaveLength(0);
    expect(await mailsTo(`new-${me.tag}@example.com`)).toHaveLength(0);
  });

  it('referring the same e-mail again keeps one referral and sends the same link again', async () => {
    const me = await family();
    const email = `twice-${me.tag}@example.com`;
    const [a, b] = await Promise.all([refer(me.token, { email }), refer(me.token, { email: email.toUpperCase(), first: 'Samuel' })]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    const rows = await t.services.db.select().from(referrals).where(eq(referrals.referrerId, me.family.id));
    expect(rows).toHaveLength(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(2);
    expect(mails.every((m) => m.body.includes(`/join?ref=${rows[0]!.inviteCode}`))).toBe(true);
  });

  it('another family may refer the same person: each referral has its own link', async () => {
    const [me, other] = [await family(), await family()];
    const email = `shared-${me.tag}@example.com`;
    await refer(me.token, { email });
    await refer(other.token, { email });
    const rows = await t.services.db.select().from(referrals).where(eq(referrals.email, email));
    expect(new Set(rows.map((r) => r.referrerId))).toEqual(new Set([me.family.id, other.family.id]));
    expect(new Set(rows.map((r) => r.inviteCode)).size).toBe(2);
  });

  it("a referee who already signed up through this family's link is registered", async () => {
    const me = await family();
    const email = `joined-${me.tag}@example.com`;
    const referee = await family();
    await createReferralRow(t.services.db, {
      referrerId: me.family.id,
      email,
      status: 'SIGNEDUP',
      refereeFamilyAccountId: referee.family.id,
    });
    expect((await refer(me.token, { email })).errors?.[0]?.message).toBe(`${email} has already been registered`);
  });

  it("a mail that cannot be sent records nothing: 'Invalid email or phonenumber'", async () => {
    const me = await family();
    const mailer = t.services.mail;
    t.services.mail = { send: () => Promise.reject(new Error('mail server down')) };
    try {
      const result = await refer(me.token, { email: `down-${me.tag}@example.com` });
      expect(result.errors?.[0]?.message).toBe('Invalid email or phonenumber');
    } finally {
      t.services.mail = mailer;
    }
    expect(await t.services.db.select().from(referrals).where(eq(referrals.referrerId, me.family.id))).toHaveLength(0);
  });

  it('a family sends at most 20 referrals a day', async () => {
    const me = await family();
    for (let i = 0; i < 20; i++) expect((await refer(me.token, { email: `many${i}-${me.tag}@example.com` })).errors).toBeUndefined();
    const over = await refer(me.token, { email: `one-more-${me.tag}@example.com` });
    expect(errorCode(over)).toBe('TOO_MANY_ATTEMPTS');
    expect(await mailsTo(`one-more-${me.tag}@example.com`)).toHaveLength(0);
  });

  it('only a family sign-in refers: students, staff, guest links and visitors are refused', async () => {
    const me = await family();
    const student = await createStudent(t.services.db, { username: `kid${me.tag}`, passwordHash: 'x', familyAccountId: me.family.id });
    const asStudent = await sessionFor(t.services.db, { userType: 'STUDENT', studentId: student.id });
    const guest = await createSession(
      t.services.db,
      { userType: 'FAMILY_MEMBER', familyMemberId: me.parent.id },
      { lifetimeSeconds: 600, isGuest: true, now: t.clock.now },
    );
    const email = `nobody-${me.tag}@example.com`;
    expect(errorCode(await refer(asStudent, { email }))).toBe('FAMILY_LOGIN_REQUIRED');
    expect(errorCode(await refer(guest.token, { email }))).toBe('FAMILY_LOGIN_REQUIRED');
    expect(errorCode(await t.gql(CREATE, { email, first: 'A', last: 'B' }))).toBe('NOT_SIGNED_IN');
    expect(await mailsTo(email)).toHaveLength(0);
  });
});

describe('referrals (My Referrals)', () => {
  it('lists the family’s referrals newest first, 5 a page, with Signups, Enrollments and Credits', async () => {
    const me = await family();
    const referee = await family();
    const at = (minutes: number) => new Date(t.clock.now.getTime() - minutes * 60_000);
    const rows: [string, 'INITIATED' | 'SIGNEDUP' | 'ENROLLED', number][] = [
      ['Ann', 'INITIATED', 70],
      ['Ben', 'SIGNEDUP', 60],
      ['Cat', 'ENROLLED', 50],
      ['Dan', 'ENROLLED', 40],
      ['Eve', 'INITIATED', 30],
      ['Fay', 'SIGNEDUP', 20],
      ['Gus', 'INITIATED', 10],
    ];
    for (const [name, status, minutes] of rows) {
      await createReferralRow(t.services.db, {
        referrerId: me.family.id,
        refereeFirstName: name,
        email: `${name}-${me.tag}@example.com`,
        status,
        refereeFamilyAccountId: status === 'INITIATED' ? null : referee.family.id,
        createdAt: at(minutes),
      });
    }
    type Page = {
      referrals: { total: number; signups: number; enrollments: number; creditsCents: number; referrals: { refereeFirstName: string }[] };
    };
    const first = await t.gql<Page>(LIST, { id: me.family.id }, { token: me.token });
    expect(first.errors).toBeUndefined();
    expect(first.data!.referrals).toMatchObject({ total: 7, signups: 4, enrollments: 2, creditsCents: 20_000 });
    expect(first.data!.referrals.referrals.map((r) => r.refereeFirstName)).toEqual(['Gus', 'Fay', 'Eve', 'Dan', 'Cat']);
    const second = await t.gql<Page>(LIST, { id: me.family.id, offset: 5 }, { token: me.token });
    expect(second.data!.referrals.referrals.map((r) => r.refereeFirstName)).toEqual(['Ben', 'Ann']);
  });

  it("a parent sees only their own family's referrals", async () => {
    const me = await family();
    const other = await family();
    await createReferralRow(t.services.db, { referrerId: other.family.id, email: `secret-${me.tag}@example.com` });
    const theirs = await t.gql(LIST, { id: other.family.id }, { token: me.token });
    expect(errorCode(theirs)).toBe('FORBIDDEN');
    const student = await createStudent(t.services.db, { username: `kid2${me.tag}`, passwordHash: 'x', familyAccountId: other.family.id });
    const asStudent = await sessionFor(t.services.db, { userType: 'STUDENT', studentId: student.id });
    expect(errorCode(await t.gql(LIST, { id: other.family.id }, { token: asStudent }))).toBe('FORBIDDEN');
    const mine = await t.gql<{ referrals: { total: number } }>(LIST, { id: me.family.id }, { token: me.token });
    expect(mine.data!.referrals.total).toBe(0);
    const guest = await createSession(
      t.services.db,
      { userType: 'FAMILY_MEMBER', familyMemberId: other.parent.id },
      { lifetimeSeconds: 600, isGuest: true, now: t.clock.now },
    );
    const asGuest = await t.gql<{ referrals: { total: number } }>(LIST, { id: other.family.id }, { token: guest.token });
    expect(asGuest.data!.referrals.total).toBe(1);
    const rows = await t.services.db
      .select()
      .from(referrals)
      .where(and(eq(referrals.referrerId, other.family.id), eq(referrals.status, 'INITIATED')));
    expect(rows).toHaveLength(1);
  });
});
