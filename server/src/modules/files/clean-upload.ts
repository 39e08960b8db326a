import { isPdfDocument } from '@solve/core/file-structure';
import { bytesMatchType, PHONE_PHOTO_TYPES } from '@solve/core/files';
import { checkImagePixels, imageSizeOf } from '@solve/core/image-size';
import type { MessageCode } from '@solve/core';
import { convertPhonePhoto, type ImageFormat, reencodeImage } from './image-codec.js';
import { imageQueue, QueueFullError } from './image-queue.js';

const IMAGE_FORMATS: Record<string, ImageFormat> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/gif': 'gif',
  'image/webp': 'webp',
};

export type CleanResult =
  | { ok: true; body: Buffer }
  | { ok: false; reason: 'WRONG_TYPE' | 'PHOTO_FORMAT_UNREADABLE' | 'BUSY' }
  | { ok: false; reason: 'TOO_MANY_PIXELS'; code: MessageCode; values: Record<string, number> };

const refused = (reason: 'WRONG_TYPE' | 'PHOTO_FORMAT_UNREADABLE' | 'BUSY'): CleanResult => ({ ok: false, reason });
const kept = (body: Buffer | null): CleanResult => (body ? { ok: true, body } : refused('WRONG_TYPE'));

/**
 * The bytes to serve for an upload of `contentType` by `owner`, or why not when the body is not
 * really of that type. Images are decoded and encoded again in their own format: only pixels
 * survive, so metadata (GPS positions in phone photos), trailing data and anything smuggled after
 * a valid header are gone; the photo is turned upright first, since the orientation tag goes too.
 * Phone photos (HEIC, HEIF) become JPEG, which every browser shows; one the image library cannot
 * decode is refused with its own reason. PDFs are kept as sent once their structure is checked.
 *
 * The cheap checks come first: the signature, then the size the image's header declares against
 * the pixel budget (a small file may declare a canvas that takes gigabytes to decode). Only then
 * is the image decoded, in the image queue: a few at a time, one per owner, a bounded line
 * (refused with BUSY past it; the body is kept so that the same save can be tried again).
 */
export async function cleanUpload(body: Buffer, contentType: string, owner: string): Promise<CleanResult> {
  // The signature first: an SVG or a page of script never reaches the image decoder.
  if (!bytesMatchType(body, contentType)) return refused('WRONG_TYPE');
  if (contentType === 'application/pdf') return kept(isPdfDocument(body) ? body : null);
  const format = IMAGE_FORMATS[contentType];
  const phonePhoto = (PHONE_PHOTO_TYPES as readonly string[]).includes(contentType);
  if (!format && !phonePhoto) return refused('WRONG_TYPE');

  const size = imageSizeOf(body);
  if (!size) return refused(phonePhoto ? 'PHOTO_FORMAT_UNREADABLE' : 'WRONG_TYPE');
  const tooLarge = checkImagePixels(size);
  if (tooLarge) return { ok: false, reason: 'TOO_MANY_PIXELS', ...tooLarge };

  try {
    if (format) return kept(await imageQueue.run(owner, () => reencodeImage(body, format)));
    const jpeg = await imageQueue.run(owner, () => convertPhonePhoto(body));
    return jpeg ? { ok: true, body: jpeg } : refused('PHOTO_FORMAT_UNREADABLE');
  } catch (error) {
    if (error instanceof QueueFullError) return refused('BUSY');
    throw error;
  }
}
