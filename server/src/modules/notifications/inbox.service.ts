import { and, count, desc, eq, isNull, lt } from 'drizzle-orm';
import { notifications } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Recipient } from './recipients.js';

/** Announced whenever a recipient's unread count may have changed, on every instance (pubsub.ts). */
export const NOTIFICATION_CHANGES_CHANNEL = 'notification_changes';
export type NotificationChange = Recipient;

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationPage {
  nodes: NotificationRow[];
  /** The id to ask `after` for the next page; null on the last. */
  endCursor: number | null;
  hasMore: boolean;
}

export const MAX_PAGE = 50;

export async function announceUnreadChanged(services: Services, recipient: Recipient): Promise<void> {
  await services.pubsub.publish(NOTIFICATION_CHANGES_CHANNEL, { type: recipient.type, id: recipient.id } satisfies NotificationChange);
}

const mine = (recipient: Recipient) => and(eq(notifications.recipientType, recipient.type), eq(notifications.recipientId, recipient.id));

/** The recipient's notifications, newest first, `first` after the id `after` (the previous page's end). */
export async function notificationPage(
  services: Services,
  recipient: Recipient,
  first: number,
  after: number | null,
): Promise<NotificationPage> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE) throw new DomainError('INVALID_INPUT');
  const rows = await services.db
    .select()
    .from(notifications)
    .where(and(mine(recipient), after === null ? undefined : lt(notifications.id, after)))
    .orderBy(desc(notifications.id))
    .limit(first + 1);
  const nodes = rows.slice(0, first);
  const hasMore = rows.length > first;
  return { nodes, hasMore, endCursor: hasMore ? nodes[nodes.length - 1]!.id : null };
}

export async function unreadNotificationCount(services: Services, recipient: Recipient): Promise<number> {
  const [row] = await services.db
    .select({ unread: count() })
    .from(notifications)
    .where(and(mine(recipient), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks one of the recipient's own notifications read (again is no change); another's is not found. */
export async function markNotificationRead(services: Services, recipient: Recipient, id: number): Promise<NotificationRow> {
  const [found] = await services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.id, id), mine(recipient)));
  if (!found) throw new DomainError('NOTIFICATION_NOT_FOUND');
  if (found.readAt) return found;
  const [updated] = await services.db
    .update(notifications)
    .set({ readAt: services.now() })
    .where(and(eq(notifications.id, id), isNull(notifications.readAt)))
    .returning();
  await announceUnreadChanged(services, recipient);
  return updated ?? found;
}

/** Marks all the recipient's notifications read; answers how many were unread. */
export async function markAllNotificationsRead(services: Services, recipient: Recipient): Promise<number> {
  const updated = await services.db
    .update(notifications)
    .set({ readAt: services.now() })
    .where(and(mine(recipient), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  if (updated.length) await announceUnreadChanged(services, recipient);
  return updated.length;
}
