/** File storage: uploads and downloads go straight to the store through short-lived signed URLs. */
export interface Storage {
  /** Where the browser sends uploads when that is not the app itself (the page's CSP allows it). */
  readonly uploadOrigin: string | null;
  /** A URL the browser PUTs the file body to, valid for a few minutes. */
  signUpload(key: string, contentType: string, maxBytes: number): Promise<string>;
  /** A URL the file can be read from (public for profile images, signed for private files). */
  publicUrl(key: string): string;
  remove(key: string): Promise<void>;
  /** The stored file's size, or null when nothing was uploaded under the key. */
  head(key: string): Promise<{ sizeBytes: number } | null>;
  /** The first `bytes` bytes of a stored file (fewer when it is shorter), or null when there is none. */
  readStart(key: string, bytes: number): Promise<Uint8Array | null>;
}
