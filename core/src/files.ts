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
/**
 * Phone cameras' own photo formats (iPhones save HEIC). The server converts them to JPEG when its
 * image library can decode them, and refuses them with PHOTO_FORMAT_UNREADABLE otherwise.
 */
export const PHONE_PHOTO_TYPES = ['image/heic', 'image/heif'] as const;

export const UPLOAD_RULES: Record<FilePurpose, UploadRule> = {
  PROFILE_IMAGE: {
    types: IMAGES,
    maxBytes: MAX_PROFILE_IMAGE_BYTES,
    uploaders: ['STUDENT', 'FAMILY_MEMBER', 'EMPLOYEE'],
    imagesOnly: true,
  },
  // Player attachments: a photo or scan of the student's work (images and PDF only).
  ATTACHMENT: {
    types: [...IMAGES, ...PHONE_PHOTO_TYPES, 'application/pdf'],
    maxBytes: 10 * MB,
    uploaders: ['STUDENT'],
    imagesOnly: false,
  },
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
};

const isPhonePhoto = (contentType: string) => (PHONE_PHOTO_TYPES as readonly string[]).includes(contentType);

/** The type a file of `contentType` is kept and served as: phone photos become JPEG, the rest stay as they are. */
export function storedContentType(contentType: string): string {
  return isPhonePhoto(contentType) ? 'image/jpeg' : contentType;
}

/** The file extension stored keys get, from the type the file is kept as (never from the user's file name). */
export function extensionFor(contentType: string): string {
  return EXTENSIONS[storedContentType(contentType)] ?? '';
}

/**
 * A file's type as the browser reports it, or from its name where the browser knows none (a
 * HEIC photo copied to a Windows computer arrives with an empty type).
 */
export function declaredType(type: string, name: string): string {
  if (type !== '') return type;
  return /\.(heic|heif)$/i.test(name) ? 'image/heic' : '';
}

/**
 * The entries of a file input's `accept` list for `purpose`. Phone photo types are listed only
 * where the server can convert them: where they are not listed, iPhones send a JPEG copy of the
 * photo instead, which every server reads.
 */
export function acceptList(purpose: FilePurpose, capabilities: { phonePhotos: boolean }): string[] {
  const types = UPLOAD_RULES[purpose].types.filter((type) => capabilities.phonePhotos || !isPhonePhoto(type));
  return types.some(isPhonePhoto) ? [...types, '.heic', '.heif'] : [...types];
}

/** How many leading bytes `contentTypeOfBytes` needs. */
export const SNIFF_BYTES = 12;

/** ISO base media files (HEIF) name their kind in the `ftyp` box's major brand, bytes 8 to 11. */
const HEIF_BRANDS: Record<string, string> = {
  heic: 'image/heic',
  heix: 'image/heic',
  hevc: 'image/heic',
  hevx: 'image/heic',
  heim: 'image/heic',
  heis: 'image/heic',
  mif1: 'image/heif',
  msf1: 'image/heif',
  avif: 'image/heif',
  avis: 'image/heif',
};

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
  if (startsWith(bytes, 4, 'ftyp') && bytes.length >= SNIFF_BYTES) {
    const brand = String.fromCharCode(...bytes.subarray(8, 12));
    return HEIF_BRANDS[brand] ?? null;
  }
  return null;
}

/** Whether stored bytes are what was declared; phone photos may be declared as either HEIC or HEIF. */
export function bytesMatchType(bytes: Uint8Array, declared: string): boolean {
  const actual = contentTypeOfBytes(bytes);
  if (isPhonePhoto(declared)) return actual !== null && isPhonePhoto(actual);
  return actual === declared;
}
