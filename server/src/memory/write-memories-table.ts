import { readFileSync, writeFileSync } from 'node:fs';
import { renderMemoriesTable, withTable } from './memories-table.js';
import { MEMORIES } from './registry.js';

/** Rewrites ARCHITECTURE.md's table of memories from the registry (registry.test.ts checks they agree). */
const target = new URL('../../../ARCHITECTURE.md', import.meta.url);
writeFileSync(target, withTable(readFileSync(target, 'utf8'), renderMemoriesTable(MEMORIES)));
console.log(`memories table written to ${target.pathname}`);
