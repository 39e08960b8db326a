import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { buildClassroom, type BuiltClassroom, signedInEmployee, teach } from '../../test/classroom-fixtures.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { hasGpsTag, photoWithGps } from '../../test/upload-kit.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SIGN = `mutation ($size: Int!) {
  s3Sign(filename: "board.jpg", contentType: "image/jpeg", size: $size, purpose: NEWS_IMAGE) { signedUrl fileKey publicUrl }
}`;
const ACCEPT = `mutation ($fileKey: String!) { acceptNewsImage(fileKey: $fileKey) }`;
const CREATE = `mutation ($id: Int!, $input: NewsInput!) { createNews(classroomId: $id, input: $input) { id messageDoc } }`;

let t: TestServer;
let origin = '';
let room: BuiltClassroom;
let teacher: Awaited<ReturnType<typeof signedInEmployee>>;
let otherTeacher: Awaited<ReturnType<typeof signedInEmployee>>;

beforeAll(async () => {
  t = await startTestServer({ now: NOW });
  const db = t.services.db;
  await createSettings(db);
  room = await buildClassroom(db, {
    classroom: { startDate: '2026-11-01', endDate: '2026-12-20' },
    firstLessonAt: new Date('2026-11-01T00:00:00Z'),
    lessons: [{ order: 1, sets: [{ kind: 'HOMEWORK' }] }],
  });
  teacher = await signedInEmployee(db, NOW, { isTeacher: true });
  otherTeacher = await signedInEmployee(db, NOW, { isTeacher: true });
  await teach(db, teacher.employee.id, room.classroom.id);
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
}, 120_000);
afterAll(() => t.close());

/** The teacher signs a news image and PUTs a photo with a GPS position to it, as the editor does. */
async function uploadedPhoto() {
  const photo = await photoWithGps();
  const signed = await t.gql<{ s3Sign: { signedUrl: string; fileKey: string; publicUrl: string } }>(
    SIGN,
    { size: photo.length },
    { token: teacher.token },
  );
  const { signedUrl, fileKey, publicUrl } = signed.data!.s3Sign;
  const url = new URL(signedUrl);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': 'image/jpeg' },
    body: new Uint8Array(photo),
  });
  expect(put.status).toBe(200);
  return { fileKey, publicUrl };
}

const docWithImage = (src: string) =>
  JSON.stringify({
    type: 'doc',
    content: [
      { type: 'paragraph', content: [{ type: 'text', text: 'The board:' }] },
      { type: 'image', attrs: { src } },
    ],
  });

describe('announcement images', () => {
  it('are accepted for their author: the picture is served without its GPS position, and saving marks it in use', async () => {
    const { fileKey, publicUrl } = await uploadedPhoto();
    const accepted = await t.gql<{ acceptNewsImage: string }>(ACCEPT, { fileKey }, { token: teacher.token });
    expect(accepted.data?.acceptNewsImage).toBe(publicUrl);
    const served = await fetch(`${origin}${new URL(publicUrl).pathname}`);
    expect(served.status).toBe(200);
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(hasGpsTag(metadata.exif)).toBe(false);

    const made = await t.gql<{ createNews: { messageDoc: string } }>(
      CREATE,
      { id: room.classroom.id, input: { subject: 'Board', message: docWithImage(publicUrl) } },
      { token: teacher.token },
    );
    expect(made.errors).toBeUndefined();
    expect(made.data!.createNews.messageDoc).toContain(publicUrl);
    const [file] = await t.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, fileKey));
    expect(file!.attachedAt).not.toBeNull();
  });

  it("are accepted on save when the editor did not, and nobody may accept another person's upload", async () => {
    const { fileKey, publicUrl } = await uploadedPhoto();
    expect(errorCode(await t.gql(ACCEPT, { fileKey }, { token: otherTeacher.token }))).toBe('FORBIDDEN');
    const made = await t.gql(
      CREATE,
      { id: room.classroom.id, input: { subject: 'Board', message: docWithImage(publicUrl) } },
      { token: teacher.token },
    );
    expect(made.errors).toBeUndefined();
    expect((await fetch(`${origin}${new URL(publicUrl).pathname}`)).status).toBe(200);
  });

  it('refuses an announcement whose image is no upload of this academy', async () => {
    const base = t.services.storage.publicUrl('');
    const made = await t.gql(
      CREATE,
      { id: room.classroom.id, input: { subject: 'Board', message: docWithImage(`${base}news-image/e1/${'0'.repeat(32)}.jpg`) } },
      { token: teacher.token },
    );
    expect(errorCode(made)).toBe('NEWS_IMAGE_NOT_FOUND');
  });
});
