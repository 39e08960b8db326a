import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('uses argon2id with the OWASP minimum parameters, salted per hash', async () => {
    const first = await hashPassword('correct-horse-7');
    const second = await hashPassword('correct-horse-7');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(second).not.toBe(first);
    expect(await verifyPassword(first, 'correct-horse-7')).toBe(true);
    expect(await verifyPassword(first, 'correct-horse-8')).toBe(false);
  });

  it('treats a damaged hash as a wrong password, not an error', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
  });
});
