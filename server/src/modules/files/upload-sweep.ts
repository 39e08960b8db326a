import { UNATTACHED_UPLOAD_HOURS } from '@solve/core/files';
import { and, asc, inArray, isNotNull, isNull, lt } from 'drizzle-orm';
import { uploadedFiles } from '../../db/schema/index.js';
import { UPLOAD_URL_SECONDS } from '../../integrations/storage/storage.js';
import type { Services } from '../../services.js';

/** Files handled per sweep and kind, so that one sweep stays short; a backlog goes over several. */
export const SWEEP_BATCH = 100;

export interface SweepResult {
  /** Uploads deleted because nothing used them for a day. */
  deleted: number;
  /** Accepted uploads whose expired upload URL was cleaned up. */
  closed: number;
}

/**
 * Deletes uploads that nothing has used for UNATTACHED_UPLOAD_HOURS (both their stored files; the
 * row stays, marked deleted, so that the daily quota still counts it), and once an accepted
 * upload's URL has expired removes whatever a replay may have put under its upload key. A file
 * whose removal fails stays for the next sweep.
 */
export async function sweepUploads(services: Services, batch = SWEEP_BATCH): Promise<SweepResult> {
  const now = services.now();
  const { db, storage } = services;
  const staleBefore = new Date(now.getTime() - UNATTACHED_UPLOAD_HOURS * 3600 * 1000);
  const stale = await db
    .select({ id: uploadedFiles.id, key: uploadedFiles.key, uploadKey: uploadedFiles.uploadKey })
    .from(uploadedFiles)
    .where(and(isNull(uploadedFiles.attachedAt), isNull(uploadedFiles.deletedAt), lt(uploadedFiles.createdAt, staleBefore)))
    .orderBy(asc(uploadedFiles.createdAt))
    .limit(batch);
  const deleted = await removeEach(services, stale, async (file) => {
    if (file.uploadKey) await storage.remove(file.uploadKey);
    await storage.remove(file.key);
  });
  if (deleted.length) {
    await db.update(uploadedFiles).set({ deletedAt: now, uploadKey: null }).where(inArray(uploadedFiles.id, deleted));
  }

  const expiredBefore = new Date(now.getTime() - (UPLOAD_URL_SECONDS + 60) * 1000);
  const expired = await db
    .select({ id: uploadedFiles.id, uploadKey: uploadedFiles.uploadKey })
    .from(uploadedFiles)
    .where(and(isNotNull(uploadedFiles.uploadKey), isNotNull(uploadedFiles.uploadedAt), lt(uploadedFiles.createdAt, expiredBefore)))
    .limit(batch);
  const closed = await removeEach(services, expired, async (file) => {
    if (file.uploadKey) await storage.remove(file.uploadKey);
  });
  if (closed.length) await db.update(uploadedFiles).set({ uploadKey: null }).where(inArray(uploadedFiles.id, closed));
  return { deleted: deleted.length, closed: closed.length };
}

/** Runs `remove` for each file one after the other; answers the ids it succeeded for. */
async function removeEach<T extends { id: number }>(services: Services, files: T[], remove: (file: T) => Promise<void>): Promise<number[]> {
  const done: number[] = [];
  for (const file of files) {
    try {
      await remove(file);
      done.push(file.id);
    } catch (error) {
      services.logger.warn({ err: error, fileId: file.id }, 'could not remove an upload; the next sweep tries again');
    }
  }
  return done;
}
