import { randomBytes } from 'node:crypto';
import { autoServerProcesses } from './processes.js';
import { allowListRanges, badAllowListEntry, LOCAL_NETWORKS } from './metrics/allow-list.js';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** A closed list of words; the message names them and what was given. */
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be one of ${values.join(', ')} (got "${String(issue.input)}")` });

const bool = z
  .string()
  .transform((v) => v.trim().toLowerCase())
  .pipe(oneOf(['true', 'false', '1', '0', 'yes', 'no']))
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const wholeNumber = (min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((v) => /^\d+$/.test(v) && Number(v) >= min && Number(v) <= max, {
      error: (issue) => `must be a whole number from ${min} to ${max} (got "${String(issue.input)}")`,
    })
    .transform(Number);

const nonEmpty = z.string().trim().min(1, 'must not be empty');

const url = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine(
      (v) => {
        try {
          return protocols.includes(new URL(v).protocol);
        } catch {
          return false;
        }
      },
      { error: (issue) => `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')} (got "${String(issue.input)}")` },
    );

const envSchema = z.object({
  NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
  PORT: wholeNumber(0, 65535).default(3000),
  HOST: nonEmpty.default('0.0.0.0'),
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  // The value may carry a password: the message never repeats it.
  DATABASE_URL: z
    .string()
    .trim()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// connection URL')
    .optional(),
  DATA_DIR: nonEmpty.default('./data'),
  // Node runs JavaScript on one core: on PostgreSQL, several processes serve more at once (auto: processes.ts).
  SERVER_PROCESSES: z
    .string()
    .trim()
    .refine((v) => v === 'auto' || (/^\d+$/.test(v) && Number(v) >= 1 && Number(v) <= 64), {
      error: (issue) => `must be auto or a whole number from 1 to 64 (got "${String(issue.input)}")`,
    })
    .transform((v) => (v === 'auto' ? ('auto' as const) : Number(v)))
    .default(1),
  // Connections each server process keeps; unset: about four per core (processes.ts).
  DATABASE_POOL_SIZE: wholeNumber(1, 200).optional(),
  // Unset: seeded outside production only (its accounts have published passwords).
  SEED_DEMO: bool.optional(),
  // Browser journeys create fresh people per test through /dev/fixtures; never in production.
  E2E_FIXTURES: bool.default(false),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Proxies (load balancers) in front of the server whose X-Forwarded-For is believed. */
  TRUST_PROXY: wholeNumber(0, 10).default(0),
  // Unset: the outbox outside production; production must choose (testModes below).
  SMS_ADAPTER: oneOf(['outbox', 'twilio']).optional(),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
  /** The Messaging Service that sends notification texts (Verify sends only codes). */
  TWILIO_MESSAGING_SERVICE_SID: z.string().optional(),
  MAIL_ADAPTER: oneOf(['outbox', 'smtp']).optional(),
  SMTP_URL: z
    .string()
    .trim()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: nonEmpty.default('Solve <no-reply@solve.test>'),
  STORAGE_ADAPTER: oneOf(['local', 's3']).default('local'),
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().optional(),
  S3_PUBLIC_URL: url(['https:', 'http:']).optional(),
  // An S3-compatible store other than AWS (MinIO...): its address, addressed path-style.
  S3_ENDPOINT: url(['https:', 'http:']).optional(),
  // Card payments: the built-in sandbox card service, or Authorize.Net.
  PAYMENT_ADAPTER: oneOf(['sandbox', 'authorizenet']).optional(),
  AUTHORIZE_NET_API_LOGIN_ID: z.string().trim().optional(),
  AUTHORIZE_NET_TRANSACTION_KEY: z.string().trim().optional(),
  AUTHORIZE_NET_CLIENT_KEY: z.string().trim().optional(),
  AUTHORIZE_NET_ENVIRONMENT: oneOf(['sandbox', 'production']).default('sandbox'),
  AUTHORIZE_NET_API_URL: url(['https:', 'http:']).optional(),
  // The sandbox card service answers after this many milliseconds, as a real one would (benchmarks).
  SANDBOX_CARD_LATENCY_MS: wholeNumber(0, 60_000).default(0),
  // A signed-in page not drawn within this many milliseconds goes out plain (the app draws it itself).
  PAGE_DRAWING_LIMIT_MS: wholeNumber(50, 60_000).default(800),
  // /metrics: readable with this bearer token, or without it from the networks of METRICS_ALLOW.
  METRICS_TOKEN: z.string().trim().min(32, 'must be at least 32 characters').optional(),
  METRICS_ALLOW: z
    .string()
    .refine((v) => allowListRanges(v) !== null, {
      error: (issue) =>
        `must be none or a comma-separated list of networks such as 10.0.0.0/8 ("${badAllowListEntry(String(issue.input)) ?? ''}" is not one)`,
    })
    .transform((v) => allowListRanges(v) ?? [])
    .default(allowListRanges(LOCAL_NETWORKS) ?? []),
  // Tests only: the process exits at this point, so a test can see what a crash there leaves behind.
  CRASH_AT: oneOf(['payment-approved']).optional(),
});

