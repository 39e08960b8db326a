import { formatMessage } from '@solve/core';
import { imageSizeOf } from '@solve/core/image-size';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sampleImage, uploadAs, uploadingFamily } from '../../test/upload-kit.js';
import type { StudentViewer } from '../auth/viewer.js';
import { acceptUpload } from './accept-upload.service.js';
import * as codec from './image-codec.js';
import { IMAGE_QUEUE_LIMITS, imageQueue, QueueFullError, WorkQueue } from './image-queue.js';

/**
 * Image work runs in a bounded line: a few decodes at once in the process, one at a time per
 * person, a line of bounded length; past it an upload is refused with "try again" and kept.
 */

// The decodes the server starts, held at a gate so that the test sees how many run at once.
vi.mock('./image-codec.js', async (importOriginal) => {
  const real = await importOriginal<typeof codec>();
  return { ...real, reencodeImage: vi.fn(real.reencodeImage) };
});

/** A job that runs until it is finished by hand, and records how many ran at once. */
function heldJobs() {
  const running = new Map<string, number>();
  let most = 0;
  let mostOfOne = 0;
  const finishers: (() => void)[] = [];
  const job = (owner: string) => async () => {
    running.set(owner, (running.get(owner) ?? 0) + 1);
    most = Math.max(
      most,
      [...running.values()].reduce((sum, n) => sum + n, 0),
    );
    mostOfOne = Math.max(mostOfOne, running.get(owner)!);
    await new Promise<void>((finish) => finishers.push(finish));
    running.set(owner, running.get(owner)! - 1);
    return owner;
  };
  const finishAll = async () => {
    while (finishers.length > 0) {
      finishers.shift()!();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { job, finishAll, started: () => finishers.length, most: () => most, mostOfOne: () => mostOfOne };
}

const settle = <T>(promise: Promise<T>) =>
  promise.then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );

describe('the work queue', () => {
  it('runs at most its number at once and one per owner; the others wait and all run in the end', async () => {
    const queue = new WorkQueue({ atOnce: 2, waiting: 10, waitingPerOwner: 3 });
    const held = heldJobs();
    const done = Promise.all(['a', 'a', 'b', 'c', 'a', 'b'].map((owner) => queue.run(owner, held.job(owner))));
    await new Promise((resolve) => setImmediate(resolve));
    expect([held.started(), queue.running, queue.waiting]).toEqual([2, 2, 4]);
    await held.finishAll();
    expect(await done).toEqual(['a', 'a', 'b', 'c', 'a', 'b']);
    expect([held.most(), held.mostOfOne(), queue.running, queue.waiting]).toEqual([2, 1, 0, 0]);
  });

  it('refuses at once past the line’s length and past an owner’s share of it', async () => {
    const queue = new WorkQueue({ atOnce: 1, waiting: 3, waitingPerOwner: 2 });
    const held = heldJobs();
    const results = ['a', 'a', 'a', 'a', 'b', 'c', 'd'].map((owner) => settle(queue.run(owner, held.job(owner))));
    await new Promise((resolve) => setImmediate(resolve));
    // a runs, a and a wait (its share), the fourth a is refused; b waits (the line is full), c and d are refused.
    expect([queue.running, queue.waiting]).toEqual([1, 3]);
    await held.finishAll();
    const refused = (await Promise.all(results)).map((result) => !result.ok && result.error instanceof QueueFullError);
    expect(refused).toEqual([false, false, false, true, false, true, true]);
  });

  it('frees the place of a job that fails', async () => {
    const queue = new WorkQueue({ atOnce: 1, waiting: 1, waitingPerOwner: 1 });
    await expect(queue.run('a', () => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await queue.run('a', () => Promise.resolve('next'))).toBe('next');
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it('leaves at least half of libuv’s thread pool to sign-ins', () => {
    const pool = Number(process.env.UV_THREADPOOL_SIZE) || 4;
    expect(IMAGE_QUEUE_LIMITS.atOnce).toBeGreaterThanOrEqual(1);
    expect(IMAGE_QUEUE_LIMITS.atOnce).toBeLessThanOrEqual(Math.max(1, pool / 2));
  });
});

describe('image uploads in the queue', () => {
  let server: TestServer;
  let origin = '';
  let newStudent: Awaited<ReturnType<typeof uploadingFamily>>['newStudent'];

  beforeAll(async () => {
    server = await startTestServer();
    ({ origin, newStudent } = await uploadingFamily(server));
  });
  afterAll(() => server.close());

  /**
   * Holds every decode until `open` is called and counts how many run at once, in all and per
   * person (each person's images have their own width, which tells them apart).
   */
  function gatedDecodes() {
    const reencode = vi.mocked(codec.reencodeImage);
    const real = reencode.getMockImplementation()!;
    let open!: () => void;
    const opened = new Promise<void>((resolve) => (open = resolve));
    const running = new Map<number, number>();
    const counts = { most: 0, mostOfOne: 0, now: 0 };
    reencode.mockImplementation(async (body, format) => {
      const person = imageSizeOf(body)!.width;
      running.set(person, (running.get(person) ?? 0) + 1);
      counts.now += 1;
      counts.most = Math.max(counts.most, counts.now);
      counts.mostOfOne = Math.max(counts.mostOfOne, running.get(person)!);
      try {
        await opened;
        return await real(body, format);
      } finally {
        running.set(person, running.get(person)! - 1);
        counts.now -= 1;
      }
    });
    return { open, counts, restore: () => reencode.mockImplementation(real) };
  }

  /** Starts every acceptance at once; answers their outcomes once all are running, waiting or refused, and the gate's counts. */
  async function acceptAllAtOnce(uploads: { viewer: StudentViewer; key: string }[]) {
    const gate = gatedDecodes();
    try {
      let refused = 0;
      const outcomes = uploads.map(({ viewer, key }) =>
        settle(acceptUpload(server.services, viewer, key, 'ATTACHMENT')).then((outcome) => {
          if (!outcome.ok) refused += 1;
          return outcome;
        }),
      );
      await vi.waitFor(() => expect(gate.counts.now + imageQueue.waiting + refused).toBe(uploads.length), { timeout: 20_000 });
      const line = { running: gate.counts.now, waiting: imageQueue.waiting, refused };
      gate.open();
      return { line, outcomes: await Promise.all(outcomes), counts: gate.counts };
    } finally {
      gate.restore();
    }
  }

  const busy = (outcome: { ok: boolean; error?: unknown }) =>
    !outcome.ok && outcome.error instanceof DomainError && outcome.error.code === 'IMAGES_BUSY';

  it('with 20 uploads at once decodes at most its number at once, one per person, and refuses past the line', async () => {
    const uploads: { viewer: StudentViewer; key: string }[] = [];
    for (let person = 0; person < 10; person += 1) {
      const { token, viewer } = await newStudent();
      const image = await sampleImage('png', 20 + person);
      for (let i = 0; i < 2; i += 1)
        uploads.push({
          viewer,
          key: await uploadAs(server.gql, origin, token, { body: image, contentType: 'image/png', purpose: 'ATTACHMENT' }),
        });
    }
    const { line, outcomes, counts } = await acceptAllAtOnce(uploads);
    const atOnce = Math.min(IMAGE_QUEUE_LIMITS.atOnce, 10);
    expect(line.running).toBe(atOnce);
    expect(line.waiting).toBe(Math.min(IMAGE_QUEUE_LIMITS.waiting, 20 - atOnce));
    expect(counts.most).toBe(atOnce);
    expect(counts.mostOfOne).toBe(1);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(line.running + line.waiting);
    expect(outcomes.filter(busy)).toHaveLength(line.refused);
    expect(line.refused).toBe(20 - line.running - line.waiting);
    expect([imageQueue.running, imageQueue.waiting]).toEqual([0, 0]);
  });

  it('takes one person’s uploads one at a time, two more waiting; past that they are told to try again, and may', async () => {
    const { token, viewer } = await newStudent();
    const image = await sampleImage('png', 12);
    const keys: string[] = [];
    for (let i = 0; i < 4; i += 1)
      keys.push(await uploadAs(server.gql, origin, token, { body: image, contentType: 'image/png', purpose: 'ATTACHMENT' }));
    const { line, outcomes, counts } = await acceptAllAtOnce(keys.map((key) => ({ viewer, key })));
    expect(line).toEqual({ running: 1, waiting: IMAGE_QUEUE_LIMITS.waitingPerOwner, refused: 1 });
    expect(counts.mostOfOne).toBe(1);
    const refusedAt = outcomes.findIndex(busy);
    const refusal = outcomes[refusedAt]!;
    expect(!refusal.ok && refusal.error instanceof DomainError && refusal.error.message).toBe(formatMessage('IMAGES_BUSY'));

    // The refused upload is kept as it was: the same save, tried again, is accepted.
    const [row] = await server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, keys[refusedAt]!));
    expect(row!.uploadedAt).toBeNull();
    expect(await server.services.storage.head(row!.uploadKey!)).not.toBeNull();
    expect((await acceptUpload(server.services, viewer, keys[refusedAt]!, 'ATTACHMENT')).key).toBe(keys[refusedAt]);
  });
});
