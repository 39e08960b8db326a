import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * What a backup holds of a database, read from PostgreSQL's own catalog (the same on PGlite):
 * every table of the app's schema and drizzle's record of the migrations applied, and their
 * sequences. Reading the catalog rather than the Drizzle schema also takes tables that only
 * hand-written SQL makes.
 */

export interface TableRef {
  schema: string;
  name: string;
}

export interface SequenceRef extends TableRef {
  /** The column whose default draws from it (a serial), if any. */
  ownedBy: { schema: string; table: string; column: string } | null;
}

/** The schemas a backup reads: the app's, and drizzle's (its migrations table only). */
const TABLES_IN_BACKUP = sql`(n.nspname = 'public' or (n.nspname = 'drizzle' and c.relname = '__drizzle_migrations'))`;

type Rows<T> = { rows: T[] };

async function rows<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as Rows<T>).rows;
}

export const quoted = (ref: TableRef): string => `"${ref.schema.replaceAll('"', '""')}"."${ref.name.replaceAll('"', '""')}"`;
export const quotedName = (name: string): string => `"${name.replaceAll('"', '""')}"`;
export const tableId = (ref: TableRef): string => `${ref.schema}.${ref.name}`;

/**
 * The tables, parents before the tables whose foreign keys point at them (as far as the keys'
 * cycles allow); ties by name, so that the order is the same every time.
 */
export async function tablesInLoadOrder(db: Db): Promise<TableRef[]> {
  const tables = await rows<TableRef>(
    db,
    sql`select n.nspname as "schema", c.relname as "name" from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind = 'r' and ${TABLES_IN_BACKUP} order by 1, 2`,
  );
  const edges = await rows<{ child: string; parent: string }>(
    db,
    sql`select cn.nspname || '.' || c.relname as "child", pn.nspname || '.' || p.relname as "parent"
        from pg_constraint k
        join pg_class c on c.oid = k.conrelid join pg_namespace cn on cn.oid = c.relnamespace
        join pg_class p on p.oid = k.confrelid join pg_namespace pn on pn.oid = p.relnamespace
        where k.contype = 'f'`,
  );
  const parentsOf = new Map<string, Set<string>>();
  for (const { child, parent } of edges) {
    if (child === parent) continue;
    const set = parentsOf.get(child) ?? new Set<string>();
    set.add(parent);
    parentsOf.set(child, set);
  }
  const ordered: TableRef[] = [];
  const placed = new Set<string>();
  const visiting = new Set<string>();
  const byId = new Map(tables.map((table) => [tableId(table), table]));
  const place = (id: string) => {
    // A cycle of keys (a classroom names its latest news, which names its classroom) is broken
    // where it is found: the restore loads with the keys' checks off, so this order is a courtesy.
    if (placed.has(id) || visiting.has(id)) return;
    visiting.add(id);
    for (const parent of [...(parentsOf.get(id) ?? [])].sort()) if (byId.has(parent)) place(parent);
    visiting.delete(id);
    placed.add(id);
    ordered.push(byId.get(id)!);
  };
  for (const table of tables) place(tableId(table));
  return ordered;
}

export interface Column {
  name: string;
  /** Computed by the database (GENERATED … STORED): never written. */
  generated: boolean;
  /** GENERATED ALWAYS AS IDENTITY: written only with OVERRIDING SYSTEM VALUE. */
  identityAlways: boolean;
}

export async function columnsOf(db: Db, table: TableRef): Promise<Column[]> {
  return rows<Column>(
    db,
    sql`select a.attname as "name", a.attgenerated <> '' as "generated", a.attidentity = 'a' as "identityAlways"
        from pg_attribute a where a.attrelid = ${quoted(table)}::regclass and a.attnum > 0 and not a.attisdropped
        order by a.attnum`,
  );
}

/** The primary key's columns in key order; empty for a table without one. */
export async function primaryKeyOf(db: Db, table: TableRef): Promise<string[]> {
  const key = await rows<{ name: string }>(
    db,
    sql`select a.attname as "name" from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${quoted(table)}::regclass and i.indisprimary
        order by array_position(i.indkey::int2[], a.attnum)`,
  );
  return key.map((column) => column.name);
}

export async function sequencesOf(db: Db): Promise<SequenceRef[]> {
  const found = await rows<{
    schema: string;
    name: string;
    ownerSchema: string | null;
    ownerTable: string | null;
    ownerColumn: string | null;
  }>(
    db,
    sql`select n.nspname as "schema", c.relname as "name",
          tn.nspname as "ownerSchema", t.relname as "ownerTable", a.attname as "ownerColumn"
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        left join pg_depend d on d.objid = c.oid and d.classid = 'pg_class'::regclass
          and d.refclassid = 'pg_class'::regclass and d.deptype in ('a', 'i')
        left join pg_class t on t.oid = d.refobjid
        left join pg_namespace tn on tn.oid = t.relnamespace
        left join pg_attribute a on a.attrelid = d.refobjid and a.attnum = d.refobjsubid
        where c.relkind = 'S' and n.nspname in ('public', 'drizzle')
        order by 1, 2`,
  );
  return found.map(({ schema, name, ownerSchema, ownerTable, ownerColumn }) => ({
    schema,
    name,
    ownedBy: ownerSchema && ownerTable && ownerColumn ? { schema: ownerSchema, table: ownerTable, column: ownerColumn } : null,
  }));
}

export async function sequenceValue(db: Db, sequence: TableRef): Promise<{ lastValue: string; isCalled: boolean }> {
  const [value] = await rows<{ lastValue: string; isCalled: boolean }>(
    db,
    sql.raw(`select last_value::text as "lastValue", is_called as "isCalled" from ${quoted(sequence)}`),
  );
  return value!;
}

/**
 * Fixes how values are written as text for the rest of the transaction, so that a row reads as
 * the same text on PGlite and on any PostgreSQL server, whatever its own defaults.
 */
export async function useCanonicalText(db: Db): Promise<void> {
  for (const setting of [
    "set local timezone = 'UTC'",
    "set local datestyle = 'ISO, MDY'",
    "set local intervalstyle = 'postgres'",
    'set local extra_float_digits = 1',
    "set local bytea_output = 'hex'",
  ])
    await db.execute(sql.raw(setting));
}

/**
 * A row's JSON on one line. JSON strings never hold a raw line break; only a `json` column's
 * own spacing can, and there it is only spacing.
 */
const oneLine = (row: string): string => (row.includes('\n') ? row.replaceAll('\n', ' ') : row);

/**
 * Reads a table's rows as JSON text (one object per row, keyed by column) through a cursor,
 * `batch` rows at a time, in primary-key order where there is one. Call inside a transaction.
 */
export async function forEachRowBatch(
  db: Db,
  table: TableRef,
  batch: number,
  use: (rows: string[]) => Promise<void> | void,
): Promise<void> {
  const key = await primaryKeyOf(db, table);
  const order = key.length ? ` order by ${key.map((column) => `t.${quotedName(column)}`).join(', ')}` : '';
  await db.execute(sql.raw(`declare solve_rows no scroll cursor for select row_to_json(t)::text as "row" from ${quoted(table)} t${order}`));
  for (;;) {
    const fetched = await rows<{ row: string }>(db, sql.raw(`fetch forward ${batch} from solve_rows`));
    if (fetched.length === 0) break;
    await use(fetched.map((found) => oneLine(found.row)));
    if (fetched.length < batch) break;
  }
  // After a failure the transaction rolls back, which closes the cursor with it.
  await db.execute(sql.raw('close solve_rows'));
}