/**
 * Settings that another setting makes necessary. Checked on the raw values, beside the parse, so
 * one start reports a bad value and a missing companion value together.
 */
function missingCompanions(raw: Record<string, string>): string[] {
  const problems: string[] = [];
  const need = (when: boolean, keys: string[], why: string) => {
    if (!when) return;
    for (const key of keys) if (!raw[key]) problems.push(`${key}: is required ${why}`);
  };
  need(raw.SMS_ADAPTER === 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'], 'when SMS_ADAPTER=twilio');
  need(raw.MAIL_ADAPTER === 'smtp', ['SMTP_URL'], 'when MAIL_ADAPTER=smtp');
  if (raw.SERVER_PROCESSES && raw.SERVER_PROCESSES.trim() !== '1' && !raw.DATABASE_URL) {
    problems.push('SERVER_PROCESSES: needs DATABASE_URL (the embedded database serves one process)');
  }
  if (raw.DATABASE_POOL_SIZE && raw.DATABASE_POOL_SIZE.trim() !== '' && !raw.DATABASE_URL) {
    problems.push('DATABASE_POOL_SIZE: needs DATABASE_URL (the embedded database keeps no pool)');
  }
  need(
    raw.PAYMENT_ADAPTER === 'authorizenet',
    ['AUTHORIZE_NET_API_LOGIN_ID', 'AUTHORIZE_NET_TRANSACTION_KEY', 'AUTHORIZE_NET_CLIENT_KEY'],
    'when PAYMENT_ADAPTER=authorizenet',
  );
  need(raw.STORAGE_ADAPTER === 's3', ['S3_BUCKET', 'S3_REGION'], 'when STORAGE_ADAPTER=s3');
  const production = raw.NODE_ENV === 'production';
  need(production, ['SECRET_KEY', 'PUBLIC_URL'], 'in production');
  // Production never falls back to a built-in service silently: each is chosen, real or test.
  if (production) for (const service of TEST_MODE_SERVICES) if (!raw[service.setting]) problems.push(service.missing);
  if (production && raw.CRASH_AT) problems.push('CRASH_AT: must not be set in production');
  if (production && raw.E2E_FIXTURES && !['false', '0', 'no'].includes(raw.E2E_FIXTURES.trim().toLowerCase())) {
    problems.push('E2E_FIXTURES: must not be set in production');
  }
  return problems;
}

/**
 * The built-in services that stand in for a real one (no money moves, nothing is delivered): the
 * default outside production; in production only when chosen by name, and then said at every
 * start and shown to staff.
 */
const TEST_MODE_SERVICES = [
  {
    service: 'PAYMENTS',
    setting: 'PAYMENT_ADAPTER',
    builtIn: 'sandbox',
    missing:
      'PAYMENT_ADAPTER: is required in production: PAYMENT_ADAPTER=authorizenet with AUTHORIZE_NET_API_LOGIN_ID, AUTHORIZE_NET_TRANSACTION_KEY and AUTHORIZE_NET_CLIENT_KEY (or PAYMENT_ADAPTER=sandbox for a test server: test cards only, no money moves)',
    warning: 'PAYMENT_ADAPTER=sandbox: payments are in test mode. Test cards are accepted and no card is ever charged.',
  },
  {
    service: 'SMS',
    setting: 'SMS_ADAPTER',
    builtIn: 'outbox',
    missing:
      'SMS_ADAPTER: is required in production: SMS_ADAPTER=twilio with TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID (or SMS_ADAPTER=outbox for a test server: sign-in codes are kept in the database, not sent)',
    warning:
      'SMS_ADAPTER=outbox: texts are in test mode. Sign-in codes are kept in the database and never sent, so parents cannot sign in by phone.',
  },
  {
    service: 'MAIL',
    setting: 'MAIL_ADAPTER',
    builtIn: 'outbox',
    missing:
      'MAIL_ADAPTER: is required in production: MAIL_ADAPTER=smtp with SMTP_URL (and MAIL_FROM) (or MAIL_ADAPTER=outbox for a test server: mail is kept in the database, not sent)',
    warning:
      'MAIL_ADAPTER=outbox: mail is in test mode. Receipts, invitations and password resets are kept in the database and never sent.',
  },
] as const;

export const TEST_MODES = TEST_MODE_SERVICES.map((service) => service.service);
export type TestModeService = (typeof TEST_MODE_SERVICES)[number]['service'];

export type Env = z.infer<typeof envSchema>;

/** Every setting the server reads, by name: docs/operations.md lists each (operations-doc.test.ts). */
export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

export interface Config extends Omit<Env, 'SERVER_PROCESSES' | 'SEED_DEMO' | 'PAYMENT_ADAPTER' | 'SMS_ADAPTER' | 'MAIL_ADAPTER'> {
  PAYMENT_ADAPTER: NonNullable<Env['PAYMENT_ADAPTER']>;
  SMS_ADAPTER: NonNullable<Env['SMS_ADAPTER']>;
  MAIL_ADAPTER: NonNullable<Env['MAIL_ADAPTER']>;
  /** The built-in stand-ins in use (sandbox cards, the SMS or mail outbox), for the warning and staff's banner. */
  testModes: TestModeService[];
  /** `auto` resolved: see autoServerProcesses. */
  SERVER_PROCESSES: number;
  /** Whether to seed the demo academy into an empty database: SEED_DEMO, or when unset, outside production only. */
  SEED_DEMO: boolean;
  publicUrl: string;
  production: boolean;
  /** Key for HMAC-signed file URLs; from SECRET_KEY or, outside production, a key kept in the data folder. */
  secretKey: string;
  dataDir: string;
}

export class ConfigError extends Error {}

/** Unset and blank variables are the same: "not given", so defaults apply to `PORT=` too. */
function given(source: NodeJS.ProcessEnv): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(source)) if (value !== undefined && value.trim() !== '') out[key] = value;
  return out;
}

