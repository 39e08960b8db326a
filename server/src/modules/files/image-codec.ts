import { MAX_IMAGE_MEGAPIXELS } from '@solve/core/image-size';
import sharp from 'sharp';

/**
 * The image work proper: decoding an upload and encoding it again with sharp (libvips). Every call
 * runs in the image queue (clean-upload.ts), after the header was checked against the budget.
 */

// libvips' operation cache would keep decoded images around between uploads; memory stays bounded without it.
sharp.cache(false);
// One libvips worker thread per image: the queue's limit is then also how many cores images take.
sharp.concurrency(1);

/**
 * libvips' own limit, checked on the header it reads before decoding (for an animation, all frames
 * together). The budget was already checked on the header by the server; this guards the same
 * budget should the two readings of a header ever differ.
 */
const LIMIT_INPUT_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/**
 * Whether this server's image library decodes the HEVC-coded HEIC photos iPhones take. Builds of
 * libvips whose HEIF reader has no HEVC decoder (sharp's prebuilt one reads only AV1-coded HEIF)
 * list no `.heic` among the suffixes it reads.
 */
export const decodesPhonePhotos: boolean = sharp.format.heif.input.fileSuffix?.includes('.heic') ?? false;

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

/** A HEIF phone photo as an upright JPEG, or null when it cannot be decoded. */
export async function convertPhonePhoto(body: Buffer): Promise<Buffer | null> {
  try {
    const image = sharp(body, { limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
    const { format } = await image.metadata();
    if (format !== 'heif') return null;
    return await image.autoOrient().jpeg({ quality: 90 }).toBuffer();
  } catch {
    // No decoder for its coding (HEVC without one), cut short, or too many pixels.
    return null;
  }
}

/** The image decoded and encoded again in its own format (photos turned upright), or null when it cannot be decoded. */
export async function reencodeImage(body: Buffer, format: ImageFormat): Promise<Buffer | null> {
  const animated = format === 'gif' || format === 'webp';
  try {
    const image = sharp(body, { animated, limitInputPixels: LIMIT_INPUT_PIXELS, failOn: 'error' });
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
