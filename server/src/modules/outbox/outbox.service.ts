import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type OutboxAttachment, outboxMessages } from '../../db/schema/index.js';

export type OutboxMessage = typeof outboxMessages.$inferSelect;

export const OUTBOX_PAGE_SIZE = 100;

/** The newest messages the local sms and mail adapters wrote, optionally only those to one recipient. */
export async function newestOutboxMessages(db: Db, options: { to?: string | null; limit?: number } = {}): Promise<OutboxMessage[]> {
  const query = db.select().from(outboxMessages);
  const filtered = options.to ? query.where(eq(outboxMessages.recipient, options.to)) : query;
  return filtered.orderBy(desc(outboxMessages.id)).limit(options.limit ?? OUTBOX_PAGE_SIZE);
}

/** One mail's HTML part, or null when there is no such mail or it has none. */
export async function outboxMailHtml(db: Db, id: number): Promise<string | null> {
  const [row] = await db
    .select({ html: outboxMessages.html })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.kind, 'MAIL'), isNotNull(outboxMessages.html)));
  return row?.html ?? null;
}

/** One attachment of a mail, by its place in the list (0 first), or null when there is none. */
export async function outboxMailAttachment(db: Db, id: number, index: number): Promise<OutboxAttachment | null> {
  const [row] = await db
    .select({ attachments: outboxMessages.attachments })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.id, id), eq(outboxMessages.kind, 'MAIL')));
  return row?.attachments?.[index] ?? null;
}

/** Where the outbox serves a mail's attachment. */
export const outboxAttachmentPath = (id: number, index: number) => `/dev/outbox/mail/${id}/attachments/${index}`;
