import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings } from '../../db/schema/index.js';
import type { Recipient } from './recipients.js';

/** The academy's name and zone, which scheduled notifications date and sign with. */
export interface ScheduledAcademy {
  name: string;
  timeZone: string;
}

const FALLBACK_ZONE = 'America/Los_Angeles';

export async function scheduledAcademy(db: Db): Promise<ScheduledAcademy> {
  const [settings] = await db.select({ name: academySettings.name, timeZone: academySettings.timeZone }).from(academySettings);
  return { name: settings?.name || 'Your academy', timeZone: settings?.timeZone ?? FALLBACK_ZONE };
}

/** The family members of a student, as one aggregated column of a scan (null when the student has no family). */
export const familyMemberIdsColumn = sql`(select array_agg(fm.id order by fm.id) from family_members fm where fm.family_account_id = s.family_account_id)`;

/** A scan row's family member ids as recipients (the column may come back as numbers or numeric strings). */
export function familyRecipients(ids: unknown): Recipient[] {
  if (!Array.isArray(ids)) return [];
  return ids.map((id) => ({ type: 'FAMILY_MEMBER', id: Number(id) }));
}
