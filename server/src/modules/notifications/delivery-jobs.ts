import { type NotificationKind, wantsNotification } from '@solve/core/notification-kinds';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { notificationDeliveries, notifications } from '../../db/schema/index.js';
import type { JobRow } from '../../jobs/runner.js';
import type { Services } from '../../services.js';
import { academyOffKinds, choicesOf, recipientKey } from './recipients.js';

/** What a notification's mail job carries: the message as composed when the event happened. */
export const notifyMailPayload = z.object({
  deliveryId: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The weekly digest's HTML part and the academy's Reply-To. */
  html: z.string().optional(),
  replyTo: z.string().optional(),
  headers: z.record(z.string(), z.string()),
});
export type NotifyMailPayload = z.infer<typeof notifyMailPayload>;

export const notifySmsPayload = z.object({ deliveryId: z.number().int(), to: z.string(), text: z.string() });
export type NotifySmsPayload = z.infer<typeof notifySmsPayload>;

/**
 * Whether the delivery is still wanted when it goes: a text held overnight, or a mail waiting on
 * a retry, is not sent once the person turned that kind off by that channel (or unsubscribed), or
 * the academy turned the kind off, in the meantime.
 */
async function stillWanted(services: Services, deliveryId: number): Promise<boolean> {
  const [row] = await services.db
    .select({
      channel: notificationDeliveries.channel,
      kind: notifications.kind,
      type: notifications.recipientType,
      id: notifications.recipientId,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(eq(notificationDeliveries.id, deliveryId));
  if (!row) return false;
  const recipient = { type: row.type, id: row.id };
  const kind = row.kind as NotificationKind;
  const choices = await choicesOf(services.db, [recipient], kind);
  return wantsNotification(kind, row.channel, choices.get(recipientKey(recipient)) ?? {}, await academyOffKinds(services.db));
}

/**
 * Sends through the adapter and writes the outcome in the delivery log: SENT, or FAILED with the
 * error (the job is retried, and a later success writes SENT), or CANCELLED when no longer
 * wanted. The job's id names the message, so a run repeated after a crash is the same message at
 * the adapter.
 */
async function logged(services: Services, deliveryId: number, send: () => Promise<void>): Promise<void> {
  if (!(await stillWanted(services, deliveryId))) {
    await services.db.update(notificationDeliveries).set({ status: 'CANCELLED' }).where(eq(notificationDeliveries.id, deliveryId));
    return;
  }
  try {
    await send();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await services.db
      .update(notificationDeliveries)
      .set({ status: 'FAILED', error: message })
      .where(eq(notificationDeliveries.id, deliveryId));
    throw error;
  }
  await services.db
    .update(notificationDeliveries)
    .set({ status: 'SENT', error: null, sentAt: new Date() })
    .where(eq(notificationDeliveries.id, deliveryId));
}

export async function sendNotificationMail(services: Services, job: JobRow): Promise<void> {
  const { deliveryId, ...message } = notifyMailPayload.parse(job.payload);
  await logged(services, deliveryId, () => services.mailAdapter.send({ ...message, key: `job-${job.id}` }));
}

export async function sendNotificationSms(services: Services, job: JobRow): Promise<void> {
  const { deliveryId, to, text } = notifySmsPayload.parse(job.payload);
  await logged(services, deliveryId, () => services.sms.sendText(to, text, `job-${job.id}`));
}
