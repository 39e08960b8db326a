/**
 * Keys of upload bodies as the browser sent them: private, never served, deleted once the
 * server has accepted (checked and rewritten) the file under its own key.
 */
export const INCOMING_PREFIX = 'incoming/';

/** How long a signed upload URL may be used. */
export const UPLOAD_URL_SECONDS = 600;

/** Raised by `writeOnce` when something is already stored under the key. */
export class KeyTakenError extends Error {
  constructor(key: string) {
    super(`a file is already stored under ${key}`);
    this.name = 'KeyTakenError';
  }
}

/** A file in the store, as listed for backups. */
export interface StoredFile {
  key: string;
  sizeBytes: number;
}

/** The type a stored file is served as, from its key's extension (the server names every file it keeps by its type). */
export function contentTypeOfKey(key: string): string {
  const dot = key.lastIndexOf('.');
  const ext = dot < 0 ? '' : key.slice(dot).toLowerCase();
  return (
    {
      '.png': 'image/png',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.gif': 'image/gif',
      '.webp': 'image/webp',
      '.pdf': 'application/pdf',
      '.txt': 'text/plain; charset=utf-8',
    }[ext] ?? 'application/octet-stream'
  );
}

/** File storage: uploads and downloads go straight to the store through short-lived signed URLs. */
export interface Storage {
  /** Where the browser sends uploads when that is not the app itself (the page's CSP allows it). */
  readonly uploadOrigin: string | null;
  /** A URL the browser PUTs the file body to (a key under INCOMING_PREFIX), valid for a few minutes. */
  signUpload(key: string, contentType: string, maxBytes: number): Promise<string>;
  /** A URL the file can be read from (public for profile images, signed for private files). */
  publicUrl(key: string): string;
  remove(key: string): Promise<void>;
  /** The stored file's size, or null when nothing was uploaded under the key. */
  head(key: string): Promise<{ sizeBytes: number } | null>;
  /** The whole stored file, or null when there is none. Callers check the size with `head` first. */
  read(key: string): Promise<Buffer | null>;
  /** Stores a file the server made; refuses (KeyTakenError) to replace anything already there. */
  writeOnce(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Every file the server stored, a page at a time (bodies waiting under INCOMING_PREFIX are left out): for backups. */
  list(): AsyncIterable<StoredFile>;
}
