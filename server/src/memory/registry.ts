import { HOUR_OFFSETS_KEPT, MIDNIGHTS_KEPT } from '@solve/core';
import { MAX_KEYS } from '../db/coalesced-reads.js';
import { SHARED_KEPT } from '../graphql/compression.js';
import { DATA_PAGE_TTL_MS, MEMORY_BYTES as DRAWN_PAGES_BYTES } from '../http/first-page-drawing.js';
import { SESSION_MEMORY } from '../modules/auth/session-memory.js';
import { CLASS_LESSONS_MEMORY } from '../modules/classroom/class-lessons.js';
import { MONTH_TITLES_MEMORY } from '../modules/classroom/dashboard.service.js';
import { ANSWER_MEMORY } from '../modules/player/answer-memory.js';

/**
 * Every memory a process keeps between requests (or shares between requests in flight), with its
 * bound, its expiry, what makes it forget, and the measured figure that earns it its place. Bounds
 * and expiries are the owners' own constants, so this list cannot drift from them; ARCHITECTURE.md's
 * table of memories is rendered from it (memories-table.ts, `npm run memories:table -w server`).
 */

/** How much a memory may hold. */
export type MemoryBound =
  | { kind: 'bytes'; bytes: number; note?: string }
  | { kind: 'entries'; entries: number; note?: string }
  /** Bounded by something else than a number of its own: the requests in flight, the statements in the code. */
  | { kind: 'other'; text: string };

/** How long an entry may be kept: at most `ms`, or until something forgets it. */
export type MemoryExpiry = { ms: number; note?: string } | 'none';

/** The measured figure that justifies a memory, and where it is recorded. */
export type MemoryFigure = { text: string; recordedIn: string } | 'no figure recorded';

export interface MemoryEntry {
  name: string;
  /** The file that owns the memory, from the repository's root. */
  owner: string;
  bound: MemoryBound;
  expiry: MemoryExpiry;
  /** What makes the process forget an entry before it expires. */
  invalidation: string;
  /** How a change made by another process reaches this one; null when nothing kept can go stale. */
  acrossInstances: string | null;
  figure: MemoryFigure;
}

/** The answer memory's kinds together (they expire alike: registry.test.ts checks it). */
const answerBytes = Object.values(ANSWER_MEMORY).reduce((sum, bounds) => sum + bounds.maxBytes, 0);

