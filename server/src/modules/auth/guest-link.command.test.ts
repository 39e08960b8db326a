import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { guestLinkCommand } from './guest-link.command.js';

let t: TestServer;

beforeAll(async () => {
  t = await startTestServer({ now: new Date('2026-03-02T18:00:00Z') });
  await createSettings(t.services.db);
});
afterAll(() => t.close());

async function run(...argv: string[]) {
  const lines: string[] = [];
  const code = await guestLinkCommand(t.services, argv, (line) => lines.push(line));
  return { code, lines };
}

describe('guest-link command', () => {
  it('prints a working link for a student by username', async () => {
    const student = await createStudent(t.services.db, { username: 'cli-kid', passwordHash: 'x' });
    const { code, lines } = await run('--student', 'CLI-Kid', '--days', '2');
    expect(code).toBe(0);
    expect(lines[0]).toMatch(/^http:\/\/localhost:3000\/guestLogin\?/);
    expect(lines[1]).toBe('valid until 2026-03-04T18:00:00.000Z');
    const token = lines[0]!.split('?')[1]!;
    const login = await t.gql(`mutation ($t: String!) { guestLogin(token: $t) { userType firstName } }`, { t: token });
    expect(errorCode(login)).toBeUndefined();
    expect(login.data).toEqual({ guestLogin: { userType: 'STUDENT', firstName: student.firstName } });
  });

  it('prints a link for a parent by phone', async () => {
    await createFamily(t.services.db, { phoneNumber: '+14085556001', email: 'cli-parent@example.com' });
    const { code, lines } = await run('--family-phone', '(408) 555-6001');
    expect(code).toBe(0);
    expect(lines[0]).toContain('/guestLogin?');
  });

  it.each([[[]], [['--student', 'a', '--family-phone', '1']], [['--bogus']], [['--student', 'a', '--days', 'two']]])(
    'prints the usage for bad arguments %#',
    async (argv) => {
      const { code, lines } = await run(...argv);
      expect(code).toBe(2);
      expect(lines[0]).toContain('usage: guest-link');
    },
  );

  it('says when nobody matches', async () => {
    expect(await run('--student', 'nobody-like-this')).toEqual({ code: 1, lines: ['no student with username nobody-like-this'] });
  });
});
