import { isPdfDocument, isPlainText } from '@solve/core/file-structure';
import { bytesMatchType } from '@solve/core/files';
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
 * The bytes to serve for an upload of `contentType`, or null when the body is not really of that
 * type. Images are decoded and encoded again in their own format: only pixels survive, so
 * metadata (GPS positions in phone photos), trailing data and anything smuggled after a valid
 * header are gone; the photo is turned upright first, since the orientation tag goes too. PDFs
 * and text are kept as sent once their structure is checked.
 */
export async function cleanUpload(body: Buffer, contentType: string): Promise<Buffer | null> {
  // The signature first: an SVG or a page of script never reaches the image decoder.
  if (!bytesMatchType(body, contentType)) return null;
  const format = IMAGE_FORMATS[contentType];
  if (format) return reencodeImage(body, format);
  if (contentType === 'application/pdf') return isPdfDocument(body) ? body : null;
  if (contentType === 'text/plain') return isPlainText(body) ? body : null;
  return null;
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
