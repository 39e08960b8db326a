import { pino } from 'pino';
import { currentRequestId } from './http/request-scope.js';

export type Logger = pino.Logger;

/**
 * JSON lines. Every line written while a request is served names it (requestId). Logs carry no
 * secrets, query parameters or personal data: errors are written by `safeError`, and request
 * lines name only the route or operation.
 */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  return pino(
    {
      level,
      base: { app: 'solve' },
      mixin: () => {
        const requestId = currentRequestId();
        return requestId ? { requestId } : {};
      },
      serializers: { err: safeError },
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    destination,
  );
}

interface SafeError {
  type: string;
  message?: string;
  code?: unknown;
  stack?: string;
  cause?: unknown;
  [field: string]: unknown;
}

/** What a database error may say in a log: where and what kind, never the values involved (its message and detail can quote them). */
const DATABASE_FIELDS = ['code', 'severity', 'routine', 'table', 'column', 'constraint', 'dataType'] as const;

/**
 * An error as the logs may keep it: its type, message, code and stack, and the same of its cause.
 * A failed SQL statement keeps its text but not its parameters (e-mail addresses, names, answers);
 * a database error keeps its code and the table, column or constraint, not its message or detail;
 * other fields of an error are left out, since any of them may hold what a user sent.
 */
export function safeError(value: unknown, depth = 0): unknown {
  if (!(value instanceof Error)) return value;
  const type = value.constructor.name || value.name;
  if (isDatabaseError(value)) {
    const out: SafeError = { type };
    for (const field of DATABASE_FIELDS) if (value[field] !== undefined) out[field] = value[field];
    return out;
  }
  const out: SafeError = { type, message: value.message, stack: value.stack };
  if (isFailedStatement(value)) {
    out.message = `Failed query: ${value.query}`;
    out.stack = `${type}: ${out.message}${stackFrames(value.stack)}`;
  }
  const code = (value as { code?: unknown }).code;
  if (typeof code === 'string' || typeof code === 'number') out.code = code;
  if (value.cause !== undefined && depth < 3) out.cause = safeError(value.cause, depth + 1);
  return out;
}

/** Drizzle's error for a statement that failed: its message lists the parameters. */
function isFailedStatement(error: Error): error is Error & { query: string; params: unknown } {
  return typeof (error as { query?: unknown }).query === 'string' && 'params' in error;
}

/** An error PostgreSQL (or PGlite) answered with. */
function isDatabaseError(error: Error): error is Error & Partial<Record<(typeof DATABASE_FIELDS)[number], unknown>> {
  const { code, severity } = error as { code?: unknown; severity?: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && typeof severity === 'string';
}

/** The "    at …" lines of a stack, without the message above them (which may span lines). */
function stackFrames(stack: string | undefined): string {
  const at = stack?.indexOf('\n    at ') ?? -1;
  return at >= 0 ? stack!.slice(at) : '';
}
