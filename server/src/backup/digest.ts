import { createHash } from 'node:crypto';

const MODULUS = 1n << 128n;

/**
 * A checksum of a set of rows or files that does not depend on their order: the sum of each
 * item's SHA-256 (its first 128 bits) modulo 2^128, with the count. Two databases may hand the
 * same rows back in different orders (their collations differ); the sum is the same.
 */
export class SetDigest {
  private sum = 0n;
  count = 0;

  add(item: string | Buffer): void {
    const hash = createHash('sha256').update(item).digest();
    this.sum = (this.sum + hash.readBigUInt64BE(0) * (1n << 64n) + hash.readBigUInt64BE(8)) % MODULUS;
    this.count += 1;
  }

  hex(): string {
    return this.sum.toString(16).padStart(32, '0');
  }
}

export const sha256 = (body: Buffer): string => createHash('sha256').update(body).digest('hex');

/** What a stored file adds to the files' checksum: its key and its content. */
export const fileItem = (key: string, contentSha256: string): string => `${key}\n${contentSha256}`;
