import { isPdfDocument } from '@solve/core/file-structure';
import { bytesMatchType, PHONE_PHOTO_TYPES } from '@solve/core/files';
import sharp from 'sharp';

// libvips' operation cache would keep decoded images around between uploads; memory stays bounded without it.
sharp.cache(false);

/** Larger images (e.g. a small file that decompresses to gigabytes of pixels) are refused. */
const MAX_IMAGE_PIXELS = 40_000_000;

const IMAGE_FORMATS: Record<string, 'png' | 'jpeg' | 'gif' | 'webp'> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

/**
 * Whether this server's image library decodes the HEVC-coded HEIC photos iPhones take. Builds of
 * libvips whose HEIF reader has no HEVC decoder (sharp's prebuilt one reads only AV1-coded HEIF)
 * list no `.heic` among the suffixes it reads.
 */
export const decodesPhonePhotos: boolean = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

export type CleanResult = { ok: true; body: Buffer } | { ok: false; reason: 'WRONG_TYPE' | 'PHOTO_FORMAT_UNREADABLE' };

const refused = (reason: 'WRONG_TYPE' | 'PHOTO_FORMAT_UNREADABLE'): CleanResult => ({ ok: false, reason });
const kept = (body: Buffer | null): CleanResult => (body ? { ok: true, body } : refused('WRONG_TYPE'));

/**
 * The bytes to serve for an upload of `contentType`, or why not when the body is not really of
 * that type. Images are decoded and encoded again in their own format: only pixels survive, so
 * metadata (GPS positions in phone photos), trailing data and anything smuggled after a valid
 * header are gone; the photo is turned upright first, since the orientation tag goes too. Phone
 * photos (HEIC, HEIF) become JPEG, which every browser shows; one the image library cannot
 * decode is refused with its own reason. PDFs are kept as sent once their structure is checked.
 */
export async function cleanUpload(body: Buffer, contentType: string): Promise<CleanResult> {
  // The signature first: an SVG or a page of script never reaches the image decoder.
  if (!bytesMatchType(body, contentType)) return refused('WRONG_TYPE');
  const format = IMAGE_FORMATS[contentType];
  if (format) return kept(await reencodeImage(body, format));
  if ((PHONE_PHOTO_TYPES as readonly string[]).includes(contentType)) {
    const jpeg = await convertPhonePhoto(body);
    return jpeg ? { ok: true, body: jpeg } : refused('PHOTO_FORMAT_UNREADABLE');
  }
  if (contentType === 'application/pdf') return kept(isPdfDocument(body) ? body : null);
  return refused('WRONG_TYPE');
}

async function convertPhonePhoto(body: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(body, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'heif') return null;
    return await image.autoOrient().jpeg({ quality: 90 }).toBuffer();
  } catch {
    // No decoder for its coding (HEVC without one), cut short, or too many pixels.
    return null;
  }
}

async function reencodeImage(body: Buffer, format: 'png' | 'jpeg' | 'gif' | 'webp'): Promise<Buffer | null> {
  const animated = format === 'gif' || format === 'webp';
  try {
    const image = sharp(body, { animated, limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' });
    const { format: decoded } = await image.metadata();
    if (decoded !== format) return null;
    const upright = animated ? image : image.autoOrient();
    if (format === 'jpeg') return await upright.jpeg({ quality: 90 }).toBuffer();
    if (format === 'png') return await upright.png().toBuffer();
    if (format === 'webp') return await upright.webp({ quality: 90 }).toBuffer();
    return await upright.gif().toBuffer();
  } catch {
    // libvips could not decode it: not an image, cut short, or too many pixels.
    return null;
  }
}
