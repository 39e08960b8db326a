import sharp from 'sharp';
import { createFamily, createStudent } from '../db/seed/factories/people.js';
import type { StudentViewer } from '../modules/auth/viewer.js';
import type { TestServer } from './harness.js';
import { sessionFor } from './session-for.js';

/** A small real image of `format`, as a browser would upload it. */
export function sampleImage(format: 'png' | 'jpeg' | 'gif' | 'webp' = 'png', size = 8): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: '#3366cc' } })
    .toFormat(format)
    .toBuffer();
}

const u16le = (n: number) => [n & 0xff, n >> 8];

/**
 * A GIF of a few dozen bytes that declares `width` × `height` and `frames` frames, each of one
 * block of image data: what decodes to a canvas far larger than the file.
 */
export function gifDeclaring(width: number, height: number, frames = 1): Buffer {
  const frame = [
    ...[0x21, 0xf9, 4, 0, 10, 0, 0, 0], // 0.1 s per frame
    ...[0x2c, 0, 0, 0, 0, ...u16le(width), ...u16le(height), 0x80, 0, 0, 0, 255, 255, 255],
    ...[2, 2, 0x4c, 0x01, 0],
  ];
  const screen = [...u16le(width), ...u16le(height), 0, 0, 0];
  return Buffer.concat([
    Buffer.from('GIF89a'),
    Buffer.from(screen),
    ...Array.from({ length: frames }, () => Buffer.from(frame)),
    Buffer.from([0x3b]),
  ]);
}

/** A HEIF photo (AV1-coded, which every build of the image library decodes), 16 × 8 pixels. */
export function sampleHeif(): Promise<Buffer> {
  return sharp({ create: { width: 16, height: 8, channels: 3, background: '#33cc66' } })
    .heif({ compression: 'av1' })
    .toBuffer();
}

/** A phone photo: a JPEG whose EXIF names the camera and where it was taken. */
export function photoWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#cc6633' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '37/1 46/1 30/1', GPSLongitudeRef: 'W', GPSLongitude: '122/1 25/1 10/1' },
    })
    .toBuffer();
}

/** The EXIF tag that points at the GPS block (0x8825), in either byte order. */
export function hasGpsTag(exif: Buffer | undefined): boolean {
  if (!exif) return false;
  return exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));
}

/** The storage key a signed upload URL writes to. */
export function uploadKeyOf(signedUrl: string): string {
  return new URL(signedUrl).pathname.slice('/files/'.length);
}

/** A minimal well-formed one-page PDF. */
export function samplePdf(): Buffer {
  const body = '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n';
  return Buffer.from(
    `${body}xref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n${body.length}\n%%EOF\n`,
    'latin1',
  );
}

/** PUTs `body` to a signed upload URL on the server at `origin`, as the browser does; answers the status. */
export async function putUpload(origin: string, signedUrl: string, body: Buffer, contentType = 'image/png'): Promise<number> {
  const url = new URL(signedUrl);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  });
  return put.status;
}

type Gql = <T>(query: string, variables: Record<string, unknown>, options: { token: string }) => Promise<{ data?: T | null }>;

/**
 * Signs an upload of `purpose` as the holder of `token` and PUTs `body` to it, as the browser
 * does; answers the fileKey to save. `origin` is the listening test server's address.
 */
export async function uploadAs(
  gql: Gql,
  origin: string,
  token: string,
  file: { body: Buffer; contentType: string; purpose: string },
): Promise<string> {
  const signed = await gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(
    `mutation ($contentType: String!, $size: Int!, $purpose: FilePurpose!) {
      s3Sign(filename: "work", contentType: $contentType, size: $size, purpose: $purpose) { signedUrl fileKey } }`,
    { contentType: file.contentType, size: file.body.length, purpose: file.purpose },
    { token },
  );
  if (!signed.data) throw new Error('the upload was not signed');
  const url = new URL(signed.data.s3Sign.signedUrl);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': file.contentType },
    body: new Uint8Array(file.body),
  });
  if (put.status !== 200) throw new Error(`the upload answered ${put.status}`);
  return signed.data.s3Sign.fileKey;
}

/**
 * The server listening, and a family whose students each test makes afresh: each with a session
 * and a viewer for direct service calls.
 */
export async function uploadingFamily(server: TestServer) {
  const { family } = await createFamily(server.services.db, { phoneNumber: '+15550100001', email: 'pat@example.com' });
  const origin = `http://127.0.0.1:${await server.app.listen(0, '127.0.0.1')}`;
  let people = 0;
  async function newStudent() {
    people += 1;
    const student = await createStudent(server.services.db, {
      username: `kid${people}L123`,
      passwordHash: 'x',
      familyAccountId: family.id,
    });
    const token = await sessionFor(server.services.db, { userType: 'STUDENT', studentId: student.id }, server.clock.now);
    const viewer: StudentViewer = {
      userType: 'STUDENT',
      sessionId: 0,
      studentId: student.id,
      familyAccountId: family.id,
      isGuest: false,
      newestWorkSessionId: null,
      ownsNewestWorkSession: false,
    };
    return { id: student.id, token, viewer };
  }
  return { origin, familyId: family.id, newStudent };
}
