import { messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students, uploadedFiles } from '../../db/schema/index.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { hasGpsTag, photoWithGps, sampleImage } from '../../test/upload-kit.js';

const SIGN = `mutation ($contentType: String!, $size: Int!, $purpose: FilePurpose!) {
  s3Sign(filename: "me.png", contentType: $contentType, size: $size, purpose: $purpose) { signedUrl fileKey publicUrl }
}`;
const UPDATE = `mutation ($id: Int!, $input: StudentProfileInput!) { updateStudent(id: $id, input: $input) { imageUrl } }`;
const profile = { school: 'Lincoln', grade: 6, birthdate: null, street: '', city: '', state: '', zip: '', country: 'USA' };
let png: Buffer = Buffer.alloc(0);

let server: TestServer;
let origin = '';
const people = { ada: { id: 0, token: '' }, ben: { id: 0, token: '' } };

beforeAll(async () => {
  png = await sampleImage('png');
  server = await startTestServer();
  const db = server.services.db;
  const { family } = await createFamily(db, { phoneNumber: '+15550100001', email: 'pat@example.com' });
  for (const name of ['ada', 'ben'] as const) {
    const student = await createStudent(db, { username: `${name}L123`, passwordHash: 'x', familyAccountId: family.id });
    people[name] = { id: student.id, token: await sessionFor(db, { userType: 'STUDENT', studentId: student.id }) };
  }
  origin = `http://127.0.0.1:${await server.app.listen(0, '127.0.0.1')}`;
});

afterAll(() => server.close());

async function signed(token: string, purpose = 'PROFILE_IMAGE', upload = true, body: Buffer = png, contentType = 'image/png') {
  const result = await server.gql<{ s3Sign: { signedUrl: string; fileKey: string; publicUrl: string } }>(
    SIGN,
    { contentType, size: body.length, purpose },
    { token },
  );
  const answer = result.data!.s3Sign;
  if (upload) {
    const url = new URL(answer.signedUrl);
    const response = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: 'PUT',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });
    expect(response.status).toBe(200);
  }
  return answer;
}

async function imageOf(id: number) {
  const [row] = await server.services.db.select({ imageUrl: students.imageUrl }).from(students).where(eq(students.id, id));
  return row!.imageUrl;
}

