import { fitSms } from '@solve/core/sms-segments';
import { smsSendAt } from '@solve/core/quiet-hours';
import { type NotificationChannel, NOTIFICATION_KINDS, wantsNotification } from '@solve/core/notification-kinds';
import { composeMessage, type MessageTemplate, NOTIFICATION_MESSAGES, type NotificationMessage } from '@solve/core/notification-wording';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academySettings, notificationDeliveries, notifications, notificationTemplates } from '../../db/schema/index.js';
import { MAX_ATTEMPTS } from '../../jobs/job-kinds.js';
import { enqueueJobId } from '../../jobs/queue.js';
import type { Services } from '../../services.js';
import type { NotifyMailPayload, NotifySmsPayload } from './delivery-jobs.js';
import { announceUnreadChanged } from './inbox.service.js';
import { academyOffKinds, addressesOf, choicesOf, type Recipient, recipientKey } from './recipients.js';
import { unsubscribeUrl } from './unsubscribe-token.js';

/** Something that happened that recipients hear of: in the app always, by mail and text as they choose. */
export interface NotificationEvent {
  /** Core's message, which names the kind and the wording (the academy's own, else the default). */
  message: NotificationMessage;
  /** Names the event (`absent:<attendance id>`): the same event again notifies no one twice. */
  key: string;
  recipients: readonly Recipient[];
  studentId: number | null;
  /** The message's variables (the academy's name is added). */
  values: Readonly<Record<string, string>>;
  /** The app's path the notification opens (`/family/attendance`). */
  link: string;
  /**
   * The channels this event may use, of its kind's (all when absent): a receipt is mailed by the
   * payment itself, so its notification only texts.
   */
  channels?: readonly NotificationChannel[];
}

export interface NotifyResult {
  /** Recipients newly notified (a repeated event gives none). */
  notified: Recipient[];
  /** Mail and texts queued. */
  queued: number;
  /** Tells the bells and this process's job worker; call it once the caller's transaction committed. */
  announce(): Promise<void>;
}

const FALLBACK_ZONE = 'America/Los_Angeles';

/**
 * Records an event's notifications and queues its mail and texts, in the caller's transaction
 * when one is given (they exist only if its writes commit; call `announce` after it), else in one
 * of its own (announced here). Each job carries `notify:<event>:<recipient>:<channel>` as its key,
 * so however many times or instances the event is told, each message is queued once.
 */
export async function notify(services: Services, event: NotificationEvent, tx?: Db): Promise<NotifyResult> {
  // A link opens a page of this app (the mail and the text put the public address in front).
  if (!/^\/(?!\/)/.test(event.link)) throw new Error(`a notification's link must be a path of the app: ${event.link}`);
  if (tx) return record(services, tx, event);
  const result = await services.db.transaction((own) => record(services, own, event));
  await result.announce();
  return result;
}

async function record(services: Services, tx: Db, event: NotificationEvent): Promise<NotifyResult> {
  const now = services.now();
  const announce = (notified: Recipient[], queued: number) => async () => {
    await Promise.all(notified.map((recipient) => announceUnreadChanged(services, recipient)));
    if (queued) services.jobs.wake();
  };
  if (!event.recipients.length) return { notified: [], queued: 0, announce: announce([], 0) };
  const kind = NOTIFICATION_MESSAGES[event.message].kind;
  // One after another: a transaction is one connection, which runs one statement at a time.
  const [settings] = await tx.select({ name: academySettings.name, timeZone: academySettings.timeZone }).from(academySettings);
  const academy = { name: settings?.name ?? '', timeZone: settings?.timeZone ?? FALLBACK_ZONE };
  const wording = composeMessage(event.message, { ...event.values, academy: academy.name }, await savedParts(tx, event.message));
  const inserted = await tx
    .insert(notifications)
    .values(
      event.recipients.map((recipient) => ({
        recipientType: recipient.type,
        recipientId: recipient.id,
        studentId: event.studentId,
        kind,
        // The bell shows the subject as its line and the mail's text as its detail.
        title: wording.subject,
        body: wording.text,
        link: event.link,
        eventKey: event.key,
        createdAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: notifications.id, type: notifications.recipientType, recipientId: notifications.recipientId });
  const notified = inserted.map((row) => ({ type: row.type, id: row.recipientId }));
  if (!notified.length) return { notified, queued: 0, announce: announce([], 0) };

  const off = await academyOffKinds(tx);
  const choices = await choicesOf(tx, notified, kind);
  const channels = NOTIFICATION_KINDS[kind].channels.filter((channel) => !event.channels || event.channels.includes(channel));
  const addresses = await addressesOf(tx, notified);
  const { config } = services;
  let queued = 0;
  for (const row of inserted) {
    const recipient: Recipient = { type: row.type, id: row.recipientId };
    const key = recipientKey(recipient);
    for (const channel of channels) {
      const address = addresses.get(key)?.[channel];
      if (!address || !wantsNotification(kind, channel, choices.get(key) ?? {}, off)) continue;
      const sendAt = channel === 'SMS' ? smsSendAt(now, academy.timeZone) : now;
      const [delivery] = await tx
        .insert(notificationDeliveries)
        .values({ notificationId: row.id, channel, address, status: sendAt > now ? 'HELD' : 'QUEUED', sendAt, createdAt: now })
        .returning({ id: notificationDeliveries.id });
      const deliveryId = delivery!.id;
      const link = `${config.publicUrl}${event.link}`;
      let payload: NotifyMailPayload | NotifySmsPayload;
      if (channel === 'EMAIL') {
        const unsubscribe = unsubscribeUrl(config.publicUrl, config.secretKey, { recipient, kind });
        payload = {
          deliveryId,
          to: address,
          subject: wording.subject,
          text: `${wording.text}\n\n${link}\n\nTo stop these e-mails from ${academy.name}: ${unsubscribe}\n`,
          headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        };
      } else {
        const prefix = academy.name ? `${academy.name}: ` : '';
        payload = { deliveryId, to: address, text: fitSms(`${prefix}${wording.sms}`, link) };
      }
      const jobKind = channel === 'EMAIL' ? 'notify-mail' : 'notify-sms';
      const jobId = await enqueueJobId(tx, {
        kind: jobKind,
        payload: { ...payload },
        dedupeKey: `notify:${event.key}:${key}:${channel}`,
        runAt: sendAt,
        maxAttempts: MAX_ATTEMPTS[jobKind],
      });
      if (jobId !== null) await tx.update(notificationDeliveries).set({ jobId }).where(eq(notificationDeliveries.id, deliveryId));
      queued += 1;
    }
  }
  return { notified, queued, announce: announce(notified, queued) };
}

/** The academy's saved parts of a message's wording (a part left null keeps core's default). */
async function savedParts(tx: Db, message: NotificationMessage): Promise<Partial<MessageTemplate>> {
  const [row] = await tx
    .select({ subject: notificationTemplates.subject, text: notificationTemplates.text, sms: notificationTemplates.sms })
    .from(notificationTemplates)
    .where(eq(notificationTemplates.message, message));
  const saved: Partial<MessageTemplate> = {};
  if (row?.subject) saved.subject = row.subject;
  if (row?.text) saved.text = row.text;
  if (row?.sms) saved.sms = row.sms;
  return saved;
}
