import { dueDigestWeek, type DigestWeek } from '@solve/core/digest-week';
import { academySettings } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import { type DigestAcademy, queueDigestBatch } from './digest-queue.js';
import { readDigestFamilies } from './digest-read.js';
import { announceUnreadChanged } from './inbox.service.js';
import { academyOffKinds } from './recipients.js';

/** Families queued per transaction: a few thousand rows a statement, and a crash loses at most one batch's work (redone next run). */
export const DIGEST_BATCH_FAMILIES = 250;

export interface DigestRunResult {
  /** The week's Sunday, or null when no digest is due. */
  week: string | null;
  families: number;
  notified: number;
  mails: number;
}

const FALLBACK_ZONE = 'America/Los_Angeles';

/**
 * The weekly digest, run by a recurring job (never on a request): on Sunday evening in the
 * academy's zone, every family owed the week's digest is read at once, composed in memory and
 * queued in batches. Outside the digest's hours, or when the academy turned the digest off, it
 * does nothing. `week` names the week outright (the demo seed and the benchmark).
 */
export async function sendWeeklyDigests(services: Services, week?: DigestWeek): Promise<DigestRunResult> {
  const [settings] = await services.db
    .select({ name: academySettings.name, timeZone: academySettings.timeZone, supportEmail: academySettings.supportEmail })
    .from(academySettings);
  const timeZone = settings?.timeZone ?? FALLBACK_ZONE;
  const due = week ?? dueDigestWeek(services.now(), timeZone);
  const result: DigestRunResult = { week: due?.sunday ?? null, families: 0, notified: 0, mails: 0 };
  if (!due || (await academyOffKinds(services.db)).has('WEEKLY_DIGEST')) return result;
  const academy: DigestAcademy = { name: settings?.name || 'Your academy', replyTo: settings?.supportEmail ?? '' };

  const families = await readDigestFamilies(services.db, due, timeZone);
  for (let at = 0; at < families.length; at += DIGEST_BATCH_FAMILIES) {
    const batch = families.slice(at, at + DIGEST_BATCH_FAMILIES);
    const done = await services.db.transaction((tx) => queueDigestBatch(services, tx, due, academy, batch));
    result.families += done.families;
    result.notified += done.notified.length;
    result.mails += done.mails;
    // Once committed: the bells of the members told, and this process's worker.
    await Promise.all(done.notified.map((recipient) => announceUnreadChanged(services, recipient)));
    if (done.mails) services.jobs.wake();
  }
  return result;
}
