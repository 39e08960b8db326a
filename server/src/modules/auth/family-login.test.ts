import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, familyMembers } from '../../db/schema/index.js';
import { createInvoice } from '../../db/seed/factories/billing.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { moveClock } from '../../test/clock.js';
import { oneMonthBefore } from './family-landing.service.js';

let t: TestServer;
let n = 0;

beforeAll(async () => {
  // Behind one trusted proxy: tests speak from different client addresses through X-Forwarded-For.
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z'), env: { TRUST_PROXY: '1' } });
  await createSettings(t.services.db);
});
afterAll(() => t.close());

const later = (seconds: number) => moveClock(t, seconds);

/** A family with one parent; `digits` is the parent's phone as typed (ten digits). */
async function newFamily(withStudent = true) {
  n += 1;
  const digits = `408555${String(2000 + n)}`;
  const { family, parent } = await createFamily(t.services.db, {
    phoneNumber: `+1${digits}`,
    email: `parent${n}@example.com`,
    firstName: `Parent${n}`,
  });
  if (withStudent) await createStudent(t.services.db, { username: `child${n}`, passwordHash: 'x', familyAccountId: family.id });
  return { family, parent, digits };
}

async function lastCode(phone: string): Promise<{ code: string; kind: string } | null> {
  const [row] = await t.services.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, phone))
    .orderBy(desc(outboxMessages.id))
    .limit(1);
  const code = row ? /(\d{6})/.exec(row.body)?.[1] : undefined;
  return row && code ? { code, kind: row.kind } : null;
}

function cookiesOf(headers: string[]): Record<string, string> {
  return Object.fromEntries(headers.map((h) => [h.slice(0, h.indexOf('=')), h]));
}

const SEND = /* GraphQL */ `
  mutation ($phone: String!, $call: Boolean) {
    familyLogin(phoneNumber: $phone, callInstead: $call) {
      hasAccount
      verificationCodeSent
      secondsToExpire
      message
    }
  }
`;
const VERIFY = /* GraphQL */ `
  mutation ($phone: String!, $code: String!, $remember: Boolean) {
    familyVerify(phoneNumber: $phone, verificationCode: $code, rememberMe: $remember) {
      success
      message
      token
      familyAccountId
      redirectTo
      familyMember {
        id
        firstName
        lastLogin
      }
    }
  }
`;

type VerifyData = {
  familyVerify: { token: string; familyAccountId: number; redirectTo: string; familyMember: { id: number; lastLogin: string } };
};

