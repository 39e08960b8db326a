import { MAX_PROFILE_IMAGE_BYTES, messages } from '@solve/core';
import { DAILY_UPLOAD_BYTES, DAILY_UPLOAD_COUNT } from '@solve/core/files';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { uploadedFiles } from '../../db/schema/index.js';
import { errorCode, startTestServer, type TestServer } from '../../test/harness.js';
import { sessionFor } from '../../test/session-for.js';
import { putUpload, sampleImage, uploadingFamily, uploadKeyOf } from '../../test/upload-kit.js';
import { acceptUpload } from './accept-upload.service.js';
import { startJobWorker } from '../../jobs/worker.js';
import { sweepUploads } from './upload-sweep.js';

const SIGN = `mutation ($size: Int!, $contentType: String!) {
  s3Sign(filename: "me.png", contentType: $contentType, size: $size, purpose: PROFILE_IMAGE) { signedUrl fileKey publicUrl }
}`;
const UPDATE = `mutation ($id: Int!, $key: String!) {
  updateStudent(id: $id, input: { school: "", grade: 6, street: "", city: "", state: "", zip: "", country: "USA", newImageKey: $key }) { imageUrl }
}`;
type Signed = { s3Sign: { signedUrl: string; fileKey: string; publicUrl: string } };
const HOUR = 3600 * 1000;

let server: TestServer;
let origin = '';
let png: Buffer = Buffer.alloc(0);
let newStudent: Awaited<ReturnType<typeof uploadingFamily>>['newStudent'];

beforeAll(async () => {
  png = await sampleImage();
  server = await startTestServer();
  ({ origin, newStudent } = await uploadingFamily(server));
});

afterAll(() => server.close());

/** The day's earlier uploads of a student, recorded directly (signing each would only take longer). */
async function recordEarlierUploads(studentId: number, count: number, maxBytes: number) {
  await server.services.db.insert(uploadedFiles).values(
    Array.from({ length: count }, (_, i) => ({
      key: `profile-image/s${studentId}/earlier-${i}.png`,
      purpose: 'PROFILE_IMAGE' as const,
      contentType: 'image/png',
      maxBytes,
      studentId,
      createdAt: new Date(server.clock.now.getTime() - HOUR),
    })),
  );
}

/** A session valid at the test clock's present (sessions of moved-away times have expired). */
function tokenNow(studentId: number) {
  return sessionFor(server.services.db, { userType: 'STUDENT', studentId }, server.clock.now);
}

function sign(token: string, size = png.length, contentType = 'image/png') {
  return server.gql<Signed>(SIGN, { size, contentType }, { token });
}

async function signAndPut(token: string) {
  const signed = (await sign(token)).data!.s3Sign;
  expect(await putUpload(origin, signed.signedUrl, png)).toBe(200);
  return { ...signed, uploadKey: uploadKeyOf(signed.signedUrl) };
}

async function rowsOf(studentId: number) {
  return server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.studentId, studentId));
}

const served = async (publicUrl: string) => (await fetch(`${origin}${new URL(publicUrl).pathname}`)).status;

describe('the daily upload quota', () => {
  it('refuses uploads past the day’s volume in the user’s words, writing nothing, and allows them again a day later', async () => {
    const ada = await newStudent();
    const fits = Math.floor(DAILY_UPLOAD_BYTES / MAX_PROFILE_IMAGE_BYTES);
    await recordEarlierUploads(ada.id, fits - 1, MAX_PROFILE_IMAGE_BYTES);
    expect((await sign(ada.token, MAX_PROFILE_IMAGE_BYTES)).errors).toBeUndefined();
    const refused = await sign(ada.token, MAX_PROFILE_IMAGE_BYTES);
    expect(errorCode(refused)).toBe('UPLOAD_QUOTA_REACHED');
    expect(refused.errors?.[0]?.message).toBe(messages.UPLOAD_QUOTA_REACHED);
    expect(await rowsOf(ada.id)).toHaveLength(fits);

    const start = server.clock.now;
    server.clock.now = new Date(start.getTime() + 25 * HOUR);
    try {
      expect((await sign(await tokenNow(ada.id), MAX_PROFILE_IMAGE_BYTES)).errors).toBeUndefined();
    } finally {
      server.clock.now = start;
    }
  });

  it('holds when many uploads are signed at once', async () => {
    const ben = await newStudent();
    const fits = Math.floor(DAILY_UPLOAD_BYTES / MAX_PROFILE_IMAGE_BYTES);
    const results = await Promise.all(Array.from({ length: fits + 5 }, () => sign(ben.token, MAX_PROFILE_IMAGE_BYTES)));
    expect(results.filter((result) => !result.errors)).toHaveLength(fits);
    expect(results.filter((result) => errorCode(result) === 'UPLOAD_QUOTA_REACHED')).toHaveLength(5);
  });

  it('limits how many uploads a day, however small', async () => {
    const cy = await newStudent();
    await recordEarlierUploads(cy.id, DAILY_UPLOAD_COUNT - 1, 1);
    expect((await sign(cy.token, 1)).errors).toBeUndefined();
    expect(errorCode(await sign(cy.token, 1))).toBe('UPLOAD_QUOTA_REACHED');
  });
});

