import { MAX_KEYS } from '../db/coalesced-reads.js';
import { SHARED_KEPT } from '../graphql/compression.js';
import { DATA_PAGE_TTL_MS, MEMORY_BYTES as DRAWN_PAGES_BYTES } from '../http/first-page-drawing.js';
import { SESSION_MEMORY } from '../modules/auth/session-memory.js';
import { CLASS_LESSONS_MEMORY } from '../modules/classroom/class-lessons.js';
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

/** The measured figure that justifies a memory (with it and without it), and where it is recorded. */
export interface MemoryFigure {
  text: string;
  recordedIn: string;
}

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
    figure: {
      text: 'the dashboard 16% of the raw SQL’s reads without it, 155% with it',
      recordedIn: 'docs/decisions/0124-every-memory-measured.md',
    },
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
    name: 'first pages drawn',
    owner: 'server/src/http/first-page-drawing.ts',
    bound: { kind: 'bytes', bytes: DRAWN_PAGES_BYTES },
    expiry: { ms: DATA_PAGE_TTL_MS, note: 'pages with data; the others none' },
    invalidation: 'the academy’s facts or the build’s index.html differ from those it was drawn from',
    acrossInstances: 'the facts are read from the database on each request',
    figure: {
      text: 'the catalog’s first page 259 a second (p99 236 ms) drawn each time, 2,647 (p99 28 ms) kept',
      recordedIn: 'docs/decisions/0124-every-memory-measured.md',
    },
  },
  {
    name: 'date formatters by zone',
    owner: 'core/src/calendar.ts',
    bound: { kind: 'other', text: 'one per time zone asked for (the academy’s and UTC)' },
    expiry: 'none',
    invalidation: 'never',
    acrossInstances: null,
    figure: {
      text: 'a day formatted in 36.5 µs with a new formatter, 0.8 µs with the kept one',
      recordedIn: 'docs/decisions/0124-every-memory-measured.md',
    },
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
      text: 'the catalog 299 answers a second (p99 166 ms) without it, 2,290 (p99 34 ms) with it',
      recordedIn: 'docs/decisions/0124-every-memory-measured.md',
    },
  },
  {
    name: 'signed-in catalog reads in flight',
    owner: 'server/src/modules/catalog/catalog.service.ts',
    bound: { kind: 'other', text: 'the reads in flight (one per database handle)' },
    expiry: 'none',
    invalidation: 'dropped when the read settles',
    acrossInstances: null,
    figure: {
      text: 'the registration morning’s signed-in catalog p50 / p99 359 / 1,337 ms without it, 28 / 113 ms with it',
      recordedIn: 'docs/decisions/0137-registration-morning-fewer-statements-a-request.md',
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
      text: 'the catalog gzipped 1,212 answers a second (p99 70 ms) without them, 4,008 (p99 16 ms) with them',
      recordedIn: 'docs/decisions/0124-every-memory-measured.md',
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
