import { request } from 'node:http';
import { MAX_PROFILE_IMAGE_BYTES, messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { createEmployee, createFamily, createStudent } from '../../db/seed/factories/people.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const SIGN = `mutation ($filename: String!, $contentType: String!, $size: Int!, $purpose: FilePurpose!) {
  s3Sign(filename: $filename, contentType: $contentType, size: $size, purpose: $purpose) { success signedUrl fileKey publicUrl }
}`;
interface Signed {
  s3Sign: { success: boolean; signedUrl: string; fileKey: string; publicUrl: string };
}

let server: TestServer;
let origin = '';
const tokens = { student: '', parent: '', teacher: '' };
let studentId = 0;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  const { family, parent } = await createFamily(db, { phoneNumber: '+15550100001', email: 'pat@example.com' });
  const student = await createStudent(db, { username: 'adaL123', passwordHash: 'x', familyAccountId: family.id });
  const teacher = await createEmployee(db, { workEmail: 'teach@solve.test', passwordHash: 'x', isTeacher: true });
  studentId = student.id;
  tokens.student = await sessionFor(db, { userType: 'STUDENT', studentId: student.id });
  tokens.parent = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent.id });
  tokens.teacher = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: teacher.id });
  origin = `http://127.0.0.1:${await server.app.listen(0, '127.0.0.1')}`;
});

afterAll(() => server.close());

/** The signed URL points at PUBLIC_URL; the test server listens on a random port. */
function local(url: string): string {
  const parsed = new URL(url);
  return `${origin}${parsed.pathname}${parsed.search}`;
}

async function sign(variables: { filename?: string; contentType?: string; size?: number; purpose?: string } = {}, token = tokens.student) {
  return server.gql<Signed>(
    SIGN,
    { filename: 'me.png', contentType: 'image/png', size: png.length, purpose: 'PROFILE_IMAGE', ...variables },
    { token },
  );
}

/** The storage key a signed upload URL writes to. */
function uploadKeyOf(signedUrl: string): string {
  return new URL(signedUrl).pathname.slice('/files/'.length);
}

function put(url: string, body: Buffer, contentType = 'image/png') {
  return fetch(local(url), { method: 'PUT', headers: { 'content-type': contentType }, body: new Uint8Array(body) });
}

describe('s3Sign', () => {
  it('signs a profile image under the purpose and owner folders and records the owner', async () => {
    const result = await sign({ filename: '../../etc/My Photo.png' });
    expect(result.errors).toBeUndefined();
    const { success, fileKey, publicUrl, signedUrl } = result.data!.s3Sign;
    expect(success).toBe(true);
    expect(fileKey).toMatch(new RegExp(`^profile-image/s${studentId}/[0-9a-f]{32}\\.png$`));
    expect(publicUrl).toBe(`http://localhost:3000/files/${fileKey}`);
    // The body goes to a private key of its own; the served key is written by the server only.
    expect(new URL(signedUrl).pathname).toMatch(new RegExp(`^/files/incoming/profile-image/s${studentId}/[0-9a-f]{32}\\.png$`));
    const [row] = await server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, fileKey));
    expect(row).toMatchObject({ purpose: 'PROFILE_IMAGE', studentId, familyMemberId: null, employeeId: null, maxBytes: png.length });
    expect(row?.uploadKey).toBe(uploadKeyOf(signedUrl));
    expect(row?.originalName).toBe('My Photo.png');
    expect(row?.uploadedAt).toBeNull();
  });

  it('never gives the same key twice', async () => {
    const keys = new Set<string>();
    for (let i = 0; i < 5; i += 1) keys.add((await sign()).data!.s3Sign.fileKey);
    expect(keys.size).toBe(5);
  });

  it('refuses signed-out callers', async () => {
    expect(errorCode(await sign({}, ''))).toBe('NOT_SIGNED_IN');
  });

  it('refuses other files than images for the profile', async () => {
    for (const contentType of ['application/pdf', 'image/svg+xml', 'text/html']) {
      const result = await sign({ contentType, filename: 'x' });
      expect(errorCode(result)).toBe('IMAGE_ONLY');
      expect(result.errors?.[0]?.message).toBe(messages.IMAGE_ONLY);
    }
  });

  it('refuses profile images over the limit', async () => {
    const result = await sign({ size: MAX_PROFILE_IMAGE_BYTES + 1 });
    expect(errorCode(result)).toBe('IMAGE_TOO_LARGE');
    expect(result.errors?.[0]?.message).toBe(messages.IMAGE_TOO_LARGE);
    expect(errorCode(await sign({ size: 0 }))).toBe('INVALID_INPUT');
  });

  it('lets each purpose be signed only by its uploaders', async () => {
    expect(errorCode(await sign({ purpose: 'ATTACHMENT', contentType: 'application/pdf' }, tokens.parent))).toBe('FORBIDDEN');
    expect(errorCode(await sign({ purpose: 'POST_IMAGE' }, tokens.student))).toBe('FORBIDDEN');
    expect((await sign({ purpose: 'POST_IMAGE' }, tokens.teacher)).data?.s3Sign.fileKey).toMatch(/^post-image\/e\d+\//);
    expect((await sign({}, tokens.parent)).data?.s3Sign.fileKey).toMatch(/^profile-image\/f\d+\//);
    const attachment = await sign({ purpose: 'ATTACHMENT', contentType: 'application/zip' });
    expect(errorCode(attachment)).toBe('FILE_TYPE_NOT_ALLOWED');
  });
});

