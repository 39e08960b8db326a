import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemResponses } from '../../db/schema/index.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerFixture } from '../../test/player-kit.js';
import { sampleImage } from '../../test/upload-kit.js';

/** The scratchpad's saves (problem-set-player.md §4 Scratchpad). */

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

const saveScratchpad = (f: { token: string; submissionId: number }, problemId: number, fileKey: string) =>
  kit.t.gql<{ saveScratchpad: { scratchpadUrl: string | null } }>(
    `mutation ($s: Int!, $p: Int!, $k: String!) { saveScratchpad(submissionId: $s, problemId: $p, fileKey: $k) { scratchpadUrl } }`,
    { s: f.submissionId, p: problemId, k: fileKey },
    { token: f.token },
  );

async function responseOf(f: PlayerFixture, problemId: number) {
  const rows = await kit.t.services.db.select().from(problemResponses).where(eq(problemResponses.submissionId, f.submissionId));
  return rows.find((row) => row.problemId === problemId) ?? null;
}

const drawingSet = () =>
  playerFixture(kit.t, { set: { feedbackType: 'GRADED' }, problems: [{ problemType: 'FREE_FORM' }, { problemType: 'FREE_FORM' }] });

describe('student scratchpads', () => {
  it('keeps the drawing on the response, shown with the problem; a new save replaces it and deletes the old one', async () => {
    const f = await drawingSet();
    const first = await upload(f.token, await sampleImage('png'), 'image/png', 'SCRATCHPAD');
    const saved = (await saveScratchpad(f, f.problems[0]!.id, first)).data!.saveScratchpad;
    expect(saved.scratchpadUrl).toContain(first);
    const view = await kit.t.gql<{ player: { problems: { response: { scratchpadUrl: string | null } | null }[] } }>(
      `query ($a: Int!, $s: Int!) { player(assignmentId: $a, submissionId: $s) { problems { response { scratchpadUrl } } } }`,
      { a: f.assignmentId, s: f.submissionId },
      { token: f.token },
    );
    expect(view.data!.player.problems[0]!.response!.scratchpadUrl).toBe(saved.scratchpadUrl);
    const second = await upload(f.token, await sampleImage('png', 16), 'image/png', 'SCRATCHPAD');
    await saveScratchpad(f, f.problems[0]!.id, second);
    expect(await responseOf(f, f.problems[0]!.id)).toMatchObject({ scratchpadKey: second, state: 0 });
    expect(await kit.t.services.storage.head(first)).toBeNull();
  });

  it('refuses another student, a closed attempt and an upload that is not a scratchpad', async () => {
    const f = await drawingSet();
    const other = await f.addStudent();
    const key = await upload(f.token, await sampleImage('png'), 'image/png', 'SCRATCHPAD');
    expect(errorCode(await saveScratchpad({ token: other.token, submissionId: f.submissionId }, f.problems[0]!.id, key))).toBe('FORBIDDEN');
    const attachment = await upload(f.token, await sampleImage('png'), 'image/png');
    expect(errorCode(await saveScratchpad(f, f.problems[0]!.id, attachment))).toBe('FORBIDDEN');
    await kit.calls.create(f, f.problems[1]!.id, { text: 'answer' });
    await kit.calls.submit(f);
    expect(errorCode(await saveScratchpad(f, f.problems[0]!.id, key))).toBe('SUBMISSION_CLOSED');
    expect(await responseOf(f, f.problems[0]!.id)).toBeNull();
  });
});

describe('scratchpad size limit (5 MB)', () => {
  const sign = (token: string, size: number) =>
    kit.t.gql<{ s3Sign: { signedUrl: string; fileKey: string } }>(
      SIGN,
      { contentType: 'image/png', size, purpose: 'SCRATCHPAD' },
      { token },
    );

  it('signs a drawing of up to 5 MB and refuses a larger one with the limit in its text', async () => {
    const f = await drawingSet();
    expect((await sign(f.token, 5 * 1024 * 1024)).errors).toBeUndefined();
    const refused = await sign(f.token, 5 * 1024 * 1024 + 1);
    expect(errorCode(refused)).toBe('FILE_TOO_LARGE');
    expect(refused.errors![0]!.message).toBe('That file is too large. Please choose one under 5 MB.');
  });

  it('refuses a body larger than the size it was signed for, and the save then fails', async () => {
    const f = await drawingSet();
    const png = await sampleImage('png', 64);
    const signed = (await sign(f.token, 100)).data!.s3Sign;
    const url = new URL(signed.signedUrl);
    const put = await fetch(`${origin}${url.pathname}${url.search}`, {
      method: 'PUT',
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array(png),
    });
    expect(put.status).toBe(413);
    expect(errorCode(await saveScratchpad(f, f.problems[0]!.id, signed.fileKey))).toBe('UPLOAD_FAILED');
    expect(await responseOf(f, f.problems[0]!.id)).toBeNull();
  });
});
