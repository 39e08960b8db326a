import { availableParallelism } from 'node:os';

/** A job refused because the line is full; the caller may try again a little later. */
export class QueueFullError extends Error {
  constructor() {
    super('the work queue is full');
  }
}

export interface QueueLimits {
  /** Jobs that run at once, all owners together; an owner runs one at a time. */
  atOnce: number;
  /** Jobs that may wait, all owners together. */
  waiting: number;
  /** Jobs one owner may have waiting (besides the one running). */
  waitingPerOwner: number;
}

interface Waiting {
  owner: string;
  start: () => void;
}

/**
 * A line for costly work: at most `atOnce` jobs run at a time and at most one of each owner;
 * the others wait in order of arrival. The line is bounded: past `waiting` jobs, or past
 * `waitingPerOwner` of one owner, a job is refused at once (QueueFullError) instead of waiting,
 * so neither memory held by waiting jobs nor the wait itself grows without bound.
 */
export class WorkQueue {
  private readonly runningOwners = new Set<string>();
  private readonly line: Waiting[] = [];

  constructor(readonly limits: QueueLimits) {}

  get running(): number {
    return this.runningOwners.size;
  }

  get waiting(): number {
    return this.line.length;
  }

  async run<T>(owner: string, job: () => Promise<T>): Promise<T> {
    if (this.runningOwners.size < this.limits.atOnce && !this.runningOwners.has(owner)) {
      this.runningOwners.add(owner);
    } else {
      const ownWaiting = this.line.filter((waiting) => waiting.owner === owner).length;
      if (this.line.length >= this.limits.waiting || ownWaiting >= this.limits.waitingPerOwner) throw new QueueFullError();
      // startNext marks the owner running before this continues, so nobody can take the place meanwhile.
      await new Promise<void>((start) => this.line.push({ owner, start }));
    }
    try {
      return await job();
    } finally {
      this.runningOwners.delete(owner);
      this.startNext();
    }
  }

  private startNext(): void {
    while (this.runningOwners.size < this.limits.atOnce) {
      const index = this.line.findIndex((waiting) => !this.runningOwners.has(waiting.owner));
      if (index < 0) return;
      const [next] = this.line.splice(index, 1);
      this.runningOwners.add(next!.owner);
      next!.start();
    }
  }
}

/** The size of libuv's thread pool, which sharp, password hashing (argon2), gzip and file reads share. */
const THREAD_POOL_SIZE = Number(process.env.UV_THREADPOOL_SIZE) || 4;

/**
 * Image decoding holds one thread of libuv's pool (and, with one libvips thread, one core) while
 * it runs: at most half the pool, and one core fewer than the machine has, so that sign-ins
 * (argon2 on the same pool) never wait behind images and the event loop keeps a core. On the
 * 2-core benchmark machine, one decode at a time accepted as many 24-megapixel photos as two,
 * with /health's longest answer 38 ms instead of 35–488 ms and sign-ins' median 54 ms instead of
 * 86 ms (`npm run hardening -w bench`). A person's uploads go one at a time, two more may wait;
 * 16 wait in all (their bodies, at most 10 MB each, are held meanwhile).
 */
export const IMAGE_QUEUE_LIMITS: QueueLimits = {
  atOnce: Math.max(1, Math.min(Math.floor(THREAD_POOL_SIZE / 2), availableParallelism() - 1)),
  waiting: 16,
  waitingPerOwner: 2,
};

/** The process's one line for image work. */
export const imageQueue = new WorkQueue(IMAGE_QUEUE_LIMITS);
