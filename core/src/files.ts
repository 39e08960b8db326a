import { MAX_PROFILE_IMAGE_BYTES, PROFILE_IMAGE_TYPES } from './constants.js';
import type { MessageCode } from './messages.js';

/**
 * Why a file is uploaded; each purpose has its own types, size limit and uploaders. A feature that
 * takes files declares its purpose here; the server's accepted-upload service does the rest.
 */
export const FILE_PURPOSES = ['PROFILE_IMAGE', 'ATTACHMENT', 'SCRATCHPAD', 'PROBLEM_IMAGE', 'POST_IMAGE', 'NEWS_IMAGE'] as const;
export type FilePurpose = (typeof FILE_PURPOSES)[number];
export type Uploader = 'STUDENT' | 'FAMILY_MEMBER' | 'EMPLOYEE';

export interface UploadRule {
  types: readonly string[];
  maxBytes: number;
  /** Who may sign an upload of this purpose and attach it (each only their own uploads). */
  uploaders: readonly Uploader[];
  /** Image-only purposes refuse with the image texts of the profile form. */
  imagesOnly: boolean;
}

const MB = 1024 * 1024;

/** What one person may upload in 24 hours, over all purposes (declared sizes, refused uploads included). */
export const DAILY_UPLOAD_BYTES = 100 * MB;
/** How many uploads one person may start in 24 hours. */
export const DAILY_UPLOAD_COUNT = 200;
/** An upload not attached to anything within this time is deleted. */
export const UNATTACHED_UPLOAD_HOURS = 24;
const IMAGES = PROFILE_IMAGE_TYPES;

export const UPLOAD_RULES: Record<FilePurpose, UploadRule> = {
  PROFILE_IMAGE: {
    types: IMAGES,
    maxBytes: MAX_PROFILE_IMAGE_BYTES,
    uploaders: ['STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE'],
    imagesOnly: true,
  },
  // Player attachments: a photo or scan of the student's work.
  ATTACHMENT: { types: [...IMAGES, 'application/pdf', 'text/plain'], maxBytes: 10 * MB, uploaders: ['STUDENT'], imagesOnly: false },
  // The scratchpad canvas is exported as PNG.
  SCRATCHPAD: { types: ['image/png'], maxBytes: 5 * MB, uploaders: ['STUDENT'], imagesOnly: true },
  PROBLEM_IMAGE: { types: IMAGES, maxBytes: 10 * MB, uploaders: ['EMPLOYEE'], imagesOnly: true },
  POST_IMAGE: { types: IMAGES, maxBytes: 10 * MB, uploaders: ['EMPLOYEE'], imagesOnly: true },
  NEWS_IMAGE: { types: IMAGES, maxBytes: 10 * MB, uploaders: ['EMPLOYEE'], imagesOnly: true },
};

export interface UploadRefusal {
  code: MessageCode;
  values?: Record<string, string | number>;
}

/** Whether `uploader` may upload a file of this type and declared size for `purpose`; null means yes. */
export function checkUpload(purpose: FilePurpose, uploader: Uploader, contentType: string, size: number): UploadRefusal | null {
  const rule = UPLOAD_RULES[purpose];
  if (!rule.uploaders.includes(uploader)) return { code: 'FORBIDDEN' };
  if (!Number.isSafeInteger(size) || size <= 0) return { code: 'INVALID_INPUT' };
  if (!rule.types.includes(contentType)) return { code: rule.imagesOnly ? 'IMAGE_ONLY' : 'FILE_TYPE_NOT_ALLOWED' };
  if (size > rule.maxBytes) {
    // The profile text names 5 MB; other purposes name their own limit.
    if (purpose === 'PROFILE_IMAGE') return { code: 'IMAGE_TOO_LARGE' };
    return { code: 'FILE_TOO_LARGE', values: { mb: Math.floor(rule.maxBytes / MB) } };
  }
  return null;
}

const EXTENSIONS: Record<string, string> = {
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'image/webp': '.webp',
  'application/pdf': '.pdf',
  'text/plain': '.txt',
};

/** The file extension stored keys get, from the content type (never from the user's file name). */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[contentType] ?? '';
}

/** How many leading bytes `contentTypeOfBytes` needs. */
export const SNIFF_BYTES = 12;

const startsWith = (bytes: Uint8Array, at: number, signature: number[] | string) => {
  const expected = typeof signature === 'string' ? [...signature].map((c) => c.charCodeAt(0)) : signature;
  return expected.every((byte, i) => bytes[at + i] === byte);
};

/**
 * The type a file really is, from its first bytes (the formats uploads may have), or null. The
 * browser only declares a type; the server checks the stored bytes against it.
 */
export function contentTypeOfBytes(bytes: Uint8Array): string | null {
  if (startsWith(bytes, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, 0, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, 0, 'GIF87a') || startsWith(bytes, 0, 'GIF89a')) return 'image/gif';
  if (startsWith(bytes, 0, 'RIFF') && startsWith(bytes, 8, 'WEBP')) return 'image/webp';
  if (startsWith(bytes, 0, '%PDF-')) return 'application/pdf';
  return null;
}

/** Whether stored bytes are what was declared; plain text has no signature and is taken as declared. */
export function bytesMatchType(bytes: Uint8Array, declared: string): boolean {
  if (declared === 'text/plain') return contentTypeOfBytes(bytes) === null;
  return contentTypeOfBytes(bytes) === declared;
}
