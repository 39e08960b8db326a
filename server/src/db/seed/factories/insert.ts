import { getTableColumns, type InferSelectModel } from 'drizzle-orm';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../client.js';

/** PostgreSQL takes at most 65535 parameters per statement; stay well below. */
const MAX_PARAMETERS = 30_000;

export async function insertOne<T extends PgTable>(db: Db, table: T, row: PgInsertValue<T>): Promise<InferSelectModel<T>> {
  const [inserted] = (await db.insert(table).values(row).returning()) as InferSelectModel<T>[];
  return inserted!;
}

/** A factory that inserts the row `valuesOf` makes (the table's defaults filled in) and returns it. */
export function inserter<T extends PgTable, A extends unknown[]>(table: T, valuesOf: (...values: A) => PgInsertValue<T>) {
  return (db: Db, ...values: A): Promise<InferSelectModel<T>> => insertOne(db, table, valuesOf(...values));
}

/** Inserts many rows in as few statements as the parameter limit allows; returns them in input order. */
export async function insertAll<T extends PgTable>(db: Db, table: T, rows: PgInsertValue<T>[]): Promise<InferSelectModel<T>[]> {
  const chunkSize = Math.max(1, Math.floor(MAX_PARAMETERS / Object.keys(getTableColumns(table)).length));
  const inserted: InferSelectModel<T>[] = [];
  for (let start = 0; start < rows.length; start += chunkSize) {
    const chunk = rows.slice(start, start + chunkSize);
    inserted.push(...((await db.insert(table).values(chunk).returning()) as InferSelectModel<T>[]));
  }
  return inserted;
}
