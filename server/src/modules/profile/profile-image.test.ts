import { messages } from '@solve/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students, uploadedFiles } from '../../db/schema/index.js';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';

const SIGN = `mutation ($contentType: String!, $size: Int!, $purpose: FilePurpose!) {
  s3Sign(filename: "me.png", contentType: $contentType, size: $size, purpose: $purpose) { signedUrl fileKey publicUrl }
}`;
const UPDATE = `mutation ($id: Int!, $input: StudentProfileInput!) { updateStudent(id: $id, input: $input) { imageUrl } }`;
const profile = { school: 'Lincoln', grade: 6, birthdate: null, street: '', city: '', state: '', zip: '', country: 'USA' };
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let server: TestServer;
let origin = '';
const people = { ada: { id: 0, token: '' }, ben: { id: 0, token: '' } };

beforeAll(async () => {
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

async function signed(token: string, purpose = 'PROFILE_IMAGE', upload = true, body: Buffer = png) {
  const result = await server.gql<{ s3Sign: { signedUrl: string; fileKey: string; publicUrl: string } }>(
    SIGN,
    { contentType: 'image/png', size: body.length, purpose },
    { token },
  );
  const answer = result.data!.s3Sign;
  if (upload) {
    const url = new URL(answer.signedUrl);
    const response = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
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
    expect(file?.sizeBytes).toBe(png.length);
    expect(file?.uploadedAt).toBeInstanceOf(Date);
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
});
