import { existsSync, statSync } from 'node:fs';
import { readArchive } from './archive.js';
import { BackupError } from './backup-error.js';
import { fileItem, SetDigest, sha256 } from './digest.js';
import { FILES_FOLDER, MANIFEST_ENTRY, manifestSchema, tableFolder, type Manifest } from './manifest.js';

/** The lines of a table chunk: one row's JSON each. */
export function rowsOf(body: Buffer): string[] {
  const lines = body.toString('utf8').split('\n');
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

/** The folder part of an entry's name (`tables/0003-public.students/`). */
export const folderOf = (name: string): string => name.slice(0, name.lastIndexOf('/') + 1);

/**
 * Reads a whole backup once before anything is restored from it: every table's rows and every
 * file must match the manifest's counts and checksums. Answers the manifest.
 */
export async function checkArchive(file: string): Promise<Manifest> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`There is no backup at ${file}.`);
  const tableDigests = new Map<string, SetDigest>();
  const files = new SetDigest();
  let manifest: Manifest | null = null;
  for await (const entry of readArchive(file)) {
    if (entry.name === MANIFEST_ENTRY) {
      manifest = parseManifest(file, entry.body);
    } else if (entry.name.startsWith('tables/')) {
      const folder = folderOf(entry.name);
      const digest = tableDigests.get(folder) ?? new SetDigest();
      for (const row of rowsOf(entry.body)) digest.add(row);
      tableDigests.set(folder, digest);
    } else if (entry.name.startsWith(FILES_FOLDER)) {
      const hash = sha256(entry.body);
      if (hash !== entry.sha256) throw new BackupError(`${file} is damaged: the file ${entry.name} differs from its checksum.`);
      files.add(fileItem(entry.name.slice(FILES_FOLDER.length), hash));
    } else {
      throw new BackupError(`${file} is damaged or is not a Solve backup (it holds ${entry.name}).`);
    }
  }
  if (!manifest) throw new BackupError(`${file} is not a complete Solve backup: its manifest is missing (was the file cut short?).`);
  const expected = new Set<string>();
  for (const [index, table] of manifest.tables.entries()) {
    const folder = tableFolder(index, table);
    expected.add(folder);
    const digest = tableDigests.get(folder) ?? new SetDigest();
    if (digest.count !== table.rows || digest.hex() !== table.checksum)
      throw new BackupError(`${file} is damaged: the rows of ${table.schema}.${table.name} differ from its manifest.`);
  }
  const stray = [...tableDigests.keys()].find((folder) => !expected.has(folder));
  if (stray) throw new BackupError(`${file} is damaged: it holds rows (${stray}) its manifest does not list.`);
  if (manifest.files.included && (files.count !== manifest.files.count || files.hex() !== manifest.files.checksum))
    throw new BackupError(`${file} is damaged: its files differ from its manifest.`);
  return manifest;
}

function parseManifest(file: string, body: Buffer): Manifest {
  let json: unknown;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    throw new BackupError(`${file} is damaged: its manifest is not JSON.`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupError(`${file} is damaged or is not a Solve backup: its manifest is not one Solve writes.`);
  return parsed.data;
}
