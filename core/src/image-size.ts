import { contentTypeOfBytes } from './files.js';
import type { MessageCode } from './messages.js';

/**
 * An image's size as its header declares it, read without decoding a pixel: the canvas every
 * frame is drawn on, and how many frames an animation has. A small file can declare a canvas that
 * takes gigabytes to decode, so the server reads this first and refuses what is over the budget.
 */
export interface ImageSize {
  width: number;
  height: number;
  frames: number;
}

/**
 * The most pixels an uploaded image may decode to, an animation's frames counted together (each
 * frame is drawn on the whole canvas). Phone photos are 12 MP, or 24 MP (an iPhone's 5712 × 4284
 * is 24.5 MP); a camera's 48–50 MP full-resolution mode is refused.
 */
export const MAX_IMAGE_MEGAPIXELS = 30;
const MAX_IMAGE_PIXELS = MAX_IMAGE_MEGAPIXELS * 1_000_000;

/** Why an image of this size is refused, or null when it is within the budget. */
export function checkImagePixels(size: ImageSize): { code: MessageCode; values: { max: number } } | null {
  if (size.width * size.height * size.frames <= MAX_IMAGE_PIXELS) return null;
  return { code: size.frames > 1 ? 'ANIMATION_TOO_MANY_PIXELS' : 'IMAGE_TOO_MANY_PIXELS', values: { max: MAX_IMAGE_MEGAPIXELS } };
}

/**
 * The size a PNG, JPEG, GIF, WebP or HEIF file declares, or null when its header cannot be read
 * (cut short or broken, which the image decoder would refuse too).
 */
export function imageSizeOf(bytes: Uint8Array): ImageSize | null {
  const type = contentTypeOfBytes(bytes);
  const read = new Reader(bytes);
  if (type === 'image/png') return pngSize(read);
  if (type === 'image/jpeg') return jpegSize(read);
  if (type === 'image/gif') return gifSize(read);
  if (type === 'image/webp') return webpSize(read);
  if (type === 'image/heic' || type === 'image/heif') return heifSize(read);
  return null;
}

/** Bounds-checked reads: past the end is undefined, never a wrong number. */
class Reader {
  readonly length: number;
  constructor(private readonly bytes: Uint8Array) {
    this.length = bytes.length;
  }
  has(at: number, count: number): boolean {
    return at >= 0 && at + count <= this.length;
  }
  u8(at: number): number | undefined {
    return this.bytes[at];
  }
  u16be(at: number): number {
    return (this.bytes[at]! << 8) | this.bytes[at + 1]!;
  }
  u16le(at: number): number {
    return this.bytes[at]! | (this.bytes[at + 1]! << 8);
  }
  u24le(at: number): number {
    return this.u16le(at) + this.bytes[at + 2]! * 0x10000;
  }
  u32be(at: number): number {
    return this.u16be(at) * 0x10000 + this.u16be(at + 2);
  }
  u32le(at: number): number {
    return this.u16le(at) + this.u16le(at + 2) * 0x10000;
  }
  ascii(at: number, count: number): string {
    return String.fromCharCode(...this.bytes.subarray(at, at + count));
  }
}

const still = (width: number, height: number): ImageSize => ({ width, height, frames: 1 });

const PNG_BIT_DEPTHS = [1, 2, 4, 8, 16];
const PNG_COLOUR_TYPES = [0, 2, 3, 4, 6];

/**
 * PNG: the IHDR chunk comes first, 13 bytes long, its bit depth and colour type among the
 * defined ones (else it is no PNG header but something after a copied signature). Animated PNG
 * is decoded as its still image only.
 */
function pngSize(read: Reader): ImageSize | null {
  if (!read.has(8, 18) || read.u32be(8) !== 13 || read.ascii(12, 4) !== 'IHDR') return null;
  if (!PNG_BIT_DEPTHS.includes(read.u8(24)!) || !PNG_COLOUR_TYPES.includes(read.u8(25)!)) return null;
  return still(read.u32be(16), read.u32be(20));
}

/** JPEG frame headers (SOF0–SOF15 but DHT, JPG and DAC), where the height and width are. */
const JPEG_FRAME_MARKERS = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);

/** JPEG: the first frame header among the segments before the image data. */
function jpegSize(read: Reader): ImageSize | null {
  let at = 2;
  while (at < read.length) {
    // Stray bytes before a marker are skipped, as decoders do; a marker may be padded with 0xFF.
    if (read.u8(at) !== 0xff) {
      at += 1;
      continue;
    }
    while (read.u8(at) === 0xff) at += 1;
    const marker = read.u8(at);
    at += 1;
    if (marker === undefined || marker === 0xd9 || marker === 0xda) return null;
    // Markers without a length: restart markers, TEM, a second SOI.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd8)) continue;
    if (!read.has(at, 2)) return null;
    const length = read.u16be(at);
    if (length < 2) return null;
    if (JPEG_FRAME_MARKERS.has(marker)) return read.has(at, 7) ? still(read.u16be(at + 5), read.u16be(at + 3)) : null;
    at += length;
  }
  return null;
}

