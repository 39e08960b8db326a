import { Column, getTableColumns, sql, type InferSelectModel } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';

/**
 * Turns a row PostgreSQL sent as JSON (`to_json(t)`, snake_case keys) into the row Drizzle would
 * select from the table: the same keys and the same decoded values (dates, numerics, JSON). Reads
 * that gather many rows into one JSON value save the driver's per-field work.
 */
export function rowFromJson<T extends PgTable>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const identity = Column.prototype.mapFromDriverValue;
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    // Most columns (text, integers, booleans) arrive as they are; only the others are decoded.
    decode: column.mapFromDriverValue === identity ? null : (value: unknown) => column.mapFromDriverValue(value),
  }));
  return (json) => {
    const row: Record<string, unknown> = {};
    for (const { key, name, decode } of columns) {
      const value = json[name];
      row[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
    }
    return row as InferSelectModel<T>;
  };
}

/** JSON columns arrive parsed from PostgreSQL; an embedded database may hand over the text. */
export const parsedJson = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);

/**
 * A whole row of `table` (in the FROM clause) as one JSON column, decoded back into the row Drizzle
 * would select. A wide row costs the driver work per field on every execution; one field does not.
 */
export function rowAsJson<T extends PgTable>(table: T) {
  const decode = rowFromJson(table);
  return {
    column: sql<Record<string, unknown> | string>`to_json(${table})`,
    decode: (value: Record<string, unknown> | string) => decode(parsedJson(value)),
  };
}
