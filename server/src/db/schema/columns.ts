import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers: every instant is timestamptz (UTC), every money amount integer cents. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
export const instant = (name: string) => timestamp(name, { withTimezone: true });
export const cents = (name: string) => integer(name);
