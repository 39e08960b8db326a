import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inRequestScope } from './http/request-scope.js';
import { createLogger, safeError } from './logger.js';
import { startTestServer, type TestServer } from './test/harness.js';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { lines, logger: createLogger('info', sink) };
}

/** The error a statement of the database fails with, its parameters holding what a user sent. */
async function failedStatement(statement: Parameters<typeof t.services.db.execute>[0]): Promise<unknown> {
  try {
    await t.services.db.execute(statement);
  } catch (error) {
    return error;
  }
  throw new Error('the statement did not fail');
}

describe('logged errors', () => {
  it('keep the text of a failed statement but not its parameters, nor the values the database quotes', async () => {
    const email = 'parent.of.kid@family.example';
    const error = await failedStatement(sql`select ${email}::int as n`);
    // Unlogged, the error names the e-mail address twice: as a parameter, and in the database's message.
    expect(JSON.stringify({ message: (error as Error).message, cause: String((error as Error).cause) })).toContain(email);
    const { lines, logger } = capture();
    logger.error({ err: error }, 'unexpected error');
    const line = JSON.stringify(lines);
    expect(line).not.toContain(email);
    expect(lines[0]).toMatchObject({
      err: { message: expect.stringMatching(/^Failed query: select \$1::int as n/), cause: { code: '22P02' } },
    });
  });

  it('keep the message, code and stack of other errors, not the fields they carry', () => {
    const error = Object.assign(new Error('the clock broke'), { code: 'E_CLOCK', input: { email: 'kid@family.example' } });
    expect(safeError(error)).toEqual({ type: 'Error', message: 'the clock broke', code: 'E_CLOCK', stack: error.stack });
    expect(safeError('a thrown string')).toBe('a thrown string');
  });
});

describe('log lines', () => {
  it('name the request they were written for, wherever they were written from', async () => {
    const { lines, logger } = capture();
    await inRequestScope('request-17', async () => {
      await new Promise((resolve) => setImmediate(resolve));
      logger.warn('inside');
    });
    logger.warn('outside');
    expect(lines.map((line) => [line.msg, line.requestId])).toEqual([
      ['inside', 'request-17'],
      ['outside', undefined],
    ]);
  });
});
