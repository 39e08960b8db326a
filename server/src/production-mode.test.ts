import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmployee, createFamily } from './db/seed/factories/people.js';
import { PRODUCTION_TEST_ENV, startTestServer, type TestServer } from './test/harness.js';
import { startServerProcess } from './test/server-process.js';
import { sessionFor } from './test/session-for.js';
import { originOf } from './test/shop-kit.js';

/**
 * Production never takes fake cards or drops texts and mail silently: the built-in stand-ins run
 * only when chosen by name, and then the log says so at every start and staff see a banner.
 */
const PRODUCTION = { NODE_ENV: 'production', SECRET_KEY: 'a-production-secret-of-enough-length-1234', PUBLIC_URL: 'https://a.example' };
const AUTHORIZE_NET = {
  PAYMENT_ADAPTER: 'authorizenet',
  AUTHORIZE_NET_API_LOGIN_ID: 'login-id',
  AUTHORIZE_NET_TRANSACTION_KEY: 'txn-key',
  AUTHORIZE_NET_CLIENT_KEY: 'client-key',
};
const ME = '{ me { userType testModes } }';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'solve-production-'));

describe('starting in production', () => {
  it('refuses to start without a card, SMS and mail service, naming each setting', async () => {
    const server = startServerProcess({ ...PRODUCTION, DATA_DIR: dataDir(), DATABASE_URL: '' });
    const refused = await server.ready.then(
      () => null,
      (error: Error) => error.message,
    );
    expect(await server.exited).toBe(1);
    expect(refused).toContain('Invalid configuration:');
    for (const setting of ['PAYMENT_ADAPTER', 'SMS_ADAPTER', 'MAIL_ADAPTER'])
      expect(refused).toContain(`${setting}: is required in production`);
  });

  it('runs stand-ins chosen by name and warns about each at start', async () => {
    // On PostgreSQL, a fresh database of its own; otherwise the embedded one in its own folder.
    const database = await startTestServer();
    const server = startServerProcess({
      ...PRODUCTION,
      PUBLIC_URL: 'http://127.0.0.1',
      DATA_DIR: dataDir(),
      DATABASE_URL: database.url ?? '',
      PAYMENT_ADAPTER: 'sandbox',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
    });
    try {
      await server.ready;
      const warnings = server.lines.filter((line) => String(line.msg).startsWith('TEST MODE IN PRODUCTION'));
      expect(warnings.map((line) => line.level)).toEqual([40, 40, 40]);
      expect(warnings.map((line) => String(line.msg).split(':')[1]!.trim())).toEqual([
        'PAYMENT_ADAPTER=sandbox',
        'SMS_ADAPTER=outbox',
        'MAIL_ADAPTER=outbox',
      ]);
    } finally {
      server.child.kill('SIGTERM');
      await server.exited;
      await database.close();
    }
    // A production process of its own migrates a fresh database before it is ready: slow on a busy machine.
  }, 120_000);
});

describe('the test mode banner and the sandbox token route', () => {
  let testMode: TestServer;
  let live: TestServer;
  beforeAll(async () => {
    [testMode, live] = await Promise.all([
      startTestServer({ env: PRODUCTION_TEST_ENV }),
      startTestServer({ env: { ...PRODUCTION_TEST_ENV, ...AUTHORIZE_NET } }),
    ]);
  });
  afterAll(() => Promise.all([testMode.close(), live.close()]));

  async function sessionsOf(server: TestServer) {
    const db = server.services.db;
    const admin = await createEmployee(db, { workEmail: 'admin@mode.test', passwordHash: 'x', isAdminOfSolve: true });
    const { parent } = await createFamily(db, { phoneNumber: '+15550107777', email: 'mode@example.com' });
    return {
      staff: await sessionFor(db, { userType: 'EMPLOYEE', employeeId: admin.id }),
      parent: await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id }),
    };
  }

  it('tells staff which services are in test mode, and nobody else', async () => {
    const { staff, parent } = await sessionsOf(testMode);
    expect((await testMode.gql(ME, {}, { token: staff })).data).toEqual({
      me: { userType: 'EMPLOYEE', testModes: ['PAYMENTS', 'SMS', 'MAIL'] },
    });
    expect((await testMode.gql(ME, {}, { token: parent })).data).toEqual({ me: { userType: 'FAMILY_MEMBER', testModes: [] } });
    const real = await sessionsOf(live);
    expect((await live.gql(ME, {}, { token: real.staff })).data).toEqual({ me: { userType: 'EMPLOYEE', testModes: ['SMS', 'MAIL'] } });
  });

  it('the sandbox token route exists only when the sandbox is the card service', async () => {
    const card = { cardNumber: '4111111111111111', expirationDate: '12/30', cardCode: '123', fullName: 'Pat Parent' };
    const post = async (server: TestServer) =>
      fetch(`${await originOf(server)}/payments/sandbox/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(card),
      });
    expect((await post(testMode)).status).toBe(200);
    expect((await post(live)).status).toBe(404);
  });
});
