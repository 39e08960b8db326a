import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_OPERATIONS, operationLabel } from './operation-names.js';

const webSource = path.resolve(import.meta.dirname, '../../../web/src');

/** The names of the operations written in the web app's source (tests aside). */
function webOperationNames(): Set<string> {
  const names = new Set<string>();
  const files = readdirSync(webSource, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.endsWith('.d.ts'),
  );
  for (const file of files) {
    const text = readFileSync(path.join(webSource, file), 'utf8');
    for (const match of text.matchAll(/(?:^|`)\s*(?:query|mutation|subscription)\s+([_A-Za-z]\w*)\s*[({]/gm)) names.add(match[1]!);
  }
  return names;
}

describe('the operation names the metrics are labelled with', () => {
  it('are exactly the operations of the web app', () => {
    const web = webOperationNames();
    expect(web.size).toBeGreaterThan(100);
    expect({
      add: [...web].filter((name) => !KNOWN_OPERATIONS.has(name)).sort(),
      remove: [...KNOWN_OPERATIONS].filter((name) => !web.has(name)).sort(),
    }).toEqual({
      add: [],
      remove: [],
    });
  });

  it('count any other name, or none, as "other"', () => {
    expect(operationLabel('Academy')).toBe('Academy');
    expect(operationLabel('academy')).toBe('other');
    expect(operationLabel('x'.repeat(100))).toBe('other');
    expect(operationLabel(null)).toBe('other');
    expect(operationLabel(undefined)).toBe('other');
    expect(operationLabel('')).toBe('other');
  });
});
