import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFamily, createStudent } from '../../db/seed/factories/people.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { sampleImage } from '../../test/upload-kit.js';

let server: TestServer;
let origin = '';
let port = 0;
let studentId = 0;
let token = '';

beforeAll(async () => {
  server = await startTestServer();
  const db = server.services.db;
  const { family } = await createFamily(db, { phoneNumber: '+15550100001', email: 'pat@example.com' });
  const student = await createStudent(db, { username: 'adaL123', passwordHash: 'x', familyAccountId: family.id });
  studentId = student.id;
  token = await sessionFor(db, { userType: 'STUDENT', studentId });
  port = await server.app.listen(0, '127.0.0.1');
  origin = `http://127.0.0.1:${port}`;
});

afterAll(() => server.close());

/** Sends a raw path, exactly as written (fetch would normalise escapes). */
function rawGet(path: string, method = 'GET'): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', reject);
    req.end();
  });
}

async function alive() {
  expect((await fetch(`${origin}/health`)).status).toBe(200);
}

/** Stores a real file under the owner's profile-image folder, so that the folder exists on disk. */
async function storeOne() {
  const png = await sampleImage();
  const signed = await server.gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(
    `mutation ($size: Int!) { s3Sign(filename: "a.png", contentType: "image/png", size: $size, purpose: PROFILE_IMAGE) { signedUrl fileKey } }`,
    { size: png.length },
    { token },
  );
  const url = new URL(signed.data!.s3Sign.signedUrl);
  await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: new Uint8Array(png),
  });
  await server.gql(
    `mutation ($id: Int!, $key: String!) { updateStudent(id: $id, input: { school: "", grade: 6, street: "", city: "", state: "", zip: "", country: "USA", newImageKey: $key }) { imageUrl } }`,
    { id: studentId, key: signed.data!.s3Sign.fileKey },
    { token },
  );
  return signed.data!.s3Sign.fileKey;
}

describe('GET /files/', () => {
  it('answers 404 for folders, and the server keeps running', async () => {
    const key = await storeOne();
    expect(await rawGet(`/files/${key}`)).toBe(200);
    for (const folder of [
      `/files/profile-image/s${studentId}`,
      `/files/profile-image/s${studentId}/`,
      '/files/profile-image',
      '/files/incoming',
    ]) {
      expect(await rawGet(folder)).toBe(404);
      expect(await rawGet(folder, 'HEAD')).toBe(404);
    }
    await alive();
  });

  it('answers 400 for a bad escape', async () => {
    expect(await rawGet('/files/%ZZ')).toBe(400);
    expect(await rawGet('/files/profile-image/%E0%A4%A')).toBe(400);
    await alive();
  });

  it('answers 404 for missing files and 400 for keys that leave the folder', async () => {
    expect(await rawGet('/files/profile-image/nothing.png')).toBe(404);
    expect(await rawGet('/files/..%2F..%2Fetc%2Fpasswd')).toBe(400);
    expect(await rawGet('/files/')).toBe(400);
    await alive();
  });

  it('serves accepted files as immutable, with their length, to GET and HEAD', async () => {
    const key = await storeOne();
    const response = await fetch(`${origin}/files/${key}`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(Number(response.headers.get('content-length'))).toBe((await response.arrayBuffer()).byteLength);
    expect((await fetch(`${origin}/files/${key}`, { method: 'HEAD' })).status).toBe(200);
  });
});
