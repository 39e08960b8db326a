import { globSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = path.resolve(import.meta.dirname, '../modules');
const sources = globSync('**/*.ts', { cwd: modules }).filter((file) => !file.endsWith('.test.ts'));

describe('authorization lives in one place', () => {
  it('no module keeps its own policy file', () => {
    expect(sources.filter((file) => file.endsWith('.policy.ts'))).toEqual([]);
  });

  it('no module defines its own admin check', () => {
    const own = sources.filter((file) => /function requireAdmin/.test(readFileSync(path.join(modules, file), 'utf8')));
    expect(own).toEqual([]);
  });
});