/** Where a GIF's sub-blocks (each led by its length, a zero length ends them) end, or null when cut short. */
function afterSubBlocks(read: Reader, from: number): number | null {
  let at = from;
  for (let size = read.u8(at); size !== undefined; size = read.u8(at)) {
    at += 1 + size;
    if (size === 0) return at;
  }
  return null;
}

const colorTableBytes = (packed: number) => (packed & 0x80 ? 3 * (2 << (packed & 7)) : 0);

/**
 * GIF: the logical screen and every frame's image descriptor, walked without decompressing the
 * image data. A frame reaching past the screen grows the canvas (decoders allow it), so the
 * canvas is the largest extent of any.
 */
function gifSize(read: Reader): ImageSize | null {
  if (!read.has(6, 7)) return null;
  let width = read.u16le(6);
  let height = read.u16le(8);
  let frames = 0;
  let at: number | null = 13 + colorTableBytes(read.u8(10)!);
  while (at !== null && at < read.length) {
    const block = read.u8(at);
    if (block === 0x21) {
      at = afterSubBlocks(read, at + 2);
    } else if (block === 0x2c && read.has(at, 10)) {
      frames += 1;
      width = Math.max(width, read.u16le(at + 1) + read.u16le(at + 5));
      height = Math.max(height, read.u16le(at + 3) + read.u16le(at + 7));
      // The descriptor, its colour table, the LZW code size, then the image data's sub-blocks.
      at = afterSubBlocks(read, at + 10 + colorTableBytes(read.u8(at + 9)!) + 1);
    } else {
      // The trailer, or anything decoders stop at.
      break;
    }
  }
  return { width, height, frames: Math.max(frames, 1) };
}

/**
 * WebP: the canvas of the extended format (VP8X), else the size in the lossy (VP8) or lossless
 * (VP8L) bitstream's header; an animation's frames are its ANMF chunks.
 */
function webpSize(read: Reader): ImageSize | null {
  let canvas: { width: number; height: number } | null = null;
  let animated = false;
  let frames = 0;
  for (let at = 12; read.has(at, 8);) {
    const chunk = read.ascii(at, 4);
    const size = read.u32le(at + 4);
    const data = at + 8;
    if (chunk === 'VP8X') {
      if (!read.has(data, 10)) return null;
      animated = (read.u8(data)! & 0x02) !== 0;
      canvas = { width: 1 + read.u24le(data + 4), height: 1 + read.u24le(data + 7) };
    } else if (chunk === 'VP8 ' && !canvas) {
      // A 3-byte frame tag, the start code 9d 01 2a, then 14-bit width and height.
      if (!read.has(data, 10) || read.u8(data + 3) !== 0x9d || read.u8(data + 4) !== 0x01 || read.u8(data + 5) !== 0x2a) return null;
      canvas = { width: read.u16le(data + 6) & 0x3fff, height: read.u16le(data + 8) & 0x3fff };
    } else if (chunk === 'VP8L' && !canvas) {
      // The signature 0x2f, then width − 1 and height − 1 in 14 bits each.
      if (!read.has(data, 5) || read.u8(data) !== 0x2f) return null;
      const bits = read.u32le(data + 1);
      canvas = { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    } else if (chunk === 'ANMF') {
      frames += 1;
    }
    at = data + size + (size % 2);
  }
  if (!canvas) return null;
  return { ...canvas, frames: animated ? Math.max(frames, 1) : 1 };
}

/** The ISO base media boxes between `from` and `to`: type and where each one's content lies. */
function* boxes(read: Reader, from: number, to: number): Generator<{ type: string; start: number; end: number }> {
  let at = from;
  while (at + 8 <= to) {
    let size = read.u32be(at);
    let header = 8;
    if (size === 1) {
      if (at + 16 > to) return;
      size = read.u32be(at + 8) * 0x1_0000_0000 + read.u32be(at + 12);
      header = 16;
    } else if (size === 0) {
      size = to - at;
    }
    if (size < header || at + size > to) return;
    yield { type: read.ascii(at + 4, 4), start: at + header, end: at + size };
    at += size;
  }
}

function boxIn(read: Reader, from: number, to: number, type: string) {
  for (const box of boxes(read, from, to)) if (box.type === type) return box;
  return null;
}

/**
 * HEIF: the image spatial extents (ispe) among the item properties (meta › iprp › ipco). A photo
 * has several (the whole image, its tiles, a thumbnail); the largest is the one that counts.
 */
function heifSize(read: Reader): ImageSize | null {
  const meta = boxIn(read, 0, read.length, 'meta');
  // meta is a full box: 4 bytes of version and flags before its boxes.
  const iprp = meta && boxIn(read, meta.start + 4, meta.end, 'iprp');
  const ipco = iprp && boxIn(read, iprp.start, iprp.end, 'ipco');
  if (!ipco) return null;
  let largest: ImageSize | null = null;
  for (const box of boxes(read, ipco.start, ipco.end)) {
    if (box.type !== 'ispe' || box.end - box.start < 12) continue;
    const size = still(read.u32be(box.start + 4), read.u32be(box.start + 8));
    if (!largest || size.width * size.height > largest.width * largest.height) largest = size;
  }
  return largest;
}