describe('uploading to the signed URL (local storage)', () => {
  it('stores the body privately: nothing is served before the server accepts it', async () => {
    const { signedUrl, publicUrl, fileKey } = (await sign()).data!.s3Sign;
    const response = await put(signedUrl, png);
    expect(response.status).toBe(200);
    expect(await server.services.storage.head(uploadKeyOf(signedUrl))).toEqual({ sizeBytes: png.length });
    expect((await fetch(local(signedUrl.split('?')[0]!))).status).toBe(404);
    expect((await fetch(local(publicUrl))).status).toBe(404);
    expect(await server.services.storage.head(fileKey)).toBeNull();
  });

  it('lets a body be sent again until the server accepts it', async () => {
    const { signedUrl } = (await sign()).data!.s3Sign;
    expect((await put(signedUrl, png)).status).toBe(200);
    expect((await put(signedUrl, png)).status).toBe(200);
  });

  it('refuses a tampered signature, key or limit', async () => {
    const { signedUrl, fileKey } = (await sign()).data!.s3Sign;
    const url = new URL(signedUrl);
    const sig = url.searchParams.get('sig')!;
    const tampered = new URL(url);
    tampered.searchParams.set('sig', `${sig.slice(0, -2)}${sig.endsWith('AA') ? 'BB' : 'AA'}`);
    expect((await put(tampered.toString(), png)).status).toBe(403);
    const otherKey = new URL(url.toString().replace(/[0-9a-f]{32}/, '0'.repeat(32)));
    expect((await put(otherKey.toString(), png)).status).toBe(403);
    // The signature of the upload key does not open the served key.
    const servedKey = new URL(url.toString().replace(uploadKeyOf(signedUrl), fileKey));
    expect((await put(servedKey.toString(), png)).status).toBe(403);
    const bigger = new URL(url);
    bigger.searchParams.set('max', String(10 * 1024 * 1024));
    expect((await put(bigger.toString(), png)).status).toBe(403);
    expect(await server.services.storage.head(uploadKeyOf(signedUrl))).toBeNull();
    expect(await server.services.storage.head(fileKey)).toBeNull();
  });

  it('refuses another content type than the signed one', async () => {
    const { signedUrl } = (await sign()).data!.s3Sign;
    expect((await put(signedUrl, png, 'text/html')).status).toBe(400);
    expect(await server.services.storage.head(uploadKeyOf(signedUrl))).toBeNull();
  });

  it('refuses a body larger than declared, with or without a content length', async () => {
    const { signedUrl } = (await sign({ size: 8 })).data!.s3Sign;
    expect((await put(signedUrl, png)).status).toBe(413);
    // Chunked, so the server cannot know the size up front and must count while writing.
    const status = await new Promise<number | 'reset'>((resolve) => {
      const req = request(local(signedUrl), { method: 'PUT', headers: { 'content-type': 'image/png', 'transfer-encoding': 'chunked' } });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve('reset'));
      req.write(png.subarray(0, 8));
      req.write(png.subarray(8));
      req.end();
    });
    expect([413, 'reset']).toContain(status);
    // A reset reaches the client before the server has removed the partial file.
    await vi.waitFor(async () => expect(await server.services.storage.head(uploadKeyOf(signedUrl))).toBeNull(), { timeout: 2000 });
  });

  it('refuses an expired signature', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() - 11 * 60 * 1000);
    const signed = await sign();
    vi.useRealTimers();
    const { signedUrl } = signed.data!.s3Sign;
    expect((await put(signedUrl, png)).status).toBe(403);
    expect(await server.services.storage.head(uploadKeyOf(signedUrl))).toBeNull();
  });
});
