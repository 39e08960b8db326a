import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTING_NAMES } from './config.js';

const RUNBOOK = new URL('../../docs/operations.md', import.meta.url);

/** The rows of the table under the runbook's "## Settings" heading, each as its cells. */
function settingsTable(markdown: string): string[][] {
  const section = markdown.split(/^## /m).find((part) => part.startsWith('Settings\n'));
  if (!section) return [];
  return section
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line))
    .slice(1)
    .map((line) =>
      line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    );
}

describe('the runbook (docs/operations.md)', () => {
  const rows = settingsTable(readFileSync(RUNBOOK, 'utf8'));
  const documented = rows.map(([name = '']) => name.replace(/`/g, ''));

  it('lists every setting the server reads, and none it does not', () => {
    expect(rows.length, 'docs/operations.md has a "## Settings" table').toBeGreaterThan(0);
    expect(
      SETTING_NAMES.filter((name) => !documented.includes(name)),
      'settings missing from the table',
    ).toEqual([]);
    expect(
      documented.filter((name) => !(SETTING_NAMES as string[]).includes(name)),
      'rows naming no setting',
    ).toEqual([]);
  });

  it('says of each setting what it does, its default and whether production requires it', () => {
    const incomplete = rows.filter((cells) => cells.length !== 4 || cells.some((cell) => cell === '')).map(([name]) => name);
    expect(incomplete).toEqual([]);
  });
});
