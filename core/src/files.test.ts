import { describe, expect, it } from 'vitest';
import { MAX_PROFILE_IMAGE_BYTES } from './constants.js';
import { checkUpload, extensionFor } from './files.js';

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
