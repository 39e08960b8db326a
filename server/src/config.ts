import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: z.url().optional(),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    DATA_DIR: z.string().default('./data'),
    SEED_DEMO: bool.default(true),
    // Browser journeys create fresh people per test through /dev/fixtures; never in production.
    E2E_FIXTURES: bool.default(false),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
    SMS_ADAPTER: z.enum(['outbox', 'twilio']).default('outbox'),
    TWILIO_ACCOUNT_SID: z.string().optional(),
    TWILIO_AUTH_TOKEN: z.string().optional(),
    TWILIO_VERIFY_SERVICE_SID: z.string().optional(),
    MAIL_ADAPTER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Solve <no-reply@solve.test>'),
    STORAGE_ADAPTER: z.enum(['local', 's3']).default('local'),
    S3_BUCKET: z.string().optional(),
    S3_REGION: z.string().optional(),
    S3_PUBLIC_URL: z.string().optional(),
    PAYMENTS_ADAPTER: z.enum(['sandbox', 'authorizenet']).default('sandbox'),
    AUTHORIZENET_API_LOGIN_ID: z.string().optional(),
    AUTHORIZENET_TRANSACTION_KEY: z.string().optional(),
    AUTHORIZENET_ENDPOINT: z.enum(['sandbox', 'production']).default('sandbox'),
  })
  .superRefine((env, ctx) => {
    const need = (when: boolean, keys: (keyof typeof env)[], why: string) => {
      if (!when) return;
      for (const key of keys) if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    need(env.SMS_ADAPTER === 'twilio', ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_VERIFY_SERVICE_SID'], 'when SMS_ADAPTER=twilio');
    need(env.MAIL_ADAPTER === 'smtp', ['SMTP_URL'], 'when MAIL_ADAPTER=smtp');
    need(env.STORAGE_ADAPTER === 's3', ['S3_BUCKET', 'S3_REGION'], 'when STORAGE_ADAPTER=s3');
    need(
      env.PAYMENTS_ADAPTER === 'authorizenet',
      ['AUTHORIZENET_API_LOGIN_ID', 'AUTHORIZENET_TRANSACTION_KEY'],
      'when PAYMENTS_ADAPTER=authorizenet',
    );
    need(env.NODE_ENV === 'production', ['SECRET_KEY', 'PUBLIC_URL'], 'in production');
    if (env.NODE_ENV === 'production' && env.E2E_FIXTURES)
      ctx.addIssue({ code: 'custom', path: ['E2E_FIXTURES'], message: 'must not be set in production' });
  });

export type Env = z.infer<typeof envSchema>;

export interface Config extends Env {
  publicUrl: string;
  production: boolean;
  /** Key for HMAC-signed file URLs; from SECRET_KEY or, outside production, a key kept in the data folder. */
  secretKey: string;
  dataDir: string;
}

export class ConfigError extends Error {}

/** Reads and validates the environment; every bad or missing value is named in one message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || 'environment'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  return {
    ...env,
    dataDir,
    production: env.NODE_ENV === 'production',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    secretKey: env.SECRET_KEY ?? localSecret(dataDir),
  };
}

function localSecret(dataDir: string): string {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const key = randomBytes(32).toString('hex');
  writeFileSync(file, key, { mode: 0o600 });
  return key;
}
