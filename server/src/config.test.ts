import { mkdtempSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, demoSeedWarning, loadConfig, testModeWarnings } from './config.js';
import { autoServerProcesses } from './processes.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'solve-config-'));

/** Real card, SMS and mail services, as a production academy has them. */
const REAL_SERVICES = {
  PAYMENT_ADAPTER: 'authorizenet',
  AUTHORIZE_NET_API_LOGIN_ID: 'login',
  AUTHORIZE_NET_TRANSACTION_KEY: 'key',
  AUTHORIZE_NET_CLIENT_KEY: 'client',
  SMS_ADAPTER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC1',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_VERIFY_SERVICE_SID: 'VA1',
  MAIL_ADAPTER: 'smtp',
  SMTP_URL: 'smtps://user:pass@mail.example.com:465',
};
const PRODUCTION = { NODE_ENV: 'production', SECRET_KEY: 'a-production-secret-of-enough-length-1234', PUBLIC_URL: 'https://a.example' };

/** The lines of the start-up message for an environment, or [] when it is valid. */
function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: dataDir, ...env });
    return [];
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    const [first, ...lines] = (error as Error).message.split('\n');
    expect(first).toBe('Invalid configuration:');
    return lines.map((line) => line.trim());
  }
}

describe('configuration', () => {
  it('starts with nothing set: development on port 3000 with the local adapters', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '0.0.0.0',
      SEED_DEMO: true,
      TRUST_PROXY: 0,
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
      STORAGE_ADAPTER: 'local',
      production: false,
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
    // Outside production a secret is generated once into the data folder and kept.
    expect(config.secretKey).toHaveLength(64);
    expect(loadConfig({ DATA_DIR: dataDir }).secretKey).toBe(config.secretKey);
  });

  it('treats a blank value as unset', () => {
    const config = loadConfig({ DATA_DIR: dataDir, PORT: '', DATABASE_URL: ' ' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT: must be a whole number from 0 to 65535 (got "abc")'],
    [{ PORT: '70000' }, 'PORT: must be a whole number from 0 to 65535 (got "70000")'],
    [{ NODE_ENV: 'prod' }, 'NODE_ENV: must be one of development, production, test (got "prod")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL: must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ SEED_DEMO: 'maybe' }, 'SEED_DEMO: must be one of true, false, 1, 0, yes, no (got "maybe")'],
    [{ PUBLIC_URL: 'solve.example.com' }, 'PUBLIC_URL: must be a URL starting with http:// or https:// (got "solve.example.com")'],
    [{ DATABASE_URL: 'mysql://root:hunter2@db/solve' }, 'DATABASE_URL: must be a postgres:// or postgresql:// connection URL'],
    [{ SECRET_KEY: 'short' }, 'SECRET_KEY: must be at least 32 characters'],
    [{ TRUST_PROXY: '-1' }, 'TRUST_PROXY: must be a whole number from 0 to 10 (got "-1")'],
    [
      { SERVER_PROCESSES: '0', DATABASE_URL: 'postgres://db/solve' },
      'SERVER_PROCESSES: must be auto or a whole number from 1 to 64 (got "0")',
    ],
    [{ SERVER_PROCESSES: '2' }, 'SERVER_PROCESSES: needs DATABASE_URL (the embedded database serves one process)'],
    [
      { DATABASE_POOL_SIZE: '0', DATABASE_URL: 'postgres://db/solve' },
      'DATABASE_POOL_SIZE: must be a whole number from 1 to 200 (got "0")',
    ],
    [{ DATABASE_POOL_SIZE: '8' }, 'DATABASE_POOL_SIZE: needs DATABASE_URL (the embedded database keeps no pool)'],
    [{ SMS_ADAPTER: 'pigeon' }, 'SMS_ADAPTER: must be one of outbox, twilio (got "pigeon")'],
    [{ MAIL_ADAPTER: 'smtp' }, 'SMTP_URL: is required when MAIL_ADAPTER=smtp'],
    [{ MAIL_ADAPTER: 'smtp', SMTP_URL: 'mail.example.com' }, 'SMTP_URL: must be an smtp:// or smtps:// URL'],
    [{ STORAGE_ADAPTER: 's3', S3_BUCKET: 'b' }, 'S3_REGION: is required when STORAGE_ADAPTER=s3'],
    [{ S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT: must be a URL starting with https:// or http:// (got "minio:9000")'],
    [{ SANDBOX_CARD_LATENCY_MS: '-5' }, 'SANDBOX_CARD_LATENCY_MS: must be a whole number from 0 to 60000 (got "-5")'],
    [{ SANDBOX_CARD_LATENCY_MS: '0.5' }, 'SANDBOX_CARD_LATENCY_MS: must be a whole number from 0 to 60000 (got "0.5")'],
    [{ PAGE_DRAWING_LIMIT_MS: '10' }, 'PAGE_DRAWING_LIMIT_MS: must be a whole number from 50 to 60000 (got "10")'],
  ])('names a bad value: %o', (env, line) => {
    expect(problemsOf(env)).toEqual([line]);
  });

  it('answers card payments of the sandbox at once unless told to wait', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).SANDBOX_CARD_LATENCY_MS).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir, SANDBOX_CARD_LATENCY_MS: '800' }).SANDBOX_CARD_LATENCY_MS).toBe(800);
    expect(loadConfig({ DATA_DIR: dataDir }).PAGE_DRAWING_LIMIT_MS).toBe(800);
  });

  it('sizes the pool by the cores unless told', () => {
    const database = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/solve' };
    expect(loadConfig(database).DATABASE_POOL_SIZE).toBeUndefined();
    expect(loadConfig({ ...database, DATABASE_POOL_SIZE: '12' }).DATABASE_POOL_SIZE).toBe(12);
  });

  it('runs one process unless told otherwise; auto means one per core, or per two when the database shares them', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).SERVER_PROCESSES).toBe(1);
    const database = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://db/solve' };
    expect(loadConfig({ ...database, SERVER_PROCESSES: '3' }).SERVER_PROCESSES).toBe(3);
    expect(loadConfig({ ...database, SERVER_PROCESSES: 'auto' }).SERVER_PROCESSES).toBe(availableParallelism());
    const local = { DATA_DIR: dataDir, DATABASE_URL: 'postgres://solve@localhost:5432/solve' };
    expect(loadConfig({ ...local, SERVER_PROCESSES: 'auto' }).SERVER_PROCESSES).toBe(Math.max(1, Math.floor(availableParallelism() / 2)));
  });

  it.each([
    ['postgres://db.internal:5432/solve', 8, 8],
    ['postgres://u:p@localhost:5432/solve', 8, 4],
    ['postgresql://127.0.0.1/solve', 2, 1],
    ['postgres://[::1]/solve', 4, 2],
    ['postgres:///solve?host=/var/run/postgresql', 2, 1],
    ['postgres://localhost/solve', 1, 1],
  ])('auto processes for %s on %i cores: %i', (url, cores, processes) => {
    expect(autoServerProcesses(url, cores)).toBe(processes);
  });

  it('never repeats a secret it refuses', () => {
    const lines = problemsOf({ DATABASE_URL: 'mysql://root:hunter2@db/solve', SECRET_KEY: 'tiny-secret' }).join('\n');
    expect(lines).not.toContain('hunter2');
    expect(lines).not.toContain('tiny-secret');
  });

  it('reports every problem of one start at once, bad values and missing companions alike', () => {
    expect(problemsOf({ PORT: 'abc', SMS_ADAPTER: 'twilio', TWILIO_ACCOUNT_SID: 'AC1' })).toEqual([
      'PORT: must be a whole number from 0 to 65535 (got "abc")',
      'TWILIO_AUTH_TOKEN: is required when SMS_ADAPTER=twilio',
      'TWILIO_VERIFY_SERVICE_SID: is required when SMS_ADAPTER=twilio',
    ]);
  });

  it('production needs a secret and its public address, and refuses the test fixtures', () => {
    expect(problemsOf({ NODE_ENV: 'production', E2E_FIXTURES: 'true', ...REAL_SERVICES })).toEqual([
      'SECRET_KEY: is required in production',
      'PUBLIC_URL: is required in production',
      'E2E_FIXTURES: must not be set in production',
    ]);
    const config = loadConfig({
      ...REAL_SERVICES,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SECRET_KEY: 'a-production-secret-of-enough-length-1234',
      PUBLIC_URL: 'https://academy.example.com/',
    });
    expect(config).toMatchObject({ production: true, publicUrl: 'https://academy.example.com' });
  });

  it('production never seeds the demo academy unless SEED_DEMO=true is given, and then warns at start', () => {
    const production = {
      ...REAL_SERVICES,
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      SECRET_KEY: 'a-production-secret-of-enough-length-1234',
      PUBLIC_URL: 'https://a.example',
    };
    const plain = loadConfig(production);
    expect(plain.SEED_DEMO).toBe(false);
    expect(demoSeedWarning(plain)).toBeNull();
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).SEED_DEMO).toBe(false);
    const asked = loadConfig({ ...production, SEED_DEMO: 'true' });
    expect(asked.SEED_DEMO).toBe(true);
    expect(demoSeedWarning(asked)).toMatch(/^SEED_DEMO=true in production: .*published passwords/);
    // Outside production the demo is seeded by default, without a warning.
    const development = loadConfig({ DATA_DIR: dataDir });
    expect(development.SEED_DEMO).toBe(true);
    expect(demoSeedWarning(development)).toBeNull();
    expect(loadConfig({ DATA_DIR: dataDir, SEED_DEMO: 'no' }).SEED_DEMO).toBe(false);
  });

  it('production refuses to start on built-in stand-ins it was not told to use, naming every setting and how to set it', () => {
    expect(problemsOf(PRODUCTION)).toEqual([
      'PAYMENT_ADAPTER: is required in production: PAYMENT_ADAPTER=authorizenet with AUTHORIZE_NET_API_LOGIN_ID, AUTHORIZE_NET_TRANSACTION_KEY and AUTHORIZE_NET_CLIENT_KEY (or PAYMENT_ADAPTER=sandbox for a test server: test cards only, no money moves)',
      'SMS_ADAPTER: is required in production: SMS_ADAPTER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID (or SMS_ADAPTER=outbox for a test server: sign-in codes are kept in the database, not sent)',
      'MAIL_ADAPTER: is required in production: MAIL_ADAPTER=smtp with SMTP_URL (and MAIL_FROM) (or MAIL_ADAPTER=outbox for a test server: mail is kept in the database, not sent)',
    ]);
    // One missing among real ones is named alone.
    const { MAIL_ADAPTER: _mail, SMTP_URL: _url, ...withoutMail } = REAL_SERVICES;
    expect(problemsOf({ ...PRODUCTION, ...withoutMail })).toEqual([expect.stringMatching(/^MAIL_ADAPTER: is required in production/)]);
  });

  it('production on real services has no test mode and says nothing', () => {
    const config = loadConfig({ DATA_DIR: dataDir, ...PRODUCTION, ...REAL_SERVICES });
    expect(config.testModes).toEqual([]);
    expect(testModeWarnings(config)).toEqual([]);
  });

  it('production on stand-ins chosen by name runs them, in test mode, with a warning for each at every start', () => {
    const config = loadConfig({
      DATA_DIR: dataDir,
      ...PRODUCTION,
      PAYMENT_ADAPTER: 'sandbox',
      SMS_ADAPTER: 'outbox',
      MAIL_ADAPTER: 'outbox',
    });
    expect(config).toMatchObject({ PAYMENT_ADAPTER: 'sandbox', SMS_ADAPTER: 'outbox', MAIL_ADAPTER: 'outbox' });
    expect(config.testModes).toEqual(['PAYMENTS', 'SMS', 'MAIL']);
    const warnings = testModeWarnings(config);
    expect(warnings).toHaveLength(3);
    expect(warnings[0]).toMatch(/^TEST MODE IN PRODUCTION: PAYMENT_ADAPTER=sandbox: payments are in test mode\./);
    const onlyCards = loadConfig({ DATA_DIR: dataDir, ...PRODUCTION, ...REAL_SERVICES, PAYMENT_ADAPTER: 'sandbox' });
    expect(onlyCards.testModes).toEqual(['PAYMENTS']);
  });

  it('outside production the stand-ins are the defaults, in test mode, without a warning', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.testModes).toEqual(['PAYMENTS', 'SMS', 'MAIL']);
    expect(testModeWarnings(config)).toEqual([]);
  });
});
