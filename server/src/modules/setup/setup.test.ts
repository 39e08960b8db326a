import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { academySettings, auditLog, employees } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { createAdminCommand } from './create-admin.command.js';
import { ensureAcademySettings, issueSetupToken } from './setup.service.js';

const NOW = new Date('2026-11-20T18:00:00Z');

const ACADEMY = `{ academy { name timeZone } setupRequired }`;
const SETUP = `mutation ($input: SetupAcademyInput!) { setupAcademy(input: $input) { email } }`;
const LOGIN = `mutation ($e: String!, $p: String!) { employeeLogin(email: $e, password: $p, mode: ADMIN) { token } }`;
const SETTINGS = `{ academySettings { name timeZone currentYear currentQuarter nextYear nextQuarter catalogQuarter } }`;

const input = (token: string, changes: Record<string, string> = {}) => ({
  token,
  academyName: 'Riverside Math Circle',
  timeZone: 'America/New_York',
  firstName: 'Rita',
  lastName: 'Okafor',
  email: 'Rita@Riverside.test',
  password: 'first-admin-pass',
  ...changes,
});

describe('an academy started from an empty database', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ now: NOW });
  });
  afterAll(() => t.close());

  it('gets a settings row with the current and next quarters, once; a second start keeps what the admin changed', async () => {
    expect(errorCode(await t.gql(`{ academy { name } }`))).toBe('NOT_FOUND');
    expect(await ensureAcademySettings(t.services.db, NOW)).toBe(true);
    const [row] = await t.services.db.select().from(academySettings);
    expect(row).toMatchObject({ name: 'Solve Academy', timeZone: 'America/Los_Angeles', currentYear: 2026, currentQuarter: 'FALL' });
    expect(row).toMatchObject({ nextYear: 2027, nextQuarter: 'WINTER', catalogYear: 2026, catalogQuarter: 'FALL' });
    await t.services.db.update(academySettings).set({ phoneNumber: '(555) 010-0000' });
    expect(await ensureAcademySettings(t.services.db, NOW)).toBe(false);
    const [again] = await t.services.db.select().from(academySettings);
    expect(again!.phoneNumber).toBe('(555) 010-0000');
    expect((await t.gql(ACADEMY)).data).toEqual({
      academy: { name: 'Solve Academy', timeZone: 'America/Los_Angeles' },
      setupRequired: true,
    });
  });

  it('refuses a setup without the token of the last start, and creates nothing', async () => {
    const first = await issueSetupToken(t.services.db);
    const token = await issueSetupToken(t.services.db);
    expect(token).not.toBeNull();
    expect(token).not.toBe(first);
    for (const wrong of ['', 'guess', first!]) {
      expect(errorCode(await t.gql(SETUP, { input: input(wrong) }))).toBe('SETUP_TOKEN_INVALID');
    }
    expect(await t.services.db.select().from(employees)).toEqual([]);
  });

  it('checks the admin and the zone before anything is written', async () => {
    const token = (await issueSetupToken(t.services.db))!;
    expect(errorCode(await t.gql(SETUP, { input: input(token, { password: 'short' }) }))).toBe('PASSWORD_TOO_SHORT');
    expect(errorCode(await t.gql(SETUP, { input: input(token, { email: 'not-an-address' }) }))).toBe('INVALID_EMAIL');
    expect(errorCode(await t.gql(SETUP, { input: input(token, { timeZone: 'Mars/Olympus' }) }))).toBe('UNKNOWN_TIME_ZONE');
    expect(errorCode(await t.gql(SETUP, { input: input(token, { firstName: ' ' }) }))).toBe('REQUIRED_FIELDS');
    expect(await t.services.db.select().from(employees)).toEqual([]);
  });

  it('creates the first admin with the token, names the academy, records it, and closes the setup page', async () => {
    const token = (await issueSetupToken(t.services.db))!;
    const result = await t.gql<{ setupAcademy: { email: string } }>(SETUP, { input: input(` ${token} `) });
    expect(result.errors).toBeUndefined();
    expect(result.data?.setupAcademy.email).toBe('rita@riverside.test');

    expect((await t.gql(ACADEMY)).data).toEqual({
      academy: { name: 'Riverside Math Circle', timeZone: 'America/New_York' },
      setupRequired: false,
    });
    const [admin] = await t.services.db.select().from(employees);
    expect(admin).toMatchObject({ workEmail: 'rita@riverside.test', isAdminOfSolve: true, isTeacher: true, active: true });
    const [record] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'academy.setup'));
    expect(record).toMatchObject({ employeeId: admin!.id, entityType: 'academy' });
    expect(JSON.stringify(record)).not.toContain(admin!.passwordHash);

    // The token works once; a new start issues none now.
    expect(errorCode(await t.gql(SETUP, { input: input(token, { email: 'second@riverside.test' }) }))).toBe('SETUP_ALREADY_DONE');
    expect(await issueSetupToken(t.services.db)).toBeNull();
    const [settings] = await t.services.db.select().from(academySettings);
    expect(settings!.setupTokenHash).toBeNull();

    // The admin signs in and runs the academy: the settings row takes their changes.
    const login = await t.gql<{ employeeLogin: { token: string } }>(LOGIN, { e: 'rita@riverside.test', p: 'first-admin-pass' });
    expect(login.errors).toBeUndefined();
    const session = login.data!.employeeLogin.token;
    const read = await t.gql<{ academySettings: Record<string, unknown> }>(SETTINGS, {}, { token: session });
    expect(read.data?.academySettings).toMatchObject({ name: 'Riverside Math Circle', currentQuarter: 'FALL', nextQuarter: 'WINTER' });
  });
});

describe('create-admin on the command line', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ now: NOW });
  });
  afterAll(() => t.close());

  async function run(...argv: string[]) {
    const lines: string[] = [];
    const code = await createAdminCommand(t.services, argv, (line) => lines.push(line));
    return { code, lines };
  }

  it('makes an academy from nothing: its settings, and an admin with a generated password printed once', async () => {
    await issueSetupToken(t.services.db);
    const { code, lines } = await run('--email', 'Ops@Academy.test', '--first-name', 'Oli');
    expect(code).toBe(0);
    expect(lines[0]).toBe('admin ops@academy.test created');
    const password = /^password: (\S+)$/.exec(lines[1]!)?.[1];
    expect(password).toMatch(/^[a-z2-9]{10}$/);
    const login = await t.gql(LOGIN, { e: 'ops@academy.test', p: password });
    expect(login.errors).toBeUndefined();
    expect((await t.gql(ACADEMY)).data).toMatchObject({ setupRequired: false });
    const [settings] = await t.services.db.select().from(academySettings);
    expect(settings!.setupTokenHash).toBeNull();
    const [record] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'staff.create_admin'));
    expect(record?.employeeId).toBeNull();
  });

  it('refuses an address already in use, and bad arguments', async () => {
    expect(await run('--email', 'ops@academy.test')).toEqual({
      code: 1,
      lines: ['ops@academy.test: A staff account with that email already exists.'],
    });
    expect((await run()).code).toBe(2);
    expect((await run('--email', 'x@y.test', '--bogus')).code).toBe(2);
    expect((await run('--email', 'nope')).lines[0]).toContain('nope:');
  });
});
