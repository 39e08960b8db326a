import { formatMessage } from '@solve/core';
import { imageSizeOf, MAX_IMAGE_MEGAPIXELS } from '@solve/core/image-size';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { problemResponses, uploadedFiles } from '../../db/schema/index.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type StudentAtWork } from '../../test/player-kit.js';
import { gifDeclaring, photoWithGps, sampleHeif, sampleImage, samplePdf, uploadAs, uploadKeyOf } from '../../test/upload-kit.js';
import * as codec from './image-codec.js';

/**
 * What an image may cost: its header is read and checked against the pixel budget before any
 * decode, and the cheap checks of a save (the place already taken, the type) come before the
 * decode too, so that a refused upload never costs one.
 */

// Counts the decodes the server starts (it runs in this process).
vi.mock('./image-codec.js', async (importOriginal) => {
  const real = await importOriginal<typeof codec>();
  return { ...real, reencodeImage: vi.fn(real.reencodeImage), convertPhonePhoto: vi.fn(real.convertPhonePhoto) };
});
const decodes = () => vi.mocked(codec.reencodeImage).mock.calls.length + vi.mocked(codec.convertPhonePhoto).mock.calls.length;

const kit = playerTestServer(new Date());
let origin = '';
beforeAll(async () => {
  origin = `http://127.0.0.1:${await kit.t.app.listen(0, '127.0.0.1')}`;
});
beforeEach(() => {
  vi.mocked(codec.reencodeImage).mockClear();
  vi.mocked(codec.convertPhonePhoto).mockClear();
});

const offlineSet = () => playerFixture(kit.t, { problems: [{ problemType: 'OFFLINE', points: 2 }] });

const upload = (who: StudentAtWork, body: Buffer, contentType: string) =>
  uploadAs(kit.t.gql, origin, who.token, { body, contentType, purpose: 'ATTACHMENT' });

const attach = (who: StudentAtWork, problemId: number, fileKey: string) =>
  kit.t.gql<{ attachFile: { attachmentUrl: string | null } }>(
    `mutation ($s: Int!, $p: Int!, $k: String!) { attachFile(submissionId: $s, problemId: $p, fileKey: $k) { attachmentUrl } }`,
    { s: who.submissionId, p: problemId, k: fileKey },
    { token: who.token },
  );

async function fileRow(key: string) {
  const [row] = await kit.t.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
  return row!;
}

async function attachmentOf(who: StudentAtWork, problemId: number) {
  const [row] = await kit.t.services.db
    .select({ key: problemResponses.attachmentKey })
    .from(problemResponses)
    .where(and(eq(problemResponses.submissionId, who.submissionId), eq(problemResponses.problemId, problemId)));
  return row?.key ?? null;
}

/** An animation of `frames` frames of `width` × `height`, each of its own colour, encoded by the image library. */
async function animation(format: 'gif' | 'webp', width: number, height: number, frames: number) {
  const frame = (i: number) =>
    sharp({ create: { width, height, channels: 3, background: { r: i * 40, g: 90, b: 200 - i * 30 } } })
      .png()
      .toBuffer();
  const images = await Promise.all(Array.from({ length: frames }, (_, i) => frame(i)));
  return sharp(images, { join: { animated: true } })
    .toFormat(format)
    .toBuffer();
}

describe('the header reader', () => {
  it('reads the size the image library reads, for every format uploads may have', async () => {
    const plain = (format: 'png' | 'jpeg' | 'gif' | 'webp', width: number, height: number, options = {}) =>
      sharp({ create: { width, height, channels: 4, background: '#3366cc80' } })
        .toFormat(format, options)
        .toBuffer();
    const files = [
      await plain('png', 300, 200),
      await plain('jpeg', 640, 480),
      await plain('jpeg', 641, 479, { progressive: true }),
      await photoWithGps(),
      await plain('gif', 123, 45),
      await plain('webp', 320, 240, { lossless: true }),
      await plain('webp', 321, 241),
      await animation('gif', 64, 48, 5),
      await animation('webp', 64, 48, 4),
      await sampleHeif(),
    ];
    for (const file of files) {
      const { width, height, pages = 1, pageHeight } = await sharp(file, { animated: true }).metadata();
      expect(imageSizeOf(file)).toEqual({ width, height: pageHeight ?? height, frames: pages });
    }
  });
});

