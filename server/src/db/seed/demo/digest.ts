import { latestDigestWeek } from '@solve/core/digest-week';
import { academySettings } from '../../schema/index.js';
import { type DigestRunResult, sendWeeklyDigests } from '../../../modules/notifications/digest-weekly.js';
import type { Services } from '../../../services.js';

/**
 * The demo academy's weekly digest: the latest week whose digest time has come, queued as the
 * Sunday job would (the worker then writes the mail to the dev outbox, where its HTML can be
 * viewed, and the parents' bells show it). Run once, right after the demo academy is seeded.
 */
export async function sendDemoDigest(services: Services): Promise<DigestRunResult> {
  const [settings] = await services.db.select({ timeZone: academySettings.timeZone }).from(academySettings);
  return sendWeeklyDigests(services, latestDigestWeek(services.now(), settings?.timeZone ?? 'America/Los_Angeles'));
}