describe('changing the profile image', () => {
  it('sets the image from an uploaded key and records the upload as arrived', async () => {
    const { fileKey, publicUrl } = await signed(people.ada.token);
    const result = await server.gql(
      UPDATE,
      { id: people.ada.id, input: { ...profile, newImageKey: fileKey } },
      { token: people.ada.token },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({ updateStudent: { imageUrl: publicUrl } });
    const [file] = await server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, fileKey));
    expect(file?.sizeBytes).toBeGreaterThan(0);
    expect(file?.uploadedAt).toBeInstanceOf(Date);
    expect(file?.attachedAt).toBeInstanceOf(Date);
    const served = await fetch(`${origin}${new URL(publicUrl).pathname}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('refuses a key whose upload never arrived, changing nothing', async () => {
    const before = await imageOf(people.ada.id);
    const { fileKey } = await signed(people.ada.token, 'PROFILE_IMAGE', false);
    const result = await server.gql(
      UPDATE,
      { id: people.ada.id, input: { ...profile, school: 'Other', newImageKey: fileKey } },
      { token: people.ada.token },
    );
    expect(errorCode(result)).toBe('UPLOAD_FAILED');
    expect(result.errors?.[0]?.message).toBe(messages.UPLOAD_FAILED);
    expect(await imageOf(people.ada.id)).toBe(before);
    const [row] = await server.services.db.select({ school: students.school }).from(students).where(eq(students.id, people.ada.id));
    expect(row?.school).toBe('Lincoln');
  });

  it("refuses another student's upload, another purpose, and made-up keys", async () => {
    const bens = await signed(people.ben.token);
    const attachment = await signed(people.ada.token, 'ATTACHMENT');
    for (const key of [bens.fileKey, attachment.fileKey, 'profile-image/s1/nothing.png']) {
      const result = await server.gql(UPDATE, { id: people.ada.id, input: { ...profile, newImageKey: key } }, { token: people.ada.token });
      expect(errorCode(result)).toBe('FORBIDDEN');
    }
    expect(await imageOf(people.ben.id)).toBeNull();
  });

  it('refuses a file that only claims to be an image, deletes it and changes nothing', async () => {
    const before = await imageOf(people.ada.id);
    const fake = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const { fileKey, publicUrl } = await signed(people.ada.token, 'PROFILE_IMAGE', true, fake);
    const result = await server.gql(
      UPDATE,
      { id: people.ada.id, input: { ...profile, newImageKey: fileKey } },
      { token: people.ada.token },
    );
    expect(errorCode(result)).toBe('IMAGE_ONLY');
    expect(result.errors?.[0]?.message).toBe(messages.IMAGE_ONLY);
    expect(await imageOf(people.ada.id)).toBe(before);
    expect((await fetch(`${origin}${new URL(publicUrl).pathname}`)).status).toBe(404);
  });

  it('refuses a PNG header followed by a web page', async () => {
    const polyglot = Buffer.concat([png.subarray(0, 16), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    const { fileKey, publicUrl } = await signed(people.ada.token, 'PROFILE_IMAGE', true, polyglot);
    const result = await server.gql(
      UPDATE,
      { id: people.ada.id, input: { ...profile, newImageKey: fileKey } },
      { token: people.ada.token },
    );
    expect(errorCode(result)).toBe('IMAGE_ONLY');
    expect((await fetch(`${origin}${new URL(publicUrl).pathname}`)).status).toBe(404);
  });

  it('serves a photo without its metadata: no GPS position, no camera', async () => {
    const photo = await photoWithGps();
    expect(hasGpsTag((await sharp(photo).metadata()).exif)).toBe(true);
    const { fileKey, publicUrl } = await signed(people.ada.token, 'PROFILE_IMAGE', true, photo, 'image/jpeg');
    const result = await server.gql(
      UPDATE,
      { id: people.ada.id, input: { ...profile, newImageKey: fileKey } },
      { token: people.ada.token },
    );
    expect(result.errors).toBeUndefined();
    const served = Buffer.from(await (await fetch(`${origin}${new URL(publicUrl).pathname}`)).arrayBuffer());
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 8, height: 8 });
    expect(metadata.exif).toBeUndefined();
    expect(served.includes('PhoneMaker')).toBe(false);
  });

  it('takes each upload URL once: a second PUT after the image was accepted is refused and changes nothing', async () => {
    const result = await server.gql<{ s3Sign: { signedUrl: string; fileKey: string; publicUrl: string } }>(
      SIGN,
      { contentType: 'image/png', size: png.length, purpose: 'PROFILE_IMAGE' },
      { token: people.ben.token },
    );
    const { signedUrl, fileKey, publicUrl } = result.data!.s3Sign;
    const url = `${origin}${new URL(signedUrl).pathname}${new URL(signedUrl).search}`;
    const put = (body: Buffer) => fetch(url, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: new Uint8Array(body) });
    expect((await put(png)).status).toBe(200);
    const saved = await server.gql(UPDATE, { id: people.ben.id, input: { ...profile, newImageKey: fileKey } }, { token: people.ben.token });
    expect(saved.errors).toBeUndefined();
    const before = Buffer.from(await (await fetch(`${origin}${new URL(publicUrl).pathname}`)).arrayBuffer());

    expect((await put(png)).status).toBe(409);
    // Saving the same key again answers the same file, unchanged.
    const again = await server.gql(UPDATE, { id: people.ben.id, input: { ...profile, newImageKey: fileKey } }, { token: people.ben.token });
    expect(again.errors).toBeUndefined();
    const after = Buffer.from(await (await fetch(`${origin}${new URL(publicUrl).pathname}`)).arrayBuffer());
    expect(after).toEqual(before);
    expect((await sharp(after).metadata()).width).toBe(8);
  });

  it('releases the replaced image, so that it is swept like any unused upload', async () => {
    const first = await signed(people.ada.token);
    await server.gql(UPDATE, { id: people.ada.id, input: { ...profile, newImageKey: first.fileKey } }, { token: people.ada.token });
    const second = await signed(people.ada.token);
    await server.gql(UPDATE, { id: people.ada.id, input: { ...profile, newImageKey: second.fileKey } }, { token: people.ada.token });
    const rows = await server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.studentId, people.ada.id));
    expect(rows.find((row) => row.key === first.fileKey)?.attachedAt).toBeNull();
    expect(rows.find((row) => row.key === second.fileKey)?.attachedAt).toBeInstanceOf(Date);
  });
});
