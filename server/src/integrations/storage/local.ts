import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, open, opendir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { HttpRoute } from '../../http/routes.js';
import { sendText } from '../../http/routes.js';
import { contentTypeOfKey, INCOMING_PREFIX, KeyTakenError, type Storage, type StoredFile, UPLOAD_URL_SECONDS } from './storage.js';

/** Answers whether an upload key still takes a body (signed, not yet accepted, not deleted). */
export type UploadIsOpen = (key: string) => Promise<boolean>;

/**
 * Local adapter: files under DATA_DIR/files, written and read through HMAC-signed URLs served
 * by this app, the way S3 presigned URLs behave (expiry, content type and size bound to the URL).
 */
export class LocalStorage implements Storage {
  /** Uploads go to this app's own /files/ route. */
  readonly uploadOrigin = null;

  constructor(
    private readonly root: string,
    private readonly secret: string,
    private readonly baseUrl: string,
  ) {}

  private sign(parts: string[]): string {
    return createHmac('sha256', this.secret).update(parts.join('\n')).digest('base64url');
  }

  private fileOf(key: string): string | null {
    if (!/^[\w./-]+$/.test(key) || key.includes('..')) return null;
    const file = path.join(this.root, key);
    return file.startsWith(this.root + path.sep) ? file : null;
  }

  async signUpload(key: string, contentType: string, maxBytes: number): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_SECONDS;
    const signature = this.sign(['PUT', key, contentType, String(maxBytes), String(expires)]);
    const query = new URLSearchParams({ ct: contentType, max: String(maxBytes), exp: String(expires), sig: signature });
    return `${this.baseUrl}/files/${key}?${query}`;
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/files/${key}`;
  }

  async remove(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (file) await rm(file, { force: true });
  }

  async head(key: string): Promise<{ sizeBytes: number } | null> {
    const file = this.fileOf(key);
    const stats = file ? await stat(file).catch(() => null) : null;
    return stats?.isFile() ? { sizeBytes: stats.size } : null;
  }

  async read(key: string): Promise<Buffer | null> {
    const file = this.fileOf(key);
    if (!file || !(await this.head(key))) return null;
    return readFile(file).catch(() => null);
  }

  async writeOnce(key: string, body: Buffer): Promise<void> {
    const file = this.fileOf(key);
    if (!file) throw new Error(`not a storable key: ${key}`);
    await mkdir(path.dirname(file), { recursive: true });
    try {
      await writeFile(file, body, { flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') throw new KeyTakenError(key);
      throw error;
    }
  }

  /** Walks the folder as it goes (never the whole listing in memory); a folder not made yet holds nothing. */
  async *list(): AsyncIterable<StoredFile> {
    const folder = await opendir(this.root, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return null;
      throw error;
    });
    if (!folder) return;
    for await (const entry of folder) {
      if (!entry.isFile()) continue;
      const key = path.relative(this.root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/');
      if (key.startsWith(INCOMING_PREFIX)) continue;
      const stats = await stat(path.join(this.root, key)).catch(() => null);
      if (stats?.isFile()) yield { key, sizeBytes: stats.size };
    }
  }

  /**
   * PUT with a valid signature stores the body of an upload that is still open; GET serves
   * stored files (regular files only, never bodies waiting under INCOMING_PREFIX).
   */
  route(uploadIsOpen: UploadIsOpen): HttpRoute {
    return async (req, res, url) => {
      if (!url.pathname.startsWith('/files/')) return false;
      let key: string;
      try {
        key = decodeURIComponent(url.pathname.slice('/files/'.length));
      } catch {
        sendText(res, 400, 'bad file key');
        return true;
      }
      const file = this.fileOf(key);
      if (!file) {
        sendText(res, 400, 'bad file key');
        return true;
      }
      if (req.method === 'PUT') await this.receive(req, res, url, key, file, uploadIsOpen);
      else if (req.method === 'GET' || req.method === 'HEAD') await this.serve(req, res, key, file);
      else sendText(res, 405, 'method not allowed');
      return true;
    };
  }

  private async receive(req: IncomingMessage, res: ServerResponse, url: URL, key: string, file: string, uploadIsOpen: UploadIsOpen) {
    const contentType = url.searchParams.get('ct') ?? '';
    const max = Number(url.searchParams.get('max'));
    const expires = Number(url.searchParams.get('exp'));
    const expected = this.sign(['PUT', key, contentType, String(max), String(expires)]);
    const given = url.searchParams.get('sig') ?? '';
    const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
    if (!valid || expires < Date.now() / 1000 || !key.startsWith(INCOMING_PREFIX)) {
      sendText(res, 403, 'signature invalid or expired');
      return;
    }
    if ((req.headers['content-type'] ?? '') !== contentType) {
      sendText(res, 400, 'content type differs from the signed one');
      return;
    }
    if (Number(req.headers['content-length'] ?? 0) > max) {
      sendText(res, 413, 'file too large');
      return;
    }
    // Single use: once the server has accepted (or deleted) the upload, its URL takes nothing more.
    if (!(await uploadIsOpen(key))) {
      sendText(res, 409, 'this upload was already received');
      return;
    }
    const outcome = await writeLimited(req, file, max);
    if (outcome === 'ok') res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    else if (!res.headersSent && !res.destroyed) sendText(res, outcome === 'too-large' ? 413 : 400, 'upload not stored');
  }

  private async serve(req: IncomingMessage, res: ServerResponse, key: string, file: string) {
    if (key.startsWith(INCOMING_PREFIX)) {
      sendText(res, 404, 'not found');
      return;
    }
    // Opened first and checked through the handle, so a folder (EISDIR) or a file that vanished is a 404.
    const handle = await open(file, 'r').catch(() => null);
    const stats = handle ? await handle.stat().catch(() => null) : null;
    if (!handle || !stats?.isFile()) {
      await handle?.close().catch(() => undefined);
      sendText(res, 404, 'not found');
      return;
    }
    res.writeHead(200, {
      'content-type': contentTypeOfKey(file),
      'content-length': String(stats.size),
      // Accepted files never change: their keys are new for every upload.
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    if (req.method === 'HEAD') {
      await handle.close().catch(() => undefined);
      res.end();
      return;
    }
    const stream = handle.createReadStream();
    // A read that fails half way cuts the answer short rather than the process.
    await pipeline(stream, res).catch(() => res.destroy());
  }
}

class TooLarge extends Error {}

/** Streams the body into a temporary file beside `file`, counting bytes, and moves it in place when complete. */
async function writeLimited(req: IncomingMessage, file: string, max: number): Promise<'ok' | 'too-large' | 'failed'> {
  await mkdir(path.dirname(file), { recursive: true });
  const part = `${file}.${randomBytes(6).toString('hex')}.part`;
  let size = 0;
  const limit = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > max) done(new TooLarge());
      else done(null, chunk);
    },
  });
  try {
    await pipeline(req, limit, createWriteStream(part));
    await rename(part, file);
    return 'ok';
  } catch (error) {
    await rm(part, { force: true });
    return error instanceof TooLarge ? 'too-large' : 'failed';
  }
}

export function localStorageAt(dataDir: string, secret: string, baseUrl: string): LocalStorage {
  const root = path.join(dataDir, 'files');
  mkdirSync(root, { recursive: true });
  return new LocalStorage(root, secret, baseUrl);
}
