import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemImages, problemResponses } from '../../db/schema/index.js';
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
const saveProblemImage = (token: string, problemId: number, fileKey: string) =>
  kit.t.gql<{ saveProblemImage: { id: number; cost: number; imageUrl: string } }>(
    `mutation ($p: Int!, $k: String!) { saveProblemImage(problemId: $p, fileKey: $k) { id cost imageUrl } }`,
    { p: problemId, k: fileKey },
    { token },
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

describe('staff scratchpads', () => {
  it('a teacher of the class saves a problem image with cost 0, once however often it is retried', async () => {
    const f = await drawingSet();
    const staff = await f.staffToken();
    const key = await upload(staff, await sampleImage('png'), 'image/png', 'PROBLEM_IMAGE');
    const image = (await saveProblemImage(staff, f.problems[0]!.id, key)).data!.saveProblemImage;
    expect(image.cost).toBe(0);
    expect((await saveProblemImage(staff, f.problems[0]!.id, key)).data!.saveProblemImage.id).toBe(image.id);
    expect(await kit.t.services.db.select().from(problemImages).where(eq(problemImages.problemId, f.problems[0]!.id))).toHaveLength(1);
  });

  it('is refused to students and to instructors who do not teach the set', async () => {
    const f = await drawingSet();
    const other = await drawingSet();
    const stranger = await other.staffToken();
    const key = await upload(stranger, await sampleImage('png'), 'image/png', 'PROBLEM_IMAGE');
    expect(errorCode(await saveProblemImage(stranger, f.problems[0]!.id, key))).toBe('NOT_TEACHING');
    expect(errorCode(await saveProblemImage(f.token, f.problems[0]!.id, key))).toBe('FORBIDDEN');
    expect(await kit.t.services.db.select().from(problemImages).where(eq(problemImages.problemId, f.problems[0]!.id))).toHaveLength(0);
  });
});
