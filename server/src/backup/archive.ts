import { createReadStream, createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';
import { BackupError } from './backup-error.js';

/** The pax header field that carries an entry's SHA-256 (a vendor field, which other tar readers ignore). */
const SHA256_FIELD = 'SOLVE.sha256';

/**
 * A gzipped tar written entry by entry. Each entry waits until the one before has gone on
 * towards the file, so memory holds about one entry however large the backup.
 */
export class ArchiveWriter {
  private readonly tar = pack();
  private readonly written: Promise<void>;
  private readonly failed: Promise<never>;

  constructor(file: string) {
    const tar = this.tar;
    this.written = pipeline(
      async function* () {
        for await (const chunk of tar) yield chunk as Buffer;
      },
      createGzip(),
      createWriteStream(file, { flags: 'wx' }),
    );
    // Never settles while writing goes well; rejects when it fails (a full disk), so that an entry
    // waiting for room does not wait for ever.
    this.failed = this.written.then(() => new Promise<never>(() => undefined));
    this.failed.catch(() => undefined);
  }

  add(name: string, body: Buffer, sha256?: string): Promise<void> {
    const entered = new Promise<void>((resolve, reject) => {
      this.tar.entry({ name, size: body.length, pax: sha256 ? { [SHA256_FIELD]: sha256 } : undefined }, body, (error) =>
        error ? reject(error) : resolve(),
      );
    });
    return Promise.race([entered, this.failed]);
  }

  async finish(): Promise<void> {
    this.tar.finalize();
    await this.written;
  }

  /** Stops writing after a failure; the caller removes the file. */
  async abandon(): Promise<void> {
    this.tar.destroy(new Error('backup abandoned'));
    await this.written.catch(() => undefined);
  }
}

export interface ArchiveEntry {
  name: string;
  /** The SHA-256 the writer recorded for it, if any. */
  sha256: string | null;
  body: Buffer;
}

/**
 * The entries of a backup one by one, each read whole (a table's chunk or one file, both
 * bounded). A file that is not a gzipped tar, or is cut short, ends with a BackupError.
 */
export async function* readArchive(file: string): AsyncGenerator<ArchiveEntry> {
  const source = createReadStream(file);
  const gunzip = createGunzip();
  const entries = extract();
  const fail = (error: Error) => entries.destroy(damaged(file, error));
  source.on('error', fail);
  gunzip.on('error', fail);
  source.pipe(gunzip).pipe(entries);
  try {
    for await (const entry of entries) {
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      const pax = entry.header.pax as Record<string, string> | null | undefined;
      yield { name: entry.header.name, sha256: pax?.[SHA256_FIELD] ?? null, body: Buffer.concat(chunks) };
    }
  } catch (error) {
    throw error instanceof BackupError ? error : damaged(file, error);
  } finally {
    source.destroy();
  }
}

function damaged(file: string, error: unknown): BackupError {
  const reason = error instanceof Error ? error.message : String(error);
  return new BackupError(`${file} is damaged or is not a Solve backup (${reason}).`);
}
