import { integer, timestamp } from 'drizzle-orm/pg-core';

/** Shared column helpers: every instant is timestamptz (UTC), every money amount integer cents. */
export const instant = (name: string) => timestamp(name, { withTimezone: true });
/**
 * An instant that defaults to the moment the row is written, read from this process's clock as
 * `updatedAt` is: rules compare these with the app's clock, and PostgreSQL's `now()` is another
 * machine's clock. The database keeps `now()` as its default for rows written by hand.
 */
export const instantNow = (name: string) =>
  instant(name)
    .notNull()
    .defaultNow()
    .$defaultFn(() => new Date());
export const createdAt = () => instantNow('created_at');
export const updatedAt = () => instantNow('updated_at').$onUpdate(() => new Date());
export const cents = (name: string) => integer(name);
