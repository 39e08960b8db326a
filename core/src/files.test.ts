import { describe, expect, it } from 'vitest';
import { MAX_PROFILE_IMAGE_BYTES } from './constants.js';
import { bytesMatchType, checkUpload, contentTypeOfBytes, extensionFor } from './files.js';

describe('upload rules', () => {
  it.each([
    ['PROFILE_IMAGE', 'STUDENT', 'image/png', 1000, null],
    ['PROFILE_IMAGE', 'FAMILY_MEMBER', 'image/jpeg', MAX_PROFILE_IMAGE_BYTES, null],
    ['PROFILE_IMAGE', 'STUDENT', 'application/pdf', 1000, 'IMAGE_ONLY'],
    ['PROFILE_IMAGE', 'STUDENT', 'image/svg+xml', 1000, 'IMAGE_ONLY'],
    ['PROFILE_IMAGE', 'STUDENT', 'image/png', MAX_PROFILE_IMAGE_BYTES + 1, 'IMAGE_TOO_LARGE'],
    ['PROFILE_IMAGE', 'STUDENT', 'image/png', 0, 'INVALID_INPUT'],
    ['PROFILE_IMAGE', 'STUDENT', 'image/png', 1.5, 'INVALID_INPUT'],
    ['ATTACHMENT', 'STUDENT', 'application/pdf', 1000, null],
    ['ATTACHMENT', 'STUDENT', 'application/zip', 1000, 'FILE_TYPE_NOT_ALLOWED'],
    ['ATTACHMENT', 'STUDENT', 'application/pdf', 11 * 1024 * 1024, 'FILE_TOO_LARGE'],
    ['ATTACHMENT', 'FAMILY_MEMBER', 'application/pdf', 1000, 'FORBIDDEN'],
    ['SCRATCHPAD', 'STUDENT', 'image/jpeg', 1000, 'IMAGE_ONLY'],
    ['POST_IMAGE', 'STUDENT', 'image/png', 1000, 'FORBIDDEN'],
    ['POST_IMAGE', 'EMPLOYEE', 'image/png', 1000, null],
  ] as const)('%s by %s of %s, %i bytes → %s', (purpose, uploader, type, size, code) => {
    expect(checkUpload(purpose, uploader, type, size)?.code ?? null).toBe(code);
  });

  it('names the limit of non-profile purposes', () => {
    expect(checkUpload('ATTACHMENT', 'STUDENT', 'text/plain', 50 * 1024 * 1024)?.values).toEqual({ mb: 10 });
  });

  it('derives extensions from the content type only', () => {
    expect(extensionFor('image/jpeg')).toBe('.jpg');
    expect(extensionFor('application/x-unknown')).toBe('');
  });
});

describe('file signatures', () => {
  const bytes = (...parts: (number[] | string)[]) =>
    new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));

  it.each([
    ['PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['JPEG', bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
    ['GIF 87a', bytes('GIF87a'), 'image/gif'],
    ['GIF 89a', bytes('GIF89a'), 'image/gif'],
    ['WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBP'), 'image/webp'],
    ['PDF', bytes('%PDF-1.7'), 'application/pdf'],
    ['RIFF that is not WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WAVE'), null],
    ['HTML', bytes('<html><script>'), null],
    ['a PNG cut short', bytes([0x89, 0x50, 0x4e]), null],
    ['nothing', bytes(), null],
  ])('%s is %s', (_name, data, type) => {
    expect(contentTypeOfBytes(data)).toBe(type);
  });

  it.each([
    [bytes('GIF89a'), 'image/gif', true],
    [bytes('GIF89a'), 'image/png', false],
    [bytes('<svg onload=alert(1)>'), 'image/png', false],
    [bytes('just some notes'), 'text/plain', true],
    [bytes('%PDF-1.4'), 'text/plain', false],
  ])('bytes against the declared %s', (data, declared, ok) => {
    expect(bytesMatchType(data, declared)).toBe(ok);
  });
});
