import { Column, getTableColumns, sql, type InferSelectModel, type SQL } from 'drizzle-orm';
import { PgTimestamp, type PgTable } from 'drizzle-orm/pg-core';

/**
 * Turns a row PostgreSQL sent as JSON (`to_json(t)`, snake_case keys) into the row Drizzle would
 * select from the table: the same keys and the same decoded values (dates, numerics, JSON). Reads
 * that gather many rows into one JSON value save the driver's per-field work.
 */
// eslint-disable-next-line @typescript-eslint/unbound-method -- compared by identity, never called
const identity = Column.prototype.mapFromDriverValue;

/** Most columns (text, integers, booleans) arrive as they are: null; the others decode like Drizzle. */
const driverDecoder = (column: Column) =>
  column.mapFromDriverValue === identity ? null : (value: unknown) => column.mapFromDriverValue(value);

/** An instant as whole epoch milliseconds (as a Date parsed from the timestamp's text keeps them). */
export const epochMs = (instant: SQL) => sql`floor(extract(epoch from ${instant}) * 1000)::bigint`;

export function rowFromJson<T extends PgTable>(table: T): (json: Record<string, unknown>) => InferSelectModel<T> {
  const columns = Object.entries(getTableColumns(table)).map(([key, column]) => ({
    key,
    name: column.name,
    decode: driverDecoder(column),
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

/**
 * Some columns of a table row (all but `omit`) as one JSON array, for reads that gather many rows
 * into one value: an array carries no key names, and instants travel as epoch milliseconds, which
 * become Dates far faster than timestamp text does. `alias` names the row in the FROM clause.
 * The decoded row is the one Drizzle would select, without the omitted columns.
 */
export function rowAsArray<T extends PgTable, O extends keyof InferSelectModel<T> & string = never>(
  table: T,
  alias: string,
  omit: readonly O[] = [],
) {
  const columns = Object.entries(getTableColumns(table))
    .filter(([key]) => !(omit as readonly string[]).includes(key))
    .map(([key, column]) => ({ key, column, instant: column instanceof PgTimestamp }));
  const ref = (name: string) => sql.raw(`${alias}.${JSON.stringify(name)}`);
  const values = columns.map(({ column, instant }) => (instant ? epochMs(ref(column.name)) : ref(column.name)));
  const decoders = columns.map(({ key, column, instant }) => ({
    key,
    decode: instant ? (value: unknown) => new Date(Number(value)) : driverDecoder(column),
  }));
  return {
    /** `json_build_array(...)` of the row (of an inner join: a missing row would be an array of nulls). */
    column: sql<unknown[]>`json_build_array(${sql.join(values, sql`, `)})`,
    decode(array: unknown[]): Omit<InferSelectModel<T>, O> {
      const row: Record<string, unknown> = {};
      for (let index = 0; index < decoders.length; index++) {
        const { key, decode } = decoders[index]!;
        const value = array[index];
        row[key] = value === null || value === undefined ? null : decode ? decode(value) : value;
      }
      return row as Omit<InferSelectModel<T>, O>;
    },
  };
}
