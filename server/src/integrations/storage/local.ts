import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import type { HttpRoute } from '../../http/routes.js';
import { sendText } from '../../http/routes.js';
import type { Storage } from './storage.js';

const UPLOAD_SECONDS = 600;

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
    const expires = Math.floor(Date.now() / 1000) + UPLOAD_SECONDS;
    const signature = this.sign(['PUT', key, contentType, String(maxBytes), String(expires)]);
    const query = new URLSearchParams({ ct: contentType, max: String(maxBytes), exp: String(expires), sig: signature });
    return `${this.baseUrl}/files/${key}?${query}`;
  }

  publicUrl(key: string): string {
    return `${this.baseUrl}/files/${key}`;
  }

  async remove(key: string): Promise<void> {
    const file = this.fileOf(key);
    if (file) rmSync(file, { force: true });
  }

  async head(key: string): Promise<{ sizeBytes: number } | null> {
    const file = this.fileOf(key);
    if (!file || !existsSync(file)) return null;
    return { sizeBytes: statSync(file).size };
  }

  async readStart(key: string, bytes: number): Promise<Uint8Array | null> {
    const file = this.fileOf(key);
    if (!file || !existsSync(file)) return null;
    const handle = await open(file, 'r');
    try {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
      return new Uint8Array(buffer.subarray(0, bytesRead));
    } finally {
      await handle.close();
    }
  }

  /** PUT with a valid signature stores the body; GET serves stored files. */
  route(): HttpRoute {
    return async (req, res, url) => {
      if (!url.pathname.startsWith('/files/')) return false;
      const key = decodeURIComponent(url.pathname.slice('/files/'.length));
      const file = this.fileOf(key);
      if (!file) {
        sendText(res, 400, 'bad file key');
        return true;
      }
      if (req.method === 'PUT') {
        const contentType = url.searchParams.get('ct') ?? '';
        const max = Number(url.searchParams.get('max'));
        const expires = Number(url.searchParams.get('exp'));
        const expected = this.sign(['PUT', key, contentType, String(max), String(expires)]);
        const given = url.searchParams.get('sig') ?? '';
        const valid = given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));
        if (!valid || expires < Date.now() / 1000) {
          sendText(res, 403, 'signature invalid or expired');
          return true;
        }
        if ((req.headers['content-type'] ?? '') !== contentType) {
          sendText(res, 400, 'content type differs from the signed one');
          return true;
        }
        if (Number(req.headers['content-length'] ?? 0) > max) {
          sendText(res, 413, 'file too large');
          return true;
        }
        mkdirSync(path.dirname(file), { recursive: true });
        await writeLimited(req, file, max);
        if (statSync(file).size > max) {
          rmSync(file, { force: true });
          sendText(res, 413, 'file too large');
          return true;
        }
        res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
        return true;
      }
      if (req.method === 'GET' || req.method === 'HEAD') {
        if (!existsSync(file)) {
          sendText(res, 404, 'not found');
          return true;
        }
        res.writeHead(200, {
          'content-type': contentTypeOf(file),
          'cache-control': 'public, max-age=86400',
          'x-content-type-options': 'nosniff',
          'content-security-policy': "default-src 'none'; sandbox",
        });
        if (req.method === 'HEAD') res.end();
        else createReadStream(file).pipe(res);
        return true;
      }
      sendText(res, 405, 'method not allowed');
      return true;
    };
  }
}

function writeLimited(req: IncomingMessage, file: string, max: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file);
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max + 1) req.destroy();
    });
    req.pipe(out);
    out.on('finish', resolve);
    out.on('error', reject);
    req.on('error', reject);
    req.on('close', () => out.end());
  });
}

function contentTypeOf(file: string): string {
  const ext = path.extname(file).toLowerCase();
  return (
    {
      '.png': 'image/png',
      '.jpg': 'image/jpeg',
      '.jpeg': 'image/jpeg',
      '.gif': 'image/gif',
      '.webp': 'image/webp',
      '.pdf': 'application/pdf',
    }[ext] ?? 'application/octet-stream'
  );
}

export function localStorageAt(dataDir: string, secret: string, baseUrl: string): LocalStorage {
  const root = path.join(dataDir, 'files');
  mkdirSync(root, { recursive: true });
  return new LocalStorage(root, secret, baseUrl);
}
