import {
  DEFAULT_GRADE_ALERT_PERCENT,
  NOTIFICATION_KIND_NAMES,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
  type NotificationKindInfo,
  wantsNotification,
} from '@solve/core/notification-kinds';
import { eq } from 'drizzle-orm';
import { gradeAlertThresholds, notificationChoices } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { academyOffKinds, AUDIENCE_OF, choicesOf, type Recipient, recipientKey } from './recipients.js';

export interface ChannelPreference {
  channel: NotificationChannel;
  on: boolean;
}

export interface KindPreference {
  kind: NotificationKind;
  label: string;
  /** The academy turned this kind off for everyone: nothing is sent whatever the choice. */
  offByAcademy: boolean;
  channels: ChannelPreference[];
}

export interface NotificationPreferences {
  kinds: KindPreference[];
  /** A parent's low-grade threshold in percent; null for students and staff. */
  gradeAlertPercent: number | null;
}

/** The kinds a recipient may hear of: those of their audience. */
export function kindsFor(recipient: Recipient): NotificationKind[] {
  const audience = AUDIENCE_OF[recipient.type];
  return NOTIFICATION_KIND_NAMES.filter((kind) => NOTIFICATION_KINDS[kind].audience === audience);
}

async function gradeAlertPercent(services: Services, familyMemberId: number): Promise<number> {
  const [row] = await services.db.select().from(gradeAlertThresholds).where(eq(gradeAlertThresholds.familyMemberId, familyMemberId));
  return row?.percent ?? DEFAULT_GRADE_ALERT_PERCENT;
}

export async function notificationPreferences(services: Services, recipient: Recipient): Promise<NotificationPreferences> {
  const [choices, off] = await Promise.all([choicesOf(services.db, [recipient]), academyOffKinds(services.db)]);
  const mine = choices.get(recipientKey(recipient)) ?? {};
  const kinds = kindsFor(recipient).map((kind) => {
    const info: NotificationKindInfo = NOTIFICATION_KINDS[kind];
    // The recipient's own choice, shown even while the academy has the kind off.
    return {
      kind,
      label: info.label,
      offByAcademy: off.has(kind),
      channels: info.channels.map((channel) => ({ channel, on: wantsNotification(kind, channel, mine) })),
    };
  });
  return {
    kinds,
    gradeAlertPercent: recipient.type === 'FAMILY_MEMBER' ? await gradeAlertPercent(services, recipient.id) : null,
  };
}

/** Turns one kind on or off by one channel for the recipient (a kind of another audience is refused). */
export async function setNotificationPreference(
  services: Services,
  recipient: Recipient,
  kind: NotificationKind,
  channel: NotificationChannel,
  on: boolean,
): Promise<void> {
  if (!kindsFor(recipient).includes(kind)) throw new DomainError('NOTIFICATION_KIND_NOT_OFFERED');
  const channels: readonly NotificationChannel[] = NOTIFICATION_KINDS[kind].channels;
  if (!channels.includes(channel)) throw new DomainError('NOTIFICATION_CHANNEL_NOT_OFFERED');
  await services.db
    .insert(notificationChoices)
    .values({ recipientType: recipient.type, recipientId: recipient.id, kind, channel, on })
    .onConflictDoUpdate({
      target: [notificationChoices.recipientType, notificationChoices.recipientId, notificationChoices.kind, notificationChoices.channel],
      set: { on },
    });
}

/** The one-click unsubscribe of an e-mail: that kind's e-mail off, whatever the kind (the signed link named it). */
export async function unsubscribeFromMail(services: Services, recipient: Recipient, kind: NotificationKind): Promise<void> {
  await services.db
    .insert(notificationChoices)
    .values({ recipientType: recipient.type, recipientId: recipient.id, kind, channel: 'EMAIL', on: false })
    .onConflictDoUpdate({
      target: [notificationChoices.recipientType, notificationChoices.recipientId, notificationChoices.kind, notificationChoices.channel],
      set: { on: false },
    });
}

/** A parent's low-grade threshold: a whole percent from 0 to 100. */
export async function setGradeAlertThreshold(services: Services, recipient: Recipient, percent: number): Promise<number> {
  if (recipient.type !== 'FAMILY_MEMBER') throw new DomainError('GRADE_ALERT_PARENTS_ONLY');
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new DomainError('GRADE_ALERT_RANGE');
  await services.db
    .insert(gradeAlertThresholds)
    .values({ familyMemberId: recipient.id, percent })
    .onConflictDoUpdate({ target: gradeAlertThresholds.familyMemberId, set: { percent } });
  return percent;
}
