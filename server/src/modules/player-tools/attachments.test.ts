import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemResponses, uploadedFiles } from '../../db/schema/index.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerFixture } from '../../test/player-kit.js';
import { sampleHeif, sampleImage, samplePdf } from '../../test/upload-kit.js';

/** Attachments on a response (problem-set-player.md §4 Attachments). */

const kit = playerTestServer(new Date());
let origin = '';
beforeAll(async () => {
  origin = `http://127.0.0.1:${await kit.t.app.listen(0, '127.0.0.1')}`;
});

const SIGN = `mutation ($contentType: String!, $size: Int!, $purpose: FilePurpose!) {
  s3Sign(filename: "work", contentType: $contentType, size: $size, purpose: $purpose) { signedUrl fileKey publicUrl } }`;

async function upload(token: string, body: Buffer, contentType: string, purpose = 'ATTACHMENT'): Promise<string> {
  const signed = await kit.t.gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(
    SIGN,
    { contentType, size: body.length, purpose },
    { token },
  );
  const url = new URL(signed.data!.s3Sign.signedUrl);
  const put = await fetch(`${origin}${url.pathname}${url.search}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: new Uint8Array(body),
  });
  expect(put.status).toBe(200);
  return signed.data!.s3Sign.fileKey;
}

const attach = (f: { token: string; submissionId: number }, problemId: number, fileKey: string) =>
  kit.t.gql<{ attachFile: { problemId: number; attachmentUrl: string | null } }>(
    `mutation ($s: Int!, $p: Int!, $k: String!) { attachFile(submissionId: $s, problemId: $p, fileKey: $k) { problemId attachmentUrl scratchpadUrl } }`,
    { s: f.submissionId, p: problemId, k: fileKey },
    { token: f.token },
  );
const remove = (f: { token: string; submissionId: number }, problemId: number) =>
  kit.t.gql<{ removeAttachment: { attachmentUrl: string | null } }>(
    `mutation ($s: Int!, $p: Int!) { removeAttachment(submissionId: $s, problemId: $p) { attachmentUrl } }`,
    { s: f.submissionId, p: problemId },
    { token: f.token },
  );

async function responseOf(f: PlayerFixture, problemId: number) {
  const rows = await kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, f.submissionId));
  return rows.find((row) => row.problemId === problemId) ?? null;
}

const offlineSet = () =>
  playerFixture(kit.t, {
    set: { feedbackType: 'GRADED' },
    problems: [{ problemType: 'OFFLINE', points: 2 }, { problemType: 'FREE_FORM' }],
  });

describe('attachments', () => {
  it('stores the accepted file on an unanswered problem, which stays unanswered and can then be answered', async () => {
    const f = await offlineSet();
    const key = await upload(f.token, await sampleImage('jpeg'), 'image/jpeg');
    const attached = (await attach(f, f.problems[0]!.id, key)).data!.attachFile;
    expect(attached.attachmentUrl).toMatch(/attachment/);
    expect(await responseOf(f, f.problems[0]!.id)).toMatchObject({ attachmentKey: key, state: 0 });
    const [file] = await kit.t.services.db.select().from(uploadedFiles).where(eq(uploadedFiles.key, key));
    expect(file!.attachedAt).not.toBeNull();
    const view = (await kit.calls.view(f, f.assignmentId, f.submissionId)).data!.player;
    expect(view.problems[0]!.response).toMatchObject({ answered: false });
    const answered = await kit.calls.create(f, f.problems[0]!.id, { text: 'done' });
    expect(answered.errors).toBeUndefined();
    expect(await responseOf(f, f.problems[0]!.id)).toMatchObject({ attachmentKey: key, state: 4 });
  });

  it('a retried save of the same file changes nothing; a second file is refused until the first is removed', async () => {
    const f = await offlineSet();
    const first = await upload(f.token, samplePdf(), 'application/pdf');
    await attach(f, f.problems[0]!.id, first);
    expect((await attach(f, f.problems[0]!.id, first)).errors).toBeUndefined();
    const second = await upload(f.token, await sampleImage('png'), 'image/png');
    expect(errorCode(await attach(f, f.problems[0]!.id, second))).toBe('ATTACHMENT_EXISTS');
    expect((await responseOf(f, f.problems[0]!.id))!.attachmentKey).toBe(first);
    expect((await remove(f, f.problems[0]!.id)).data!.removeAttachment.attachmentUrl).toBeNull();
    expect(await kit.t.services.storage.head(first)).toBeNull();
    expect(await responseOf(f, f.problems[0]!.id)).toMatchObject({ attachmentKey: null, attachmentUrl: null });
    expect((await attach(f, f.problems[0]!.id, second)).errors).toBeUndefined();
  });

  it('refuses a closed attempt, another student, an upload of another purpose or person, and a key never uploaded', async () => {
    const f = await offlineSet();
    const other = await f.addStudent();
    const key = await upload(f.token, await sampleImage('png'), 'image/png');
    expect(errorCode(await attach({ token: other.token, submissionId: f.submissionId }, f.problems[0]!.id, key))).toBe('FORBIDDEN');
    expect(errorCode(await attach(other, f.problems[0]!.id, key))).toBe('FORBIDDEN');
    const scratch = await upload(f.token, await sampleImage('png'), 'image/png', 'SCRATCHPAD');
    expect(errorCode(await attach(f, f.problems[0]!.id, scratch))).toBe('FORBIDDEN');
    expect(errorCode(await attach(f, f.problems[0]!.id, 'attachment/s1/nothing.png'))).toBe('FORBIDDEN');
    await kit.calls.create(f, f.problems[1]!.id, { text: 'an answer' });
    await kit.calls.submit(f);
    expect(errorCode(await attach(f, f.problems[0]!.id, key))).toBe('SUBMISSION_CLOSED');
    expect(errorCode(await remove(f, f.problems[0]!.id))).toBe('SUBMISSION_CLOSED');
    expect(await responseOf(f, f.problems[0]!.id)).toBeNull();
  });

  it('refuses a file that is not what it claims to be', async () => {
    const f = await offlineSet();
    const key = await upload(f.token, Buffer.from('not really a png'), 'image/png');
    expect(errorCode(await attach(f, f.problems[0]!.id, key))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(await responseOf(f, f.problems[0]!.id)).toBeNull();
  });
});

describe('attachment types and size limit (images and PDF, 10 MB)', () => {
  const sign = (token: string, contentType: string, size: number) =>
    kit.t.gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(SIGN, { contentType, size, purpose: 'ATTACHMENT' }, { token });

  it('signs up to 10 MB and refuses more with the limit in its text', async () => {
    const f = await offlineSet();
    expect((await sign(f.token, 'application/pdf', 10 * 1024 * 1024)).errors).toBeUndefined();
    const refused = await sign(f.token, 'image/jpeg', 10 * 1024 * 1024 + 1);
    expect(errorCode(refused)).toBe('FILE_TOO_LARGE');
    expect(refused.errors![0]!.message).toBe('That file is too large. Please choose one under 10 MB.');
  });

  it('refuses text, web pages and archives; takes phone photos', async () => {
    const f = await offlineSet();
    for (const type of ['text/plain', 'text/html', 'image/svg+xml', 'application/zip'])
      expect(errorCode(await sign(f.token, type, 100))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect((await sign(f.token, 'image/heic', 100)).errors).toBeUndefined();
  });

  it('keeps a HEIF phone photo as a JPEG on the response', async () => {
    const f = await offlineSet();
    const key = await upload(f.token, await sampleHeif(), 'image/heif');
    const attached = (await attach(f, f.problems[0]!.id, key)).data!.attachFile;
    expect(attached.attachmentUrl).toMatch(/\.jpg$/);
    const served = await fetch(`${origin}${new URL(attached.attachmentUrl!).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
  });

  it('refuses a body larger than the size it was signed for, and nothing is attached', async () => {
    const f = await offlineSet();
    const signed = (await sign(f.token, 'application/pdf', 50)).data!.s3Sign;
    const url = new URL(signed.signedUrl);
    const put = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/pdf' },
      body: new Uint8Array(samplePdf()),
    });
    expect(put.status).toBe(413);
    expect(errorCode(await attach(f, f.problems[0]!.id, signed.fileKey))).toBe('UPLOAD_FAILED');
    expect(await responseOf(f, f.problems[0]!.id)).toBeNull();
  });
});
