import { describe, expect, it } from 'vitest';
import { acceptedEncoding, type ContentEncoding } from './encoding.js';

const BOTH: ContentEncoding[] = ['br', 'gzip'];

describe('the compression a client accepts', () => {
  it.each([
    // Accept-Encoding, encodings the server has, the one it sends (null: none)
    [undefined, BOTH, null],
    ['', BOTH, null],
    ['identity', BOTH, null],
    ['gzip, deflate, br, zstd', BOTH, 'br'],
    ['gzip, deflate', BOTH, 'gzip'],
    ['GZIP', BOTH, 'gzip'],
    ['gzip, deflate, br', ['gzip'], 'gzip'],
    ['br', ['gzip'], null],
    ['br;q=0, gzip', BOTH, 'gzip'],
    ['gzip;q=0', ['gzip'], null],
    ['gzip;q=1, br;q=0.5', BOTH, 'gzip'],
    ['br;q=0.8, gzip;q=0.8', BOTH, 'br'],
    ['*', BOTH, 'br'],
    ['*;q=0.5, br;q=0', BOTH, 'gzip'],
    ['gzip;q=banana', BOTH, null],
    ['gzip;q=2', BOTH, null],
    [' br ; q=0.3 ,gzip;q=0.2', BOTH, 'br'],
    ['gzip, br', [], null],
  ] as [string | undefined, ContentEncoding[], ContentEncoding | null][])('%o of %o sends %o', (header, available, sent) => {
    expect(acceptedEncoding(header, available)).toBe(sent);
  });
});
