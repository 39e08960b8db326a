import { z } from 'zod';

/** The name of the manifest inside a backup: the archive's last entry, written once everything else is. */
export const MANIFEST_ENTRY = 'manifest.json';

const name = z.string().min(1);

const tableSchema = z.object({
  schema: name,
  name,
  rows: z.number().int().nonnegative(),
  checksum: z.string().regex(/^[0-9a-f]{32}$/),
});

const sequenceSchema = z.object({
  schema: name,
  name,
  lastValue: z.string().regex(/^-?\d+$/),
  isCalled: z.boolean(),
  ownedBy: z.object({ schema: name, table: name, column: name }).nullable(),
});

export const manifestSchema = z.object({
  format: z.literal('solve-backup'),
  formatVersion: z.literal(1),
  appVersion: z.string(),
  createdAt: z.string(),
  databaseKind: z.enum(['pglite', 'postgres']),
  /** The newest migration applied to the database backed up; its tag is null when the code that made it did not know it. */
  migration: z.object({ tag: z.string().nullable(), createdAt: z.number().int() }),
  /** In the order they load (parents first). */
  tables: z.array(tableSchema),
  sequences: z.array(sequenceSchema),
  files: z.object({
    /** False when the files stayed where they are (moving to PostgreSQL): the counts describe the store. */
    included: z.boolean(),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    checksum: z.string().regex(/^[0-9a-f]{32}$/),
  }),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type TableEntry = z.infer<typeof tableSchema>;

/** The folder of a table's chunks inside the archive, numbered in load order. */
export const tableFolder = (index: number, table: { schema: string; name: string }): string =>
  `tables/${String(index + 1).padStart(4, '0')}-${table.schema}.${table.name}/`;

export const FILES_FOLDER = 'files/';