export const MEMORIES: readonly MemoryEntry[] = [
  {
    name: 'sessions',
    owner: 'server/src/modules/auth/session-memory.ts',
    bound: { kind: 'bytes', bytes: SESSION_MEMORY.maxBytes, note: 'about 40,000 sessions' },
    expiry: { ms: SESSION_MEMORY.ttlMs },
    invalidation: 'a trigger announces a change on `session_changes`; listening drops or starts (everything)',
    acrossInstances: 'every process listens on `session_changes` (migration 0004); a lost announcement lasts a minute at most',
    figure: { text: 'the dashboard from about 950 to 1,300 reads a second', recordedIn: 'docs/decisions/0068-sessions-from-memory.md' },
  },
  {
    name: 'class lessons',
    owner: 'server/src/modules/classroom/class-lessons.ts',
    bound: { kind: 'bytes', bytes: CLASS_LESSONS_MEMORY.maxBytes, note: 'a class of 40 lessons about 200 KB' },
    expiry: { ms: CLASS_LESSONS_MEMORY.ttlMs },
    invalidation: 'the content version rises (everything)',
    acrossInstances: 'each page reads the content version, which triggers raise on any change (migrations 0003, 0005)',
    figure: 'no figure recorded',
  },
  {
    name: 'answers: attempts, responses, set rules, problems',
    owner: 'server/src/modules/player/answer-memory.ts',
    bound: { kind: 'bytes', bytes: answerBytes, note: '4 + 4 + 8 + 24 MB' },
    expiry: { ms: ANSWER_MEMORY.submissions.ttlMs },
    invalidation: 'the content version rises (set rules, problems); attempts and responses never change',
    acrossInstances: 'the answer’s write lands only at the content version it read; otherwise it reads afresh',
    figure: { text: 'the read was a quarter of the CPU of every answer', recordedIn: 'docs/decisions/0076-answers-from-memory.md' },
  },
  {
    name: 'dashboard month titles',
    owner: 'server/src/modules/classroom/dashboard.service.ts',
    bound: { kind: 'bytes', bytes: MONTH_TITLES_MEMORY.maxBytes },
    expiry: { ms: MONTH_TITLES_MEMORY.ttlMs },
    invalidation: 'never (a title never changes)',
    acrossInstances: null,
    figure: {
      text: 'formatting with `Intl` about 8 µs, a look-up about 10 ns',
      recordedIn: 'docs/decisions/0072-what-a-process-remembers-is-bounded.md',
    },
  },
  {
    name: 'first pages drawn',
    owner: 'server/src/http/first-page-drawing.ts',
    bound: { kind: 'bytes', bytes: DRAWN_PAGES_BYTES },
    expiry: { ms: DATA_PAGE_TTL_MS, note: 'pages with data; the others none' },
    invalidation: 'the academy’s facts or the build’s index.html differ from those it was drawn from',
    acrossInstances: 'the facts are read from the database on each request',
    figure: 'no figure recorded',
  },
  {
    name: 'zone offsets by hour',
    owner: 'core/src/calendar.ts',
    bound: { kind: 'entries', entries: HOUR_OFFSETS_KEPT, note: 'emptied when full' },
    expiry: 'none',
    invalidation: 'never (a zone’s rules do not change while the process runs)',
    acrossInstances: null,
    figure: 'no figure recorded',
  },
  {
    name: 'midnights by date and zone',
    owner: 'core/src/calendar.ts',
    bound: { kind: 'entries', entries: MIDNIGHTS_KEPT, note: 'emptied when full' },
    expiry: 'none',
    invalidation: 'never (as zone offsets)',
    acrossInstances: null,
    figure: 'no figure recorded',
  },
  {
    name: 'date formatters by zone',
    owner: 'core/src/calendar.ts',
    bound: { kind: 'other', text: 'one per time zone asked for (the academy’s and UTC)' },
    expiry: 'none',
    invalidation: 'never',
    acrossInstances: null,
    figure: 'no figure recorded',
  },
  {
    name: 'compiled GraphQL documents',
    owner: 'server/src/graphql/compiled.ts',
    bound: { kind: 'other', text: 'one per document in Yoga’s parse cache (its default: 1,024, an hour)' },
    expiry: 'none',
    invalidation: 'its document leaves the parse cache (a WeakMap); a document is compiled on its second run',
    acrossInstances: null,
    figure: {
      text: 'the dashboard about 20% more requests a second for about 20% less CPU each',
      recordedIn: 'docs/decisions/0004-compiled-execution-with-graphql-jit.md',
    },
  },
  {
    name: 'shared public reads',
    owner: 'server/src/graphql/shared-reads.ts',
    bound: { kind: 'other', text: 'the executions in flight' },
    expiry: 'none',
    invalidation: 'dropped when the execution settles',
    acrossInstances: null,
    figure: {
      text: 'the catalog from 593 to 1,580–1,750 answers a second',
      recordedIn: 'docs/decisions/0051-the-catalog-read-is-shared-while-in-flight.md',
    },
  },
  {
    name: 'shared catalog read',
    owner: 'server/src/modules/catalog/catalog.service.ts',
    bound: { kind: 'other', text: 'the reads in flight (one per handle and minute)' },
    expiry: 'none',
    invalidation: 'dropped when the read settles',
    acrossInstances: null,
    figure: {
      text: 'recorded with the shared public reads, not apart',
      recordedIn: 'docs/decisions/0051-the-catalog-read-is-shared-while-in-flight.md',
    },
  },
  {
    name: 'bytes of the last shared answers',
    owner: 'server/src/graphql/compression.ts',
    bound: { kind: 'entries', entries: SHARED_KEPT, note: 'about 200 kB each for the catalog' },
    expiry: 'none',
    invalidation: 'pushed out by newer shared answers; found by the answer’s own text, so never stale',
    acrossInstances: null,
    figure: {
      text: 'recorded with the shared public reads, not apart',
      recordedIn: 'docs/decisions/0051-the-catalog-read-is-shared-while-in-flight.md',
    },
  },
  {
    name: 'coalesced reads',
    owner: 'server/src/db/coalesced-reads.ts',
    bound: { kind: 'entries', entries: MAX_KEYS, note: 'asks per batch unless the caller names another' },
    expiry: 'none',
    invalidation: 'nothing is kept past a batch (one turn of the event loop)',
    acrossInstances: null,
    figure: {
      text: 'the dashboard from about 1,450–1,800 to 2,050–3,600 reads a second',
      recordedIn: 'docs/decisions/0070-pages-asked-for-together-are-read-together.md',
    },
  },
  {
    name: 'prepared statements',
    owner: 'server/src/db/per-handle.ts',
    bound: { kind: 'other', text: 'one per statement in the code and database handle' },
    expiry: 'none',
    invalidation: 'never (each pool connection plans a statement once)',
    acrossInstances: null,
    figure: {
      text: 'opening the player 3.3 ms of PostgreSQL’s CPU unprepared, 0.55 ms prepared',
      recordedIn: 'docs/decisions/0071-hot-reads-are-one-prepared-statement-each.md',
    },
  },
];
