import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { KeyTakenError } from '../../integrations/storage/storage.js';
import { DomainError } from '../../graphql/errors.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import sharp from 'sharp';
import { sampleHeif, samplePdf } from '../../test/upload-kit.js';
import type { StudentViewer } from '../auth/viewer.js';
import { acceptUpload } from './accept-upload.service.js';

const SIGN = `mutation ($contentType: String!, $size: Int!) {
  s3Sign(filename: "work", contentType: $contentType, size: $size, purpose: ATTACHMENT) { signedUrl fileKey publicUrl }
}`;

let server: TestServer;
let origin = '';
let token = '';
let viewer: StudentViewer;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  const { family } = await createFamily(db, { phoneNumber: '+15550100001', email: 'pat@example.com' });
  const student = await createStudent(db, { username: 'adaL123', passwordHash: 'x', familyAccountId: family.id });
  token = await sessionFor(db, { userType: 'STUDENT', studentId: student.id });
  viewer = {
    userType: 'STUDENT',
    sessionId: 0,
    studentId: student.id,
    familyAccountId: family.id,
    isGuest: false,
    newestWorkSessionId: null,
    ownsNewestWorkSession: false,
  };
  origin = `http://127.0.0.1:${await server.app.listen(0, '127.0.0.1')}`;
});

afterAll(() => server.close());

/** Signs an attachment and PUTs `body` to it, as the player will. */
async function uploaded(body: Buffer, contentType: string) {
  const result = await server.gql<{ s3Sign: { signedUrl: string; fileKey: string; publicUrl: string } }>(
    SIGN,
    { contentType, size: body.length },
    { token },
  );
  const { signedUrl, fileKey, publicUrl } = result.data!.s3Sign;
  const url = new URL(signedUrl);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  });
  expect(put.status).toBe(200);
  return { fileKey, publicUrl };
}

/** The code a refused acceptance answers with. */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  return error instanceof DomainError ? error.code : undefined;
}

describe('accepting an attachment', () => {
  it('keeps a real PDF as it was sent and serves it', async () => {
    const pdf = samplePdf();
    const { fileKey, publicUrl } = await uploaded(pdf, 'application/pdf');
    const accepted = await acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT');
    expect(accepted).toMatchObject({ key: fileKey, url: publicUrl, sizeBytes: pdf.length });
    const served = await fetch(`${origin}${new URL(publicUrl).pathname}`);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await served.arrayBuffer())).toEqual(pdf);
  });

  it('refuses a "PDF" that is only a PDF header in front of a web page, and deletes it', async () => {
    const fake = Buffer.from('%PDF-1.7\n<html><script>alert(1)</script></html>');
    const { fileKey, publicUrl } = await uploaded(fake, 'application/pdf');
    expect(await refusal(acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT'))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await fetch(`${origin}${new URL(publicUrl).pathname}`)).status).toBe(404);
    const [row] = await server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, fileKey));
    expect(await server.services.storage.head(row!.uploadKey!)).toBeNull();
    expect(row?.uploadedAt).toBeNull();
  });

  it('refuses plain text: attachments are images and PDF only', async () => {
    const refused = await server.gql(SIGN, { contentType: 'text/plain', size: 10 }, { token });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('turns a phone photo in HEIF into an upright JPEG, served as JPEG', async () => {
    const { fileKey, publicUrl } = await uploaded(await sampleHeif(), 'image/heif');
    expect(fileKey).toMatch(/\.jpg$/);
    await acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT');
    const served = await fetch(`${origin}${new URL(publicUrl).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    const { format, width } = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect({ format, width }).toEqual({ format: 'jpeg', width: 16 });
  });

  it('refuses a HEIC photo the image library cannot decode with the text that says what to do', async () => {
    const unreadable = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypheic'), Buffer.alloc(64, 7)]);
    const { fileKey } = await uploaded(unreadable, 'image/heic');
    expect(await refusal(acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT'))).toBe('PHOTO_FORMAT_UNREADABLE');
    expect(await server.services.storage.head(fileKey)).toBeNull();
  });

  it('refuses a "HEIC" that is something else', async () => {
    const { fileKey } = await uploaded(samplePdf(), 'image/heic');
    expect(await refusal(acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT'))).toBe('FILE_TYPE_NOT_ALLOWED');
  });

  it('accepts an upload once: accepting again answers the same file', async () => {
    const { fileKey } = await uploaded(samplePdf(), 'application/pdf');
    const first = await acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT');
    const again = await acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT');
    expect(again).toEqual(first);
  });

  it('never replaces a stored file', async () => {
    const { fileKey } = await uploaded(samplePdf(), 'application/pdf');
    await acceptUpload(server.services, viewer, fileKey, 'ATTACHMENT');
    await expect(server.services.storage.writeOnce(fileKey, Buffer.from('second\n'), 'application/pdf')).rejects.toBeInstanceOf(
      KeyTakenError,
    );
    expect(await server.services.storage.read(fileKey)).toEqual(samplePdf());
  });
});
