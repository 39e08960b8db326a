import { messages } from '@solve/core';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStudent } from '../db/seed/factories/people.js';
import { createSettings } from '../db/seed/factories/settings.js';
import { startTestServer, type TestServer } from '../test/harness.js';
import { isStorableText, unstorableVariable } from './safe-text.js';

describe('text that can be stored', () => {
  it.each<[string, boolean]>([
    ['plain words', true],
    ['', true],
    ['Zoë 😀 数学', true],
    ['a\0b', false],
    ['\0', false],
    ['half an emoji \uD83D', false],
    ['\uDE00 the other half first', false],
    ['\uDE00\uD83D reversed', false],
  ])('%j: %s', (text, storable) => {
    expect(isStorableText(text)).toBe(storable);
  });

  it('finds the first bad string in nested variables, and its path', () => {
    expect(unstorableVariable({ input: { name: 'Ann', tags: ['a', 'b\0'] } })).toBe('.input.tags.1');
    expect(unstorableVariable({ ['k\0']: 1 })).toBe('.k\0');
    expect(unstorableVariable({ input: { name: 'Ann', n: 3, on: true, none: null } })).toBeNull();
    expect(unstorableVariable(null)).toBeNull();
  });

  it('walks variables nested as deep as a body allows without running out of stack', () => {
    const deep = JSON.parse(`${'['.repeat(50_000)}"\\u0000"${']'.repeat(50_000)}`) as unknown;
    expect(unstorableVariable({ deep })).toMatch(/^\.deep(\.0)+$/);
  });
});

describe('string arguments with NUL or an unpaired surrogate', () => {
  let t: TestServer;
  const errorLines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    t = await startTestServer();
    await createSettings(t.services.db);
    await createStudent(t.services.db, { username: 'safe-text-kid', passwordHash: 'not-used' });
    t.services.logger = pino(
      { level: 'error' },
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          errorLines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
          done();
        },
      }),
    );
  });
  afterAll(() => t.close());

  const LOGIN = 'mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }';

  it.each<[string, string, Record<string, unknown>]>([
    ['a NUL in a variable', LOGIN, { u: 'safe-text-kid\0', p: 'secret' }],
    ['an unpaired surrogate in a variable', LOGIN, { u: 'safe-text-kid', p: 'pass\uD800word' }],
    ['a NUL in a literal', 'mutation { studentLogin(username: "safe\\u0000kid", password: "secret") { token } }', {}],
  ])('are refused before anything runs, in words the user can act on: %s', async (_name, query, variables) => {
    const result = await t.gql(query, variables);
    expect(result.errors?.[0]?.message).toBe(messages.INVALID_TEXT);
    expect(result.errors?.[0]?.extensions?.code).toBe('INVALID_TEXT');
    expect(result.data ?? null).toBeNull();
    expect(JSON.stringify(result)).not.toContain('Unexpected error');
  });

  it('names the variable that holds the bad text', async () => {
    const result = await t.gql(LOGIN, { u: 'safe-text-kid', p: 'x\0' });
    expect(result.errors?.[0]?.extensions?.variable).toBe('p');
  });

  it('let well-formed text through, emoji included', async () => {
    const result = await t.gql(LOGIN, { u: 'safe-text-kid 😀', p: 'secret' });
    expect(result.errors?.[0]?.extensions?.code).not.toBe('INVALID_TEXT');
    expect(JSON.stringify(result)).not.toContain('Unexpected error');
  });

  it('log nothing as an error', () => {
    expect(errorLines).toEqual([]);
  });
});
