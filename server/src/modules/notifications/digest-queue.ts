import { composeDigestMail, digestWeekLabel, type FamilyDigest, studentSummary } from '@solve/core/digest-mail';
import type { DigestWeek } from '@solve/core/digest-week';
import { wantsNotification } from '@solve/core/notification-kinds';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { jobs, notificationDeliveries, notifications, weeklyDigests } from '../../db/schema/index.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import type { Services } from '../../services.js';
import type { NotifyMailPayload } from './delivery-jobs.js';
import type { DigestFamily, DigestMember } from './digest-read.js';
import type { Recipient } from './recipients.js';
import { unsubscribeUrl } from './unsubscribe-token.js';

/** The academy as its digests name and sign it. */
export interface DigestAcademy {
  name: string;
  /** Replies go to the academy's contact address. */
  replyTo: string;
}

export interface DigestBatchResult {
  /** Families whose digest this batch composed (a family claimed before is not counted). */
  families: number;
  /** Family members told in the app. */
  notified: Recipient[];
  /** Mails queued. */
  mails: number;
}

/** The bell links to the family's reports page. */
export const DIGEST_LINK = '/reports';

export const digestEventKey = (sunday: string, familyId: number) => `digest:${sunday}:${familyId}`;

/** A member hears of the digest unless they turned it off (it is mail-only: off by mail is off). */
const wantsDigest = (member: DigestMember) =>
  wantsNotification('WEEKLY_DIGEST', 'EMAIL', member.wantsMail === null ? {} : { WEEKLY_DIGEST: { EMAIL: member.wantsMail } });

/**
 * Queues a batch of families' digests in one transaction with a few multi-row statements: the
 * families are claimed for the week first (weekly_digests), and only the ones this call claimed go
 * on, so a repeated run or another instance composes and queues nothing twice. Each member who
 * wants the digest gets a bell notification, and their own copy of the mail (with their own
 * unsubscribe link) when they have an address.
 */
export async function queueDigestBatch(
  services: Services,
  tx: Db,
  week: DigestWeek,
  academy: DigestAcademy,
  families: readonly DigestFamily[],
): Promise<DigestBatchResult> {
  const none: DigestBatchResult = { families: 0, notified: [], mails: 0 };
  if (!families.length) return none;
  const now = services.now();
  const { sunday } = week;
  const claimed = await tx
    .insert(weeklyDigests)
    .values(families.map((family) => ({ week: sunday, familyAccountId: family.id, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: weeklyDigests.familyAccountId });
  const claimedIds = new Set(claimed.map((row) => row.id));
  const mine = families.filter((family) => claimedIds.has(family.id));
  if (!mine.length) return none;

  const { publicUrl, secretKey } = services.config;
  const reportsUrl = `${publicUrl}${DIGEST_LINK}`;
  const weekLabel = digestWeekLabel(week.from, week.to);
  const digests = new Map<number, FamilyDigest>();
  const rows: (typeof notifications.$inferInsert)[] = [];
  for (const family of mine) {
    const digest: FamilyDigest = { academy: academy.name, from: week.from, to: week.to, students: family.students, reportsUrl };
    digests.set(family.id, digest);
    for (const member of family.members.filter(wantsDigest))
      rows.push({
        recipientType: 'FAMILY_MEMBER',
        recipientId: member.id,
        studentId: null,
        kind: 'WEEKLY_DIGEST',
        title: `Your week at ${academy.name}, ${weekLabel}`,
        body: family.students.map(studentSummary).join('\n'),
        link: DIGEST_LINK,
        eventKey: digestEventKey(sunday, family.id),
        createdAt: now,
      });
  }
  if (!rows.length) return { ...none, families: mine.length };
  const inserted = await tx
    .insert(notifications)
    .values(rows)
    .onConflictDoNothing()
    .returning({ id: notifications.id, memberId: notifications.recipientId });

  const memberOf = new Map(mine.flatMap((family) => family.members.map((member) => [member.id, { member, family }] as const)));
  const mailed = inserted.flatMap((row) => {
    const found = memberOf.get(row.memberId);
    return found?.member.email ? [{ notificationId: row.id, ...found }] : [];
  });
  let mails = 0;
  if (mailed.length) {
    const deliveries = await tx
      .insert(notificationDeliveries)
      .values(
        mailed.map((m) => ({
          notificationId: m.notificationId,
          channel: 'EMAIL' as const,
          address: m.member.email,
          status: 'QUEUED' as const,
          sendAt: now,
          createdAt: now,
        })),
      )
      .returning({ id: notificationDeliveries.id, notificationId: notificationDeliveries.notificationId });
    const deliveryOf = new Map(deliveries.map((row) => [row.notificationId, row.id]));
    const keyed = mailed.map((m) => {
      const deliveryId = deliveryOf.get(m.notificationId)!;
      const unsubscribe = unsubscribeUrl(publicUrl, secretKey, {
        recipient: { type: 'FAMILY_MEMBER', id: m.member.id },
        kind: 'WEEKLY_DIGEST',
      });
      const mail = composeDigestMail(digests.get(m.family.id)!, unsubscribe);
      const payload: NotifyMailPayload = {
        deliveryId,
        to: m.member.email,
        ...mail,
        ...(academy.replyTo ? { replyTo: academy.replyTo } : {}),
        headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      };
      return { deliveryId, dedupeKey: `notify:${digestEventKey(sunday, m.family.id)}:FAMILY_MEMBER:${m.member.id}:EMAIL`, payload };
    });
    const queued = await tx
      .insert(jobs)
      .values(
        keyed.map((k) => ({
          kind: 'notify-mail',
          payload: { ...k.payload },
          dedupeKey: k.dedupeKey,
          runAt: now,
          maxAttempts: MAX_ATTEMPTS['notify-mail'],
        })),
      )
      .onConflictDoNothing({ target: jobs.dedupeKey })
      .returning({ id: jobs.id, dedupeKey: jobs.dedupeKey });
    const jobOf = new Map(queued.map((row) => [row.dedupeKey, row.id]));
    const pairs = keyed.flatMap((k) => (jobOf.has(k.dedupeKey) ? [[k.deliveryId, jobOf.get(k.dedupeKey)!] as const] : []));
    if (pairs.length)
      await tx.execute(sql`
        update notification_deliveries d set job_id = v.job_id
        from (select unnest(${`{${pairs.map((p) => p[0]).join(',')}}`}::int[]) as id, unnest(${`{${pairs.map((p) => p[1]).join(',')}}`}::int[]) as job_id) v
        where d.id = v.id`);
    mails = queued.length;
  }
  return { families: mine.length, notified: inserted.map((row) => ({ type: 'FAMILY_MEMBER', id: row.memberId })), mails };
}
