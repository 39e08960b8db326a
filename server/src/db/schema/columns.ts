import { type AnyPgColumn, integer, timestamp } from 'drizzle-orm/pg-core';

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
/** When the row was written first and last. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
export const cents = (name: string) => integer(name);
/** A required id of another row; this row is deleted with that one (ON DELETE CASCADE). */
export const cascadingId = (name: string, target: () => AnyPgColumn) => integer(name).notNull().references(target, { onDelete: 'cascade' });
