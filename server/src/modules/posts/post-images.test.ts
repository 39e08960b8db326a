import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { createSettings } from '../../db/seed/factories/settings.js';
import { HOUR, signedInEmployee } from '../../test/classroom-fixtures.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import { putUpload, sampleImage } from '../../test/upload-kit.js';
import { sweepUploads } from '../files/upload-sweep.js';

const NOW = new Date('2026-11-22T20:00:00Z');
const SIGN = `mutation ($size: Int!) {
  s3Sign(filename: "header.png", contentType: "image/png", size: $size, purpose: POST_IMAGE) { signedUrl fileKey publicUrl }
}`;
const ACCEPT = `mutation ($key: String!) { acceptPostImage(fileKey: $key) }`;
const SAVE = `mutation ($id: Int, $input: PostInput!) { savePost(id: $id, input: $input) { id } }`;

let t: TestServer;
let origin = '';
let admin = '';
let png: Buffer = Buffer.alloc(0);

beforeAll(async () => {
  png = await sampleImage();
  t = await startTestServer({ now: NOW });
  await createSettings(t.services.db);
  admin = (await signedInEmployee(t.services.db, NOW, { isAdminOfSolve: true })).token;
  origin = `http://127.0.0.1:${await t.app.listen(0, '127.0.0.1')}`;
}, 60_000);
afterAll(() => t.close());

/** An image the admin uploads and the server accepts, as the post editor does; answers its address and key. */
async function uploadImage() {
  const signed = (await t.gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(SIGN, { size: png.length }, { token: admin })).data!
    .s3Sign;
  expect(await putUpload(origin, signed.signedUrl, png)).toBe(200);
  const accepted = await t.gql<{ acceptPostImage: string }>(ACCEPT, { key: signed.fileKey }, { token: admin });
  expect(accepted.errors).toBeUndefined();
  return { url: accepted.data!.acceptPostImage, key: signed.fileKey };
}

const input = (imageUrl: string | null, content: string) => ({
  title: 'Open house',
  description: 'Meet the teachers.',
  content,
  imageUrl,
  postType: 'EVENT',
  published: false,
  publishDate: null,
  expirationDate: null,
  classroomCodes: [],
});

const deleted = async (key: string) =>
  (await t.services.db.select({ deletedAt: uploadedFiles.deletedAt }).from(uploadedFiles).where(eq(uploadedFiles.key, key)))[0]!
    .deletedAt !== null;

describe("a post's images", () => {
  it('stay while the post uses them; an image the post no longer uses, or never used, is swept after a day', async () => {
    const header = await uploadImage();
    const inline = await uploadImage();
    const dropped = await uploadImage();
    const unused = await uploadImage();
    const content = (src: string) => `<p>Look:</p><img src="${src}" alt="the hall">`;

    const created = await t.gql<{ savePost: { id: number } }>(SAVE, { input: input(header.url, content(dropped.url)) }, { token: admin });
    expect(created.errors).toBeUndefined();
    const id = created.data!.savePost.id;
    // The second image replaces the first one in the text.
    expect((await t.gql(SAVE, { id, input: input(header.url, content(inline.url)) }, { token: admin })).errors).toBeUndefined();

    const start = t.clock.now;
    try {
      t.clock.now = new Date(start.getTime() + 25 * HOUR);
      while ((await sweepUploads(t.services)).deleted > 0);
      expect([await deleted(header.key), await deleted(inline.key), await deleted(dropped.key), await deleted(unused.key)]).toEqual([
        false,
        false,
        true,
        true,
      ]);
      expect((await fetch(`${origin}${new URL(header.url).pathname}`)).status).toBe(200);
      expect((await fetch(`${origin}${new URL(dropped.url).pathname}`)).status).toBe(404);
    } finally {
      t.clock.now = start;
    }
  });
});