describe('the pixel budget, read from the header', () => {
  it('refuses a GIF of a few bytes that declares 6300 × 6300 with the limit in its text, without decoding it, storing and attaching nothing', async () => {
    const f = await offlineSet();
    const bomb = gifDeclaring(6300, 6300);
    expect(bomb.length).toBeLessThan(100);
    const key = await upload(f, bomb, 'image/gif');
    const refused = await attach(f, f.problems[0]!.id, key);
    expect(errorCode(refused)).toBe('IMAGE_TOO_MANY_PIXELS');
    expect(refused.errors?.[0]?.message).toBe(`This image is too large. Images can be at most ${MAX_IMAGE_MEGAPIXELS} megapixels.`);
    expect(decodes()).toBe(0);
    const row = await fileRow(key);
    expect(row.uploadedAt).toBeNull();
    expect(await kit.t.services.storage.head(key)).toBeNull();
    expect(await kit.t.services.storage.head(row.uploadKey!)).toBeNull();
    expect(await attachmentOf(f, f.problems[0]!.id)).toBeNull();
  });

  it('counts every frame of an animation: small frames, too many of them, are refused without decoding', async () => {
    const f = await offlineSet();
    // 1200 × 1200 is 1.44 MP a frame; 25 frames are 36 MP.
    const key = await upload(f, gifDeclaring(1200, 1200, 25), 'image/gif');
    const refused = await attach(f, f.problems[0]!.id, key);
    expect(errorCode(refused)).toBe('ANIMATION_TOO_MANY_PIXELS');
    expect(refused.errors?.[0]?.message).toBe(formatMessage('ANIMATION_TOO_MANY_PIXELS', { max: MAX_IMAGE_MEGAPIXELS }));
    expect(decodes()).toBe(0);
    expect(await attachmentOf(f, f.problems[0]!.id)).toBeNull();
  });

  it('decodes an animation within the budget, once', async () => {
    const f = await offlineSet();
    const key = await upload(f, gifDeclaring(400, 300, 20), 'image/gif');
    expect((await attach(f, f.problems[0]!.id, key)).errors).toBeUndefined();
    expect(decodes()).toBe(1);
  });
});

describe('cheap checks come before the decode', () => {
  it('refuses a second attachment on a problem that has one before decoding it, leaving the upload unaccepted', async () => {
    const f = await offlineSet();
    const first = await upload(f, samplePdf(), 'application/pdf');
    expect((await attach(f, f.problems[0]!.id, first)).errors).toBeUndefined();
    const second = await upload(f, await sampleImage('png', 64), 'image/png');
    expect(errorCode(await attach(f, f.problems[0]!.id, second))).toBe('ATTACHMENT_EXISTS');
    expect(decodes()).toBe(0);
    expect((await fileRow(second)).uploadedAt).toBeNull();
  });

  it('never decodes a body larger than was signed, one of another type, or an upload already accepted', async () => {
    const f = await offlineSet();
    const png = await sampleImage('png', 64);
    const signed = await kit.t.gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(
      `mutation ($size: Int!) { s3Sign(filename: "a.png", contentType: "image/png", size: $size, purpose: ATTACHMENT) { signedUrl fileKey } }`,
      { size: png.length - 1 },
      { token: f.token },
    );
    // What S3 would hold: it cannot bind the size into a presigned PUT.
    await kit.t.services.storage.writeOnce(uploadKeyOf(signed.data!.s3Sign.signedUrl), png, 'image/png');
    expect(errorCode(await attach(f, f.problems[0]!.id, signed.data!.s3Sign.fileKey))).toBe('UPLOAD_FAILED');
    const html = await upload(f, Buffer.from('<svg onload="alert(1)"/>'), 'image/png');
    expect(errorCode(await attach(f, f.problems[0]!.id, html))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(decodes()).toBe(0);

    const fine = await upload(f, png, 'image/png');
    expect((await attach(f, f.problems[0]!.id, fine)).errors).toBeUndefined();
    expect((await attach(f, f.problems[0]!.id, fine)).errors).toBeUndefined();
    expect(decodes()).toBe(1);
  });
});