describe('familyLogin', () => {
  it('sends a 6-digit code to a known phone and says for how long it is valid', async () => {
    const { digits, parent } = await newFamily();
    const result = await t.gql(SEND, { phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` });
    expect(result.data).toEqual({
      familyLogin: {
        hasAccount: true,
        verificationCodeSent: true,
        secondsToExpire: 600,
        message: 'A verification code has been sent to your phone.',
      },
    });
    expect(await lastCode(parent.phoneNumber)).toMatchObject({ kind: 'SMS' });
  });

  it('calls instead when asked', async () => {
    const { digits, parent } = await newFamily();
    const result = await t.gql<{ familyLogin: { message: string } }>(SEND, { phone: digits, call: true });
    expect(result.data?.familyLogin.message).toBe('You will receive a call with your verification code.');
    expect(await lastCode(parent.phoneNumber)).toMatchObject({ kind: 'CALL' });
  });

  it('an unknown phone has no account, and nothing is sent', async () => {
    const result = await t.gql(SEND, { phone: '4085559999' });
    expect(result.data).toEqual({
      familyLogin: {
        hasAccount: false,
        verificationCodeSent: false,
        secondsToExpire: 0,
        message: 'We could not find an account with that phone number.',
      },
    });
    expect(await lastCode('+14085559999')).toBeNull();
  });

  it('needs a phone number', async () => {
    for (const phone of ['', '12']) {
      const result = await t.gql(SEND, { phone });
      expect(errorCode(result)).toBe('ENTER_PHONE');
      expect(result.errors?.[0]?.message).toBe('Enter a phone number');
    }
  });

  it('sends at most 5 codes per phone per 10 minutes', async () => {
    const { digits } = await newFamily();
    for (let i = 0; i < 5; i++) expect(errorCode(await t.gql(SEND, { phone: digits }))).toBeUndefined();
    const refused = await t.gql(SEND, { phone: digits });
    expect(errorCode(refused)).toBe('TOO_MANY_CODE_SENDS');
    expect(refused.errors?.[0]?.message).toBe('Too many codes were sent to this phone. Please try again in 10 minutes.');
    await later(600);
    expect(errorCode(await t.gql(SEND, { phone: digits }))).toBeUndefined();
  });
});

describe('familyVerify', () => {
  it('signs a parent in: session cookie for the browser session, family flags, last login', async () => {
    const { digits, parent, family } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const result = await t.gql<VerifyData>(VERIFY, { phone: digits, code });
    expect(result.errors).toBeUndefined();
    const answer = result.data!.familyVerify;
    expect(answer).toMatchObject({ familyAccountId: family.id, redirectTo: 'DASHBOARD', familyMember: { id: parent.id } });
    expect(new Date(answer.familyMember.lastLogin).getTime()).toBe(t.clock.now.getTime());

    const cookies = cookiesOf(result.cookies);
    expect(cookies.solve_session).toContain('HttpOnly');
    expect(cookies.solve_session).not.toContain('Max-Age');
    expect(cookies.family).toContain('family=1');
    expect(cookies.familyAccountId).toContain(`familyAccountId=${family.id}`);
    expect(cookies.firstName).toContain(`firstName=${parent.firstName}`);
    expect(cookies.instructor).toContain('Max-Age=0');

    const me = await t.gql<{ me: { userType: string; familyAccountId: number } }>(
      `query { me { userType familyAccountId } }`,
      {},
      {
        token: answer.token,
      },
    );
    expect(me.data?.me).toEqual({ userType: 'FAMILY_MEMBER', familyAccountId: family.id });
    // Without Remember me the server ends the session after a day.
    await later(86_400);
    expect((await t.gql(`query { me { id } }`, {}, { token: answer.token })).data).toEqual({ me: null });
  });

  it('Remember me keeps the cookie for a month', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const result = await t.gql<VerifyData>(VERIFY, { phone: digits, code, remember: true });
    expect(cookiesOf(result.cookies).solve_session).toContain('Max-Age=2629743');
    expect(cookiesOf(result.cookies).familyAccountId).toContain('Max-Age=2629743');
    await later(86_400 * 20);
    const me = await t.gql(`query { me { id } }`, {}, { token: result.data!.familyVerify.token });
    expect(me.data).toEqual({ me: { id: parent.id } });
  });

  it('sends a family without students to the posts', async () => {
    const { digits, parent } = await newFamily(false);
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const result = await t.gql<VerifyData>(VERIFY, { phone: digits, code });
    expect(result.data?.familyVerify.redirectTo).toBe('POSTS');
  });

  it('sends a family with a PAID invoice issued within the last month to the posts, an older one to the dashboard', async () => {
    const recent = await newFamily();
    await createInvoice(t.services.db, {
      familyAccountId: recent.family.id,
      status: 'PAID',
      issueDate: new Date(t.clock.now.getTime() - 20 * 86_400_000),
    });
    const old = await newFamily();
    await createInvoice(t.services.db, {
      familyAccountId: old.family.id,
      status: 'PAID',
      issueDate: new Date(t.clock.now.getTime() - 40 * 86_400_000),
    });
    await createInvoice(t.services.db, { familyAccountId: old.family.id, status: 'OPEN', priceCents: 100, balanceCents: 100 });
    for (const [who, expected] of [
      [recent, 'POSTS'],
      [old, 'DASHBOARD'],
    ] as const) {
      await t.gql(SEND, { phone: who.digits });
      const { code } = (await lastCode(who.parent.phoneNumber))!;
      const result = await t.gql<VerifyData>(VERIFY, { phone: who.digits, code });
      expect(result.data?.familyVerify.redirectTo).toBe(expected);
    }
  });

  it.each([
    ['2026-03-31T10:00:00Z', '2026-02-28T10:00:00Z'],
    ['2026-03-15T00:00:00Z', '2026-02-15T00:00:00Z'],
    ['2026-01-10T23:59:00Z', '2025-12-10T23:59:00Z'],
    ['2024-03-30T12:00:00Z', '2024-02-29T12:00:00Z'],
  ])('one month before %s is %s', (now, expected) => {
    expect(oneMonthBefore(new Date(now)).toISOString()).toBe(new Date(expected).toISOString());
  });

  it('needs both fields', async () => {
    for (const vars of [
      { phone: '', code: '123456' },
      { phone: '4085550000', code: ' ' },
    ]) {
      const result = await t.gql(VERIFY, vars);
      expect(errorCode(result)).toBe('ENTER_ALL_FIELDS');
      expect(result.errors?.[0]?.message).toBe('you must enter all fields');
    }
  });

  it('refuses a wrong code, then 5 wrong tries end the code', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 4; i++) {
      const result = await t.gql(VERIFY, { phone: digits, code: wrong });
      expect(errorCode(result)).toBe('WRONG_CODE');
      expect(result.errors?.[0]?.message).toBe('That code is not correct. Please check it and try again.');
    }
    const fifth = await t.gql(VERIFY, { phone: digits, code: wrong });
    expect(errorCode(fifth)).toBe('CODE_TOO_MANY_TRIES');
    expect(fifth.errors?.[0]?.message).toBe('Too many wrong codes. Please request a new code.');
    // Even the right code is refused now; a new code works.
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code }))).toBe('CODE_TOO_MANY_TRIES');
    await t.gql(SEND, { phone: digits });
    const fresh = (await lastCode(parent.phoneNumber))!.code;
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code: fresh }))).toBeUndefined();
  });

  it('parallel wrong guesses get no more than 5 comparisons', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.all(Array.from({ length: 10 }, () => t.gql(VERIFY, { phone: digits, code: wrong })));
    const codes = results.map((r) => errorCode(r));
    expect(codes.filter((c) => c === 'WRONG_CODE')).toHaveLength(4);
    expect(codes.filter((c) => c === 'CODE_TOO_MANY_TRIES')).toHaveLength(6);
    // Even the right code, from another address (this one has used its 10 checks), is refused now.
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code }, { headers: { 'x-forwarded-for': '198.51.100.32' } }))).toBe(
      'CODE_TOO_MANY_TRIES',
    );
  });

  it('refuses an expired code', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    await later(600);
    const result = await t.gql(VERIFY, { phone: digits, code });
    expect(errorCode(result)).toBe('CODE_EXPIRED');
    expect(result.errors?.[0]?.message).toBe('That code has expired. Please request a new code.');
  });

  it('refuses a used code', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code }))).toBeUndefined();
    const again = await t.gql(VERIFY, { phone: digits, code });
    expect(errorCode(again)).toBe('CODE_USED');
    expect(again.errors?.[0]?.message).toBe('That code has already been used. Please request a new code.');
  });

  it('only the newest code of a phone is valid', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const first = (await lastCode(parent.phoneNumber))!.code;
    await t.gql(SEND, { phone: digits });
    const second = (await lastCode(parent.phoneNumber))!.code;
    if (first !== second) expect(errorCode(await t.gql(VERIFY, { phone: digits, code: first }))).toBe('WRONG_CODE');
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code: second }))).toBeUndefined();
  });

  it('stops code guessing from one address after 10 checks; the parent elsewhere still signs in', async () => {
    const { digits, parent } = await newFamily();
    const attacker = { headers: { 'x-forwarded-for': '203.0.113.7' } };
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    for (let round = 0; round < 2; round++) {
      await t.gql(SEND, { phone: digits });
      const { code } = (await lastCode(parent.phoneNumber))!;
      for (let i = 0; i < 5; i++) await t.gql(VERIFY, { phone: digits, code: wrongFor(code) }, attacker);
    }
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const refused = await t.gql(VERIFY, { phone: digits, code }, attacker);
    expect(errorCode(refused)).toBe('TOO_MANY_ATTEMPTS');
    expect(refused.errors?.[0]?.message).toBe('Too many attempts. Please wait 15 minutes and try again.');
    // The parent at home is not locked out.
    const home = { headers: { 'x-forwarded-for': '198.51.100.30' } };
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code }, home))).toBeUndefined();
  });

  it('limits code checks per phone over all addresses, for a quarter of an hour', async () => {
    const { digits, parent } = await newFamily();
    const wrongFor = (code: string) => (code === '000000' ? '111111' : '000000');
    let tries = 0;
    for (let round = 0; round < 6; round++) {
      await t.gql(SEND, { phone: digits });
      const { code } = (await lastCode(parent.phoneNumber))!;
      for (let i = 0; i < 5; i++, tries++) {
        await t.gql(VERIFY, { phone: digits, code: wrongFor(code) }, { headers: { 'x-forwarded-for': `203.0.113.${tries}` } });
      }
      if (round % 2 === 1) await later(601); // past the send window, so sending is not what stops us
    }
    expect(tries).toBe(30);
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const home = { headers: { 'x-forwarded-for': '198.51.100.31' } };
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code }, home))).toBe('TOO_MANY_ATTEMPTS');
    await later(900);
    await t.gql(SEND, { phone: digits });
    const fresh = (await lastCode(parent.phoneNumber))!.code;
    expect(errorCode(await t.gql(VERIFY, { phone: digits, code: fresh }, home))).toBeUndefined();
  });

  it('stores the code only keyed and hashed, and answers no secrets', async () => {
    const { digits, parent } = await newFamily();
    await t.gql(SEND, { phone: digits });
    const { code } = (await lastCode(parent.phoneNumber))!;
    const rows = await t.services.db.query.signInCodes.findMany({ where: (c, { eq: e }) => e(c.phoneNumber, parent.phoneNumber) });
    expect(JSON.stringify(rows)).not.toContain(code);
    const result = await t.gql<VerifyData>(VERIFY, { phone: digits, code });
    const [member] = await t.services.db.select().from(familyMembers).where(eq(familyMembers.id, parent.id));
    expect(member?.lastLogin).not.toBeNull();
    expect(JSON.stringify(result.data)).not.toContain(code);
  });
});