/**
 * Reads and validates the environment. Every bad or missing value is named on its own line, so
 * one start shows everything to fix; conditional requirements are checked once the values parse.
 */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const raw = given(source);
  const parsed = envSchema.safeParse(raw);
  const problems = [
    ...(parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...missingCompanions(raw),
  ];
  if (!parsed.success || problems.length) {
    throw new ConfigError(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  const adapters = {
    PAYMENT_ADAPTER: env.PAYMENT_ADAPTER ?? 'sandbox',
    SMS_ADAPTER: env.SMS_ADAPTER ?? 'outbox',
    MAIL_ADAPTER: env.MAIL_ADAPTER ?? 'outbox',
  } as const;
  return {
    ...env,
    ...adapters,
    testModes: TEST_MODE_SERVICES.filter((service) => adapters[service.setting] === service.builtIn).map((service) => service.service),
    SEED_DEMO: env.SEED_DEMO ?? !production,
    SERVER_PROCESSES: env.SERVER_PROCESSES === 'auto' ? autoServerProcesses(env.DATABASE_URL) : env.SERVER_PROCESSES,
    dataDir,
    production,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secretKey: env.SECRET_KEY ?? localSecret(dataDir),
  };
}

/**
 * The demo academy's accounts (an admin among them) have passwords printed in the README: a
 * production server that seeds it is open to anyone. Allowed only when asked for, and then said
 * loudly at every start.
 */
export function demoSeedWarning(config: Pick<Config, 'production' | 'SEED_DEMO'>): string | null {
  if (!config.production || !config.SEED_DEMO) return null;
  return 'SEED_DEMO=true in production: an empty database gets the demo academy, whose accounts (an admin among them) have published passwords. Anyone can sign in as them. Unset SEED_DEMO unless this server is a demonstration.';
}

/**
 * Production runs a built-in stand-in only when it was chosen by name: every start says so, one
 * line per service, in capitals at the start of the line.
 */
export function testModeWarnings(config: Pick<Config, 'production' | 'testModes'>): string[] {
  if (!config.production) return [];
  return TEST_MODE_SERVICES.filter((service) => config.testModes.includes(service.service)).map(
    (service) => `TEST MODE IN PRODUCTION: ${service.warning} Choose a real service before the academy opens.`,
  );
}

function localSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
