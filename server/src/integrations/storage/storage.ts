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
}
