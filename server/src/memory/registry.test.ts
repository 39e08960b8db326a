import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ANSWER_MEMORY } from '../modules/player/answer-memory.js';
import { renderMemoriesTable, tableCells, tableInMarkdown } from './memories-table.js';
import { MEMORIES } from './registry.js';

const root = new URL('../../../', import.meta.url);

describe('the registry of memories', () => {
  it('agrees with the table in ARCHITECTURE.md (npm run memories:table -w server rewrites it)', () => {
    const written = tableInMarkdown(readFileSync(new URL('ARCHITECTURE.md', root), 'utf8'));
    expect(written, 'ARCHITECTURE.md has the memories markers').not.toBeNull();
    expect(tableCells(written ?? '')).toEqual(tableCells(renderMemoriesTable(MEMORIES)));
  });

  it('names files that exist, for owners and figures', () => {
    for (const memory of MEMORIES) {
      expect(existsSync(new URL(memory.owner, root)), memory.owner).toBe(true);
      expect(existsSync(new URL(memory.figure.recordedIn, root)), memory.figure.recordedIn).toBe(true);
    }
  });

  it('lists each memory once', () => {
    expect(new Set(MEMORIES.map((memory) => memory.name)).size).toBe(MEMORIES.length);
  });

  it('can list the answer memory as one entry: its kinds expire alike', () => {
    expect(new Set(Object.values(ANSWER_MEMORY).map((bounds) => bounds.ttlMs)).size).toBe(1);
  });
});
