import type { NotificationChannel, NotificationKind } from '@solve/core/notification-kinds';
import { and, count, desc, eq, lt, sql, type SQL } from 'drizzle-orm';
import { deliveryStatusEnum, employees, familyMembers, notificationDeliveries, notifications, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { shownError } from '../system/system.service.js';
import type { RecipientType } from './recipients.js';

/** The stored statuses, for the GraphQL enum (resolver files do not read the database schema). */
export const DELIVERY_STATUSES = deliveryStatusEnum.enumValues;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const MAX_DELIVERY_PAGE = 100;

export interface DeliveryFilter {
  status: DeliveryStatus | null;
  kind: NotificationKind | null;
  channel: NotificationChannel | null;
}

/** One mail or text of the delivery log. */
export interface DeliveryRow {
  id: number;
  createdAt: Date;
  recipientType: RecipientType;
  recipientId: number;
  /** Null when the person was removed since. */
  recipientName: string | null;
  address: string;
  kind: string;
  /** The notification's title (the mail's subject line in the bell). */
  title: string;
  channel: NotificationChannel;
  status: DeliveryStatus;
  error: string | null;
  sendAt: Date;
  sentAt: Date | null;
}

export interface DeliveryPage {
  nodes: DeliveryRow[];
  hasMore: boolean;
  /** Pass as `after` for the next page; null on the last. */
  endCursor: number | null;
}

export interface StatusCount {
  status: DeliveryStatus;
  count: number;
}

const fullName = (table: typeof students | typeof familyMembers | typeof employees) =>
  sql<string>`${table.firstName} || ' ' || ${table.lastName}`;

/** The kind and channel filters (the status chips count within them). */
function scopeOf(filter: Omit<DeliveryFilter, 'status'>): SQL[] {
  const where: SQL[] = [];
  if (filter.kind) where.push(eq(notifications.kind, filter.kind));
  if (filter.channel) where.push(eq(notificationDeliveries.channel, filter.channel));
  return where;
}

/** The delivery log, newest first, `first` after the id `after` (the previous page's end). */
export async function deliveryPage(services: Services, filter: DeliveryFilter, first: number, after: number | null): Promise<DeliveryPage> {
  if (!Number.isInteger(first) || first < 1 || first > MAX_DELIVERY_PAGE) throw new DomainError('INVALID_INPUT');
  const where = scopeOf(filter);
  if (filter.status) where.push(eq(notificationDeliveries.status, filter.status));
  if (after !== null) where.push(lt(notificationDeliveries.id, after));
  const rows = await services.db
    .select({
      id: notificationDeliveries.id,
      createdAt: notificationDeliveries.createdAt,
      recipientType: notifications.recipientType,
      recipientId: notifications.recipientId,
      studentName: fullName(students),
      parentName: fullName(familyMembers),
      staffName: fullName(employees),
      address: notificationDeliveries.address,
      kind: notifications.kind,
      title: notifications.title,
      channel: notificationDeliveries.channel,
      status: notificationDeliveries.status,
      error: notificationDeliveries.error,
      sendAt: notificationDeliveries.sendAt,
      sentAt: notificationDeliveries.sentAt,
    })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .leftJoin(students, and(eq(notifications.recipientType, 'STUDENT'), eq(students.id, notifications.recipientId)))
    .leftJoin(familyMembers, and(eq(notifications.recipientType, 'FAMILY_MEMBER'), eq(familyMembers.id, notifications.recipientId)))
    .leftJoin(employees, and(eq(notifications.recipientType, 'EMPLOYEE'), eq(employees.id, notifications.recipientId)))
    .where(and(...where))
    .orderBy(desc(notificationDeliveries.id))
    .limit(first + 1);
  const nodes = rows.slice(0, first).map(({ studentName, parentName, staffName, error, ...row }) => ({
    ...row,
    recipientName: studentName ?? parentName ?? staffName ?? null,
    error: error === null ? null : shownError(error),
  }));
  const hasMore = rows.length > first;
  return { nodes, hasMore, endCursor: hasMore ? nodes[nodes.length - 1]!.id : null };
}

/** How many deliveries have each status within the kind and channel filters (every status, zeros included). */
export async function deliveryStatusCounts(services: Services, filter: Omit<DeliveryFilter, 'status'>): Promise<StatusCount[]> {
  const where = scopeOf(filter);
  const rows = await services.db
    .select({ status: notificationDeliveries.status, count: count() })
    .from(notificationDeliveries)
    .innerJoin(notifications, eq(notifications.id, notificationDeliveries.notificationId))
    .where(and(...where))
    .groupBy(notificationDeliveries.status);
  const found = new Map(rows.map((row) => [row.status, row.count]));
  return DELIVERY_STATUSES.map((status) => ({ status, count: found.get(status) ?? 0 }));
}
