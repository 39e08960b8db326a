import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { familyAccounts, familyMembers, locations, outboxMessages, referrals } from '../../db/schema/index.js';
import { createFamily } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';

let t: TestServer;
let n = 0;

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z'), env: { TRUST_PROXY: '1' } });
  await createSettings(t.services.db);
});
afterAll(() => t.close());

const SEND = `mutation ($phone: String!) { sendJoinCode(phoneNumber: $phone) { secondsToExpire message } }`;
const REGISTER = `mutation ($input: RegisterFamilyInput!) { registerFamily(input: $input) { success message familyAccountId familyMemberId } }`;

/** Each test speaks from its own address so the per-address limits of one test do not reach another. */
function fresh() {
  n += 1;
  const digits = `650555${String(3000 + n)}`;
  return {
    digits,
    e164: `+1${digits}`,
    headers: { 'x-forwarded-for': `10.9.0.${n}` },
    input: {
      firstName: 'Dana',
      lastName: `Family${n}`,
      email: `dana${n}@example.com`,
      relation: 'MOTHER',
      phoneNumber: digits,
      verificationCode: '',
      registrationKey: `key-${n}-0123456789abcdef`,
    },
  };
}

async function lastCode(phone: string): Promise<string> {
  const [row] = await t.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  return /(\d{6})/.exec(row?.body ?? '')?.[1] ?? '';
}

async function sendAndRead(f: ReturnType<typeof fresh>) {
  const sent = await t.gql(SEND, { phone: f.digits }, { headers: f.headers });
  expect(sent.errors).toBeUndefined();
  return lastCode(f.e164);
}

describe('registerFamily', () => {
  it('creates the account, its primary parent and location, and signs the parent in for a day', async () => {
    const f = fresh();
    const code = await sendAndRead(f);
    const result = await t.gql<{ registerFamily: { familyAccountId: number; familyMemberId: number } }>(
      REGISTER,
      { input: { ...f.input, verificationCode: code } },
      { headers: f.headers },
    );
    expect(result.errors).toBeUndefined();
    const { familyAccountId, familyMemberId } = result.data!.registerFamily;
    const [account] = await t.services.db.select().from(familyAccounts).where(eq(familyAccounts.id, familyAccountId));
    expect(account).toMatchObject({ status: 'PROSPECT', primaryFamilyMemberId: familyMemberId });
    const [location] = await t.services.db.select().from(locations).where(eq(locations.id, account!.locationId!));
    expect(location).toBeDefined();
    const [member] = await t.services.db.select().from(familyMembers).where(eq(familyMembers.id, familyMemberId));
    expect(member).toMatchObject({ phoneNumber: f.e164, email: f.input.email, relation: 'MOTHER' });
    const token = result.cookies.find((c) => c.startsWith('solve_session='));
    expect(token).toMatch(/Max-Age=86400/);
    expect(result.cookies.some((c) => c.startsWith('family=1'))).toBe(true);
  });

  it('answers a repeated submit with the same account and creates nothing twice', async () => {
    const f = fresh();
    const code = await sendAndRead(f);
    const input = { ...f.input, verificationCode: code };
    const [a, b] = await Promise.all([
      t.gql(REGISTER, { input }, { headers: f.headers }),
      t.gql(REGISTER, { input }, { headers: f.headers }),
    ]);
    expect(a.errors).toBeUndefined();
    expect(b.errors).toBeUndefined();
    expect(a.data).toEqual(b.data);
    const again = await t.gql(REGISTER, { input }, { headers: f.headers });
    expect(again.data).toEqual(a.data);
    const members = await t.services.db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, f.e164));
    expect(members).toHaveLength(1);
  });

  it('refuses a phone or e-mail already in use, with the spec texts', async () => {
    const f = fresh();
    await createFamily(t.services.db, { phoneNumber: f.e164, email: `taken${n}@example.com` });
    const sent = await t.gql(SEND, { phone: f.digits }, { headers: f.headers });
    expect(sent.errors?.[0]?.message).toBe('Phone number already in use');
    const g = fresh();
    const code = await sendAndRead(g);
    const result = await t.gql(
      REGISTER,
      { input: { ...g.input, email: `Taken${n - 1}@example.com`, verificationCode: code } },
      { headers: g.headers },
    );
    expect(result.errors?.[0]?.message).toBe('Email already in use');
  });

  it('needs every field and the code, and changes nothing otherwise', async () => {
    const f = fresh();
    const missing = await t.gql(REGISTER, { input: { ...f.input, lastName: ' ', verificationCode: '123456' } }, { headers: f.headers });
    expect(missing.errors?.[0]?.message).toBe('Please enter all required fields.');
    const noRelation = await t.gql(REGISTER, { input: { ...f.input, relation: null, verificationCode: '123456' } }, { headers: f.headers });
    expect(noRelation.errors?.[0]?.message).toBe('Please enter all required fields.');
    const noCode = await t.gql(REGISTER, { input: f.input }, { headers: f.headers });
    expect(noCode.errors?.[0]?.message).toBe('Please enter phone number and code');
    const noPhone = await t.gql(SEND, { phone: ' ' }, { headers: f.headers });
    expect(noPhone.errors?.[0]?.message).toBe('Enter a phone number');
    await sendAndRead(f);
    const wrong = await t.gql(REGISTER, { input: { ...f.input, verificationCode: '000000' } }, { headers: f.headers });
    expect(errorCode(wrong)).toBe('WRONG_CODE');
    const members = await t.services.db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, f.e164));
    expect(members).toHaveLength(0);
  });

  it('links the new family to the referral of its link', async () => {
    const { family } = await createFamily(t.services.db, { phoneNumber: '+16505559999', email: 'referrer@example.com' });
    const [referral] = await t.services.db
      .insert(referrals)
      .values({
        referrerId: family.id,
        refereeFirstName: 'Dana',
        refereeLastName: 'X',
        email: 'x@example.com',
        inviteCode: 'invite-code-1',
      })
      .returning();
    const f = fresh();
    const code = await sendAndRead(f);
    const result = await t.gql<{ registerFamily: { familyAccountId: number } }>(
      REGISTER,
      { input: { ...f.input, verificationCode: code, referralCode: 'invite-code-1' } },
      { headers: f.headers },
    );
    expect(result.errors).toBeUndefined();
    const [after] = await t.services.db.select().from(referrals).where(eq(referrals.id, referral!.id));
    expect(after).toMatchObject({ status: 'SIGNEDUP', refereeFamilyAccountId: result.data!.registerFamily.familyAccountId });
    const [account] = await t.services.db
      .select()
      .from(familyAccounts)
      .where(eq(familyAccounts.id, result.data!.registerFamily.familyAccountId));
    expect(account!.status).toBe('REFERRED');
  });

  it('two parallel registrations with one phone make one account', async () => {
    const f = fresh();
    const code = await sendAndRead(f);
    const other = { ...f.input, email: `second${n}@example.com`, registrationKey: `other-${n}-0123456789abcdef`, verificationCode: code };
    const results = await Promise.all([
      t.gql(REGISTER, { input: { ...f.input, verificationCode: code } }, { headers: f.headers }),
      t.gql(REGISTER, { input: other }, { headers: f.headers }),
    ]);
    expect(results.filter((r) => !r.errors)).toHaveLength(1);
    const members = await t.services.db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, f.e164));
    expect(members).toHaveLength(1);
  });
});
