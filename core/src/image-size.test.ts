import { describe, expect, it } from 'vitest';
import { checkImagePixels, imageSizeOf, MAX_IMAGE_MEGAPIXELS } from './image-size.js';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)));
const u16le = (n: number) => [n & 0xff, n >> 8];
const u16be = (n: number) => [n >> 8, n & 0xff];
const u24le = (n: number) => [n & 0xff, (n >> 8) & 0xff, n >> 16];
const u32le = (n: number) => [...u16le(n & 0xffff), ...u16le(n >>> 16)];
const u32be = (n: number) => [...u16be(n >>> 16), ...u16be(n & 0xffff)];

function png(width: number, height: number) {
  return bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], u32be(13), 'IHDR', u32be(width), u32be(height), [8, 2, 0, 0, 0]);
}

/** A GIF of `frames` frames of its whole screen, each with one block of image data (not a real picture). */
function gif(width: number, height: number, frames = 1, frame: { left?: number; top?: number } = {}) {
  const one = [
    ...bytes([0x21, 0xf9, 4, 0, 10, 0, 0, 0]), // a graphic control extension: 0.1 s per frame
    ...bytes([0x2c], u16le(frame.left ?? 0), u16le(frame.top ?? 0), u16le(width), u16le(height), [0x80, 0, 0, 0, 255, 255, 255]),
    ...bytes([2, 2, 0x4c, 0x01, 0]),
  ];
  return bytes('GIF89a', u16le(width), u16le(height), [0, 0, 0], Array.from({ length: frames }, () => one).flat(), [0x3b]);
}

const riff = (...chunks: number[][]) => {
  const body = chunks.flat();
  return bytes('RIFF', u32le(4 + body.length), 'WEBP', body);
};
const chunk = (fourcc: string, data: number[]) => [...bytes(fourcc, u32le(data.length), data, data.length % 2 ? [0] : [])];

function box(type: string, ...content: number[][]) {
  const body = content.flat();
  return [...bytes(u32be(8 + body.length), type, body)];
}
const ispe = (width: number, height: number) => box('ispe', [0, 0, 0, 0], u32be(width), u32be(height));

describe('image sizes read from the header', () => {
  it.each([
    ['a PNG', png(640, 480), { width: 640, height: 480, frames: 1 }],
    [
      'a JPEG, its frame header after an APP0 segment and fill bytes',
      bytes([0xff, 0xd8, 0xff, 0xe0], u16be(6), 'JFIF', [0xff, 0xff, 0xc2], u16be(17), [8], u16be(3024), u16be(4032), [3]),
      { width: 4032, height: 3024, frames: 1 },
    ],
    ['a GIF of 35 bytes declaring 6300 × 6300', gif(6300, 6300), { width: 6300, height: 6300, frames: 1 }],
    ['an animated GIF', gif(500, 400, 120), { width: 500, height: 400, frames: 120 }],
    ['a GIF whose frame reaches past its screen', gif(10, 10, 1, { left: 9000, top: 5 }), { width: 9010, height: 15, frames: 1 }],
    [
      'a lossy WebP',
      riff(chunk('VP8 ', [0x30, 0x01, 0x00, 0x9d, 0x01, 0x2a, ...u16le(1920), ...u16le(1080), 0, 0])),
      { width: 1920, height: 1080, frames: 1 },
    ],
    [
      'a lossless WebP',
      riff(chunk('VP8L', [0x2f, ...u32le((99 & 0x3fff) | ((199 & 0x3fff) << 14)), 0, 0, 0])),
      { width: 100, height: 200, frames: 1 },
    ],
    [
      'an animated WebP',
      riff(
        chunk('VP8X', [0x02, 0, 0, 0, ...u24le(999), ...u24le(499)]),
        chunk('ANIM', [0, 0, 0, 0, 0, 0]),
        ...Array(7).fill(chunk('ANMF', [1, 2, 3])),
      ),
      { width: 1000, height: 500, frames: 7 },
    ],
    [
      'a HEIF photo: the largest of its image extents (whole image, tiles)',
      bytes(
        box('ftyp', [...bytes('heic'), 0, 0, 0, 0]),
        box('meta', [0, 0, 0, 0], box('iprp', box('ipco', ispe(512, 512), ispe(5712, 4284)))),
      ),
      { width: 5712, height: 4284, frames: 1 },
    ],
  ])('%s', (_name, file, size) => {
    expect(imageSizeOf(file)).toEqual(size);
  });

  it.each([
    ['a PNG cut short', png(640, 480).subarray(0, 20)],
    ['a PNG signature and chunk name before a web page', bytes([...png(1, 1).subarray(0, 16)], '<html><script>alert(1)</script></html>')],
    ['a JPEG with image data before any frame header', bytes([0xff, 0xd8, 0xff, 0xda], u16be(8), [1, 2, 3, 4, 5, 6])],
    ['a JPEG cut short', bytes([0xff, 0xd8, 0xff, 0xe0], u16be(16), 'JFIF')],
    ['a WebP with no bitstream', riff(chunk('EXIF', [1, 2, 3, 4]))],
    ['a HEIF without item properties', bytes(box('ftyp', [...bytes('heic'), 0, 0, 0, 0]), box('mdat', [7, 7, 7]))],
    ['a PDF', bytes('%PDF-1.7\n')],
  ])('%s has no size', (_name, file) => {
    expect(imageSizeOf(file)).toBeNull();
  });
});

describe('the pixel budget', () => {
  it('takes a 24 MP phone photo and refuses a 48 MP one', () => {
    expect(checkImagePixels({ width: 5712, height: 4284, frames: 1 })).toBeNull();
    expect(checkImagePixels({ width: 8064, height: 6048, frames: 1 })).toEqual({
      code: 'IMAGE_TOO_MANY_PIXELS',
      values: { max: MAX_IMAGE_MEGAPIXELS },
    });
  });

  it('counts every frame of an animation', () => {
    const frames = MAX_IMAGE_MEGAPIXELS;
    expect(checkImagePixels({ width: 1000, height: 1000, frames })).toBeNull();
    expect(checkImagePixels({ width: 1000, height: 1000, frames: frames + 1 })?.code).toBe('ANIMATION_TOO_MANY_PIXELS');
  });
});
