import { describe, expect, it } from 'vitest';
import { MAX_PROFILE_IMAGE_BYTES } from './constants.js';
import {
  acceptList,
  bytesMatchType,
  checkUpload,
  contentTypeOfBytes,
  declaredType,
  extensionFor,
  storedContentType,
  UPLOAD_RULES,
} from './files.js';

const MB = 1024 * 1024;

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
    ['ATTACHMENT', 'STUDENT', 'application/pdf', 10 * MB, null],
    ['ATTACHMENT', 'STUDENT', 'application/pdf', 10 * MB + 1, 'FILE_TOO_LARGE'],
    ['ATTACHMENT', 'STUDENT', 'image/jpeg', 10 * MB + 1, 'FILE_TOO_LARGE'],
    ['ATTACHMENT', 'STUDENT', 'image/heic', 1000, null],
    ['ATTACHMENT', 'STUDENT', 'image/heif', 1000, null],
    // Images and PDF only: no text, no markup, no archives.
    ['ATTACHMENT', 'STUDENT', 'text/plain', 1000, 'FILE_TYPE_NOT_ALLOWED'],
    ['ATTACHMENT', 'STUDENT', 'text/html', 1000, 'FILE_TYPE_NOT_ALLOWED'],
    ['ATTACHMENT', 'STUDENT', 'image/svg+xml', 1000, 'FILE_TYPE_NOT_ALLOWED'],
    ['SCRATCHPAD', 'STUDENT', 'image/png', 5 * MB, null],
    ['SCRATCHPAD', 'STUDENT', 'image/png', 5 * MB + 1, 'FILE_TOO_LARGE'],
    ['PROBLEM_IMAGE', 'EMPLOYEE', 'image/png', 10 * MB + 1, 'FILE_TOO_LARGE'],
    ['PROBLEM_IMAGE', 'STUDENT', 'image/png', 1000, 'FORBIDDEN'],
    ['ATTACHMENT', 'FAMILY_MEMBER', 'application/pdf', 1000, 'FORBIDDEN'],
    ['SCRATCHPAD', 'STUDENT', 'image/jpeg', 1000, 'IMAGE_ONLY'],
    ['POST_IMAGE', 'STUDENT', 'image/png', 1000, 'FORBIDDEN'],
    ['POST_IMAGE', 'EMPLOYEE', 'image/png', 1000, null],
  ] as const)('%s by %s of %s, %i bytes → %s', (purpose, uploader, type, size, code) => {
    expect(checkUpload(purpose, uploader, type, size)?.code ?? null).toBe(code);
  });

  it('names the limit of non-profile purposes', () => {
    expect(checkUpload('ATTACHMENT', 'STUDENT', 'application/pdf', 50 * MB)?.values).toEqual({ mb: 10 });
    expect(checkUpload('SCRATCHPAD', 'STUDENT', 'image/png', 6 * MB)?.values).toEqual({ mb: 5 });
  });

  it('keeps the limits: attachments 10 MB, scratchpads 5 MB', () => {
    expect(UPLOAD_RULES.ATTACHMENT.maxBytes).toBe(10 * MB);
    expect(UPLOAD_RULES.SCRATCHPAD.maxBytes).toBe(5 * MB);
  });

  it('derives extensions from the type the file is kept as', () => {
    expect(extensionFor('image/jpeg')).toBe('.jpg');
    expect(extensionFor('image/heic')).toBe('.jpg');
    expect(extensionFor('text/plain')).toBe('');
    expect(extensionFor('application/x-unknown')).toBe('');
  });

  it('keeps phone photos as JPEG and everything else as sent', () => {
    expect(storedContentType('image/heic')).toBe('image/jpeg');
    expect(storedContentType('image/heif')).toBe('image/jpeg');
    expect(storedContentType('application/pdf')).toBe('application/pdf');
  });

  it('names a HEIC photo the browser gave no type by its file name', () => {
    expect(declaredType('', 'IMG_0042.HEIC')).toBe('image/heic');
    expect(declaredType('', 'notes.txt')).toBe('');
    expect(declaredType('image/jpeg', 'IMG_0042.HEIC')).toBe('image/jpeg');
  });

  it('offers phone photo types in the file picker only where the server converts them', () => {
    expect(acceptList('ATTACHMENT', { phonePhotos: true })).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'image/heic',
      'image/heif',
      'application/pdf',
      '.heic',
      '.heif',
    ]);
    expect(acceptList('ATTACHMENT', { phonePhotos: false })).toEqual([
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'application/pdf',
    ]);
    expect(acceptList('SCRATCHPAD', { phonePhotos: true })).toEqual(['image/png']);
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
    ['HEIC (iPhone)', bytes([0, 0, 0, 0x18], 'ftypheic'), 'image/heic'],
    ['HEIF', bytes([0, 0, 0, 0x18], 'ftypmif1'), 'image/heif'],
    ['AVIF', bytes([0, 0, 0, 0x1c], 'ftypavif'), 'image/heif'],
    ['MP4 video', bytes([0, 0, 0, 0x18], 'ftypisom'), null],
    ['an ftyp box cut short', bytes([0, 0, 0, 0x18], 'ftyphe'), null],
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
    [bytes('just some notes'), 'text/plain', false],
    [bytes([0, 0, 0, 0x18], 'ftypmif1'), 'image/heic', true],
    [bytes([0, 0, 0, 0x18], 'ftypheic'), 'image/heif', true],
    [bytes([0, 0, 0, 0x18], 'ftypisom'), 'image/heic', false],
    [bytes('%PDF-1.4'), 'image/heic', false],
  ])('bytes against the declared %s', (data, declared, ok) => {
    expect(bytesMatchType(data, declared)).toBe(ok);
  });
});