describe('the sweep of unattached uploads', () => {
  it('deletes uploads nothing used for a day, files and all, and keeps the ones in use', async () => {
    const dee = await newStudent();
    const neverSaved = await signAndPut(dee.token);
    const acceptedOnly = await signAndPut(dee.token);
    await acceptUpload(server.services, dee.viewer, acceptedOnly.fileKey, 'PROFILE_IMAGE');
    const inUse = await signAndPut(dee.token);
    expect((await server.gql(UPDATE, { id: dee.id, key: inUse.fileKey }, { token: dee.token })).errors).toBeUndefined();
    expect(await served(acceptedOnly.publicUrl)).toBe(200);

    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 23 * HOUR);
      const recent = await signAndPut(await tokenNow(dee.id));
      await sweepUploads(server.services);
      expect((await rowsOf(dee.id)).every((row) => row.deletedAt === null)).toBe(true);

      server.clock.now = new Date(start.getTime() + 25 * HOUR);
      // Earlier tests left older uploads; each sweep takes a bounded batch, oldest first.
      while ((await sweepUploads(server.services)).deleted > 0);
      const rows = await rowsOf(dee.id);
      const state = (key: string) => rows.find((row) => row.key === key)?.deletedAt !== null;
      expect([state(neverSaved.fileKey), state(acceptedOnly.fileKey), state(inUse.fileKey), state(recent.fileKey)]).toEqual([
        true,
        true,
        false,
        false,
      ]);
      expect(await server.services.storage.head(neverSaved.uploadKey)).toBeNull();
      expect(await served(acceptedOnly.publicUrl)).toBe(404);
      expect(await served(inUse.publicUrl)).toBe(200);
      expect(await server.services.storage.head(recent.uploadKey)).not.toBeNull();
    } finally {
      server.clock.now = start;
    }
  });

  it('removes what a replay puts under an accepted upload’s key once its URL has expired', async () => {
    const eve = await newStudent();
    const upload = await signAndPut(eve.token);
    await server.gql(UPDATE, { id: eve.id, key: upload.fileKey }, { token: eve.token });
    // What a store that cannot refuse the PUT (S3) would hold after a replay.
    await server.services.storage.writeOnce(upload.uploadKey, png, 'image/png');
    const start = server.clock.now;
    try {
      server.clock.now = new Date(start.getTime() + 12 * 60 * 1000);
      await sweepUploads(server.services);
    } finally {
      server.clock.now = start;
    }
    expect(await server.services.storage.head(upload.uploadKey)).toBeNull();
    const [row] = await server.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, upload.fileKey));
    expect(row).toMatchObject({ uploadKey: null, deletedAt: null });
    expect(await served(upload.publicUrl)).toBe(200);
  });

  it('handles a bounded batch per sweep', async () => {
    const fay = await newStudent();
    const keys: string[] = [];
    for (let i = 0; i < 3; i += 1) keys.push((await signAndPut(fay.token)).fileKey);
    const start = server.clock.now;
    const deletedCount = async () =>
      (await server.services.db.select().from(uploadedFiles).where(inArray(uploadedFiles.key, keys))).filter((row) => row.deletedAt).length;
    try {
      server.clock.now = new Date(start.getTime() + 48 * HOUR);
      // Earlier tests' leftovers are older; sweep them first so that only these three remain.
      while ((await sweepUploads(server.services, 50)).deleted > 0 && (await deletedCount()) === 0);
      expect(await deletedCount()).toBeLessThanOrEqual(3);
      const before = await deletedCount();
      const { deleted } = await sweepUploads(server.services, 2);
      expect(deleted).toBeLessThanOrEqual(2);
      expect(await deletedCount()).toBe(Math.min(3, before + deleted));
      while ((await sweepUploads(server.services, 2)).deleted > 0);
      expect(await deletedCount()).toBe(3);
    } finally {
      server.clock.now = start;
    }
  });

  it('runs on its own as a recurring job of the server process', async () => {
    const gus = await newStudent();
    const upload = await signAndPut(gus.token);
    const start = server.clock.now;
    server.clock.now = new Date(start.getTime() + 72 * HOUR);
    const worker = startJobWorker(server.services, { pollMs: 10, recurring: [{ kind: 'sweep-uploads', everyMs: 25 }] });
    try {
      await vi.waitFor(async () => expect(await server.services.storage.head(upload.uploadKey)).toBeNull(), { timeout: 5000 });
    } finally {
      await worker.stop();
      server.clock.now = start;
    }
  });
});
