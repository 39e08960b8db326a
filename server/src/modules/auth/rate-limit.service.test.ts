import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { rateLimits } from '../../db/schema/index.js';
import { checkPasswordAttempt } from './password-attempts.service.js';
import { hashPassword } from './passwords.js';
import { clear, consume, rateKey, refund } from './rate-limit.service.js';
import { moveClock } from '../../test/clock.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T10:00:00Z') });
});
afterAll(() => t.close());

const later = (seconds: number) => moveClock(t, seconds);

describe('rate limiter', () => {
  it('allows the limit, then blocks for blockSeconds and starts afresh after', async () => {
    const rule = { name: 'test-block', limit: 3, windowSeconds: 60, blockSeconds: 120 };
    const db = t.services.db;
    const decisions = [];
    for (let i = 0; i < 4; i++) decisions.push(await consume(db, rule, 'alice'));
    expect(decisions.map((d) => d.allowed)).toEqual([true, true, true, false]);
    expect(decisions[3]!.retryAfterSeconds).toBe(120);
    await later(119);
    expect((await consume(db, rule, 'alice')).allowed).toBe(false);
    await later(1);
    expect(await consume(db, rule, 'alice')).toEqual({ allowed: true, retryAfterSeconds: 0 });
    // Another subject is counted apart.
    expect((await consume(db, rule, 'bob')).allowed).toBe(true);
  });

  it('without blockSeconds blocks until the window ends', async () => {
    const rule = { name: 'test-window', limit: 2, windowSeconds: 600 };
    const db = t.services.db;
    await consume(db, rule, 'p');
    await later(100);
    await consume(db, rule, 'p');
    await later(100);
    const refused = await consume(db, rule, 'p');
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 400 });
    await later(400);
    expect((await consume(db, rule, 'p')).allowed).toBe(true);
  });

  it('a window that runs out resets the count', async () => {
    const rule = { name: 'test-reset', limit: 2, windowSeconds: 60, blockSeconds: 60 };
    const db = t.services.db;
    await consume(db, rule, 'q');
    await later(61);
    await consume(db, rule, 'q');
    expect((await consume(db, rule, 'q')).allowed).toBe(true);
    expect((await consume(db, rule, 'q')).allowed).toBe(false);
  });

  it('refund gives a hit back and lifts a block it caused; clear forgets the key', async () => {
    const rule = { name: 'test-refund', limit: 2, windowSeconds: 60, blockSeconds: 60 };
    const db = t.services.db;
    await consume(db, rule, 'r');
    await consume(db, rule, 'r');
    await refund(db, rule, 'r');
    expect((await consume(db, rule, 'r')).allowed).toBe(true);
    expect((await consume(db, rule, 'r')).allowed).toBe(false);
    await clear(db, rule, 'r');
    expect((await consume(db, rule, 'r')).allowed).toBe(true);
  });

  it('a refund after the window ended grants no extra hit', async () => {
    const rule = { name: 'test-late-refund', limit: 2, windowSeconds: 60, blockSeconds: 60 };
    const db = t.services.db;
    await consume(db, rule, 's');
    await later(61);
    await refund(db, rule, 's');
    expect((await consume(db, rule, 's')).allowed).toBe(true);
    expect((await consume(db, rule, 's')).allowed).toBe(true);
    expect((await consume(db, rule, 's')).allowed).toBe(false);
  });

  it('counts parallel hits exactly (one atomic upsert each)', async () => {
    const rule = { name: 'test-parallel', limit: 5, windowSeconds: 60, blockSeconds: 60 };
    const db = t.services.db;
    const results = await Promise.all(Array.from({ length: 12 }, () => consume(db, rule, 'many')));
    expect(results.filter((r) => r.allowed)).toHaveLength(5);
  });

  it('stores no identifier in clear text', async () => {
    const rule = { name: 'test-hash', limit: 5, windowSeconds: 60 };
    await consume(t.services.db, rule, 'someone@example.com');
    const keys = (await t.services.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain(rateKey(rule, 'someone@example.com'));
    expect(keys.join(' ')).not.toContain('someone');
  });
});

describe('password attempts', () => {
  // 106 password checks: slow on a busy machine.
  it('one address trying many accounts is stopped after 100 wrong passwords; right ones do not count', async () => {
    const passwordHash = await hashPassword('the-right-one');
    const attempt = (i: number, password: string) =>
      checkPasswordAttempt(t.services, { account: `student:spray${i}`, address: '203.0.113.9', passwordHash, password });
    for (let i = 0; i < 5; i++) expect(await attempt(i, 'the-right-one')).toBe(true);
    for (let i = 0; i < 100; i++) expect(await attempt(i, 'wrong')).toBe(false);
    await expect(attempt(100, 'the-right-one')).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_ATTEMPTS' } });
    // Another address is not affected, and the block ends after 15 minutes.
    expect(
      await checkPasswordAttempt(t.services, { account: 'student:x', address: '198.51.100.1', passwordHash, password: 'the-right-one' }),
    ).toBe(true);
    await later(900);
    expect(await attempt(101, 'the-right-one')).toBe(true);
  }, 120_000);

  it('an attacker at one address is stopped after 10 wrong passwords; the owner elsewhere is not', async () => {
    const passwordHash = await hashPassword('owner-secret-1');
    const from = (address: string, password: string) =>
      checkPasswordAttempt(t.services, { account: 'student:target1', address, passwordHash, password });
    for (let i = 0; i < 10; i++) expect(await from('203.0.113.50', `guess-${i}`)).toBe(false);
    await expect(from('203.0.113.50', 'owner-secret-1')).rejects.toMatchObject({
      extensions: { code: 'TOO_MANY_ATTEMPTS' },
      message: 'Too many attempts. Please wait 15 minutes and try again.',
    });
    expect(await from('198.51.100.20', 'owner-secret-1')).toBe(true);
    await later(900);
    expect(await from('203.0.113.50', 'owner-secret-1')).toBe(true);
  });

  it('guessing spread over many addresses locks the account for everyone, for 15 minutes only', async () => {
    const passwordHash = await hashPassword('owner-secret-2');
    const from = (address: string, password: string) =>
      checkPasswordAttempt(t.services, { account: 'student:target2', address, passwordHash, password });
    for (let i = 0; i < 50; i++) expect(await from(`203.0.113.${i}`, 'guess')).toBe(false);
    await expect(from('198.51.100.20', 'owner-secret-2')).rejects.toMatchObject({ extensions: { code: 'TOO_MANY_ATTEMPTS' } });
    await later(900);
    expect(await from('198.51.100.20', 'owner-secret-2')).toBe(true);
  });
});
