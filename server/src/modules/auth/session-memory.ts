import type { Database } from '../../db/client.js';
import type { LRUCache } from 'lru-cache';
import { boundedMemory, forgetWhere, type MemoryBounds } from '../../memory/bounded.js';

/**
 * The sessions a server process has looked up, so that a request of a session it knows costs no
 * statement of its own: on a machine the database shares, the lookup and its round trip were a
 * third of the CPU of a dashboard read, on both sides.
 *
 * Every change to what a lookup reads is announced on the "session_changes" channel by triggers
 * (migration 0004), from any process or script: a revoked or removed session, a student's new
 * work session (the multiple sign-in rule reads the newest), a changed family, an employee's
 * roles or activity. The process forgets the sessions named. Nothing is remembered or recalled
 * while the process is not listening, and what it knew is dropped whenever listening stops or
 * starts again, since announcements in between are missed. Expiry needs no announcement: each
 * recall checks it against the request's clock.
 *
 * Announcements can also be lost without the connection dropping (a connection pooler in
 * transaction mode delivers none): so nothing is remembered for more than a minute, and a session
 * revoked anywhere is refused everywhere within that minute at worst.
 */

/** What the memory needs of a session lookup's row to know which announcements concern it. */
export interface RememberedSessionRow {
  id: number;
  studentId: number | null;
  familyMemberId: number | null;
  employeeId: number | null;
  expiresAt: Date;
}

export const SESSION_CHANGES_CHANNEL = 'session_changes';

/** What the triggers announce: the sessions of one session, student, family member or employee, or all of them. */
export type SessionChange = `${'session' | 'student' | 'member' | 'employee'}:${number}` | 'all';

/** What one process keeps of sessions: about 40,000 of them, the least recently used out first, each for a minute. */
export const SESSION_MEMORY: MemoryBounds = { maxBytes: 16 * 1024 * 1024, ttlMs: 60_000 };

export class SessionMemory<Row extends RememberedSessionRow> {
  private readonly rows: LRUCache<string, Row>;
  private listening = false;
  private started: () => void = () => undefined;
  /** Resolves once the process first listens: before, every request looks its session up. */
  readonly listeningStarted = new Promise<void>((resolve) => (this.started = resolve));
  /** Announcements heard so far: a lookup that overlapped one may have read what it changed, and is not kept. */
  private heard = 0;

  constructor(bounds: MemoryBounds = SESSION_MEMORY) {
    this.rows = boundedMemory<string, Row>(bounds);
  }

  /** The remembered row of a session token's hash, while it has not expired at `now`. */
  recall(tokenHash: string, now: Date): Row | undefined {
    if (!this.listening) return undefined;
    const row = this.rows.get(tokenHash);
    return row && row.expiresAt > now ? row : undefined;
  }

  /** A mark to take before a lookup, for `keep`. */
  mark(): number {
    return this.heard;
  }

  /** Keeps what a lookup begun at `mark` found, unless a change was announced meanwhile. */
  keep(tokenHash: string, row: Row, mark: number): void {
    if (this.listening && mark === this.heard) this.rows.set(tokenHash, row);
  }

  /** An announcement on the channel (a SessionChange), or a change this process made itself. */
  hear(change: string): void {
    this.heard += 1;
    const [kind, value] = change.split(':');
    const id = Number(value);
    if (kind === 'session') forgetWhere(this.rows, (row) => row.id === id);
    else if (kind === 'student') forgetWhere(this.rows, (row) => row.studentId === id);
    else if (kind === 'member') forgetWhere(this.rows, (row) => row.familyMemberId === id);
    else if (kind === 'employee') forgetWhere(this.rows, (row) => row.employeeId === id);
    else this.rows.clear();
  }

  /** Listening stopped or started: what was kept may have missed announcements. */
  setListening(listening: boolean): void {
    this.heard += 1;
    this.rows.clear();
    this.listening = listening;
    if (listening) this.started();
  }

  get size(): number {
    return this.rows.size;
  }

  /** The estimated bytes of what is kept. */
  get bytes(): number {
    return this.rows.calculatedSize;
  }
}

/** A new session memory for a database handle, listening for changes from now on (and trying again until it does). */
export function listeningSessionMemory<Row extends RememberedSessionRow>(database: Database): SessionMemory<Row> {
  const memory = new SessionMemory<Row>();
  const start = () =>
    database
      .listen(
        SESSION_CHANGES_CHANNEL,
        (change) => memory.hear(change),
        (listening) => memory.setListening(listening),
      )
      .then(
        () => memory.setListening(true),
        () => setTimeout(() => void start(), 1000).unref(),
      );
  void start();
  return memory;
}
