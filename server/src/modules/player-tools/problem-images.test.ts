import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemImages } from '../../db/schema/index.js';
import { createProblemImage } from '../../db/seed/factories/content.js';
import { errorCode } from '../../test/harness.js';
import { playerFixture, playerTestServer, type PlayerFixture } from '../../test/player-kit.js';
import { sampleImage, uploadAs } from '../../test/upload-kit.js';

/** Problem images: staff save them from the preview's scratchpad; students see those of cost 0 with the problem. */

const kit = playerTestServer(new Date());
let origin = '';
beforeAll(async () => {
  origin = `http://127.0.0.1:${await kit.t.app.listen(0, '127.0.0.1')}`;
});

const upload = async (token: string, purpose = 'PROBLEM_IMAGE') =>
  uploadAs(kit.t.gql.bind(kit.t), origin, token, { body: await sampleImage('png'), contentType: 'image/png', purpose });

const saveProblemImage = (token: string, problemId: number, fileKey: string) =>
  kit.t.gql<{ saveProblemImage: { id: number; cost: number; imageUrl: string } }>(
    `mutation ($p: Int!, $k: String!) { saveProblemImage(problemId: $p, fileKey: $k) { id cost imageUrl } }`,
    { p: problemId, k: fileKey },
    { token },
  );
const removeProblemImage = (token: string, problemId: number, imageId: number) =>
  kit.t.gql<{ removeProblemImage: boolean }>(
    `mutation ($p: Int!, $id: Int!) { removeProblemImage(problemId: $p, imageId: $id) }`,
    { p: problemId, id: imageId },
    { token },
  );

const imagesOf = (problemId: number) => kit.t.services.db.select().from(problemImages).where(eq(problemImages.problemId, problemId));

const drawingSet = () =>
  playerFixture(kit.t, {
    set: { feedbackType: 'GRADED' },
    problems: [{ problemType: 'FREE_FORM' }, { problemType: 'SHORT_TEXT_RESPONSE', answer: 'x' }],
  });

async function studentSees(f: PlayerFixture) {
  const view = await kit.calls.view(f, f.assignmentId, f.submissionId);
  expect(view.errors).toBeUndefined();
  return view.data!.player.problems.map((problem) => problem.images.map((image) => image.imageUrl));
}

describe('saving a problem image', () => {
  it('a teacher of the class saves one with cost 0, once however often it is retried', async () => {
    const f = await drawingSet();
    const staff = await f.staffToken();
    const key = await upload(staff);
    const image = (await saveProblemImage(staff, f.problems[0]!.id, key)).data!.saveProblemImage;
    expect(image.cost).toBe(0);
    expect((await saveProblemImage(staff, f.problems[0]!.id, key)).data!.saveProblemImage.id).toBe(image.id);
    expect(await imagesOf(f.problems[0]!.id)).toHaveLength(1);
  });

  it('is refused to students and to instructors who do not teach the set', async () => {
    const f = await drawingSet();
    const other = await drawingSet();
    const stranger = await other.staffToken();
    const key = await upload(stranger);
    expect(errorCode(await saveProblemImage(stranger, f.problems[0]!.id, key))).toBe('NOT_TEACHING');
    expect(errorCode(await saveProblemImage(f.token, f.problems[0]!.id, key))).toBe('FORBIDDEN');
    expect(await imagesOf(f.problems[0]!.id)).toHaveLength(0);
  });
});

describe('worked examples in the player', () => {
  it('students see the images of cost 0 with their problem, oldest first, before answering; staff see them in the preview', async () => {
    const f = await drawingSet();
    const staff = await f.staffToken();
    const first = (await saveProblemImage(staff, f.problems[0]!.id, await upload(staff))).data!.saveProblemImage;
    const second = (await saveProblemImage(staff, f.problems[0]!.id, await upload(staff))).data!.saveProblemImage;
    // An image that costs something is not given away.
    await createProblemImage(kit.t.services.db, {
      problemId: f.problems[1]!.id,
      imageUrl: '/images/problems/number-line-0-1.svg',
      cost: 5,
    });
    expect(await studentSees(f)).toEqual([[first.imageUrl, second.imageUrl], []]);
    const preview = await kit.calls.view({ token: staff }, f.assignmentId, null);
    expect(preview.data!.player.problems[0]!.images.map((image) => image.id)).toEqual([first.id, second.id]);
    expect(preview.data!.player.problems[1]!.images).toEqual([]);
    // The served file is the image.
    const served = await fetch(`${origin}${new URL(first.imageUrl).pathname}`);
    expect(served.headers.get('content-type')).toBe('image/png');
  });

  it("another set's images stay with their own problems", async () => {
    const f = await drawingSet();
    const other = await drawingSet();
    const staff = await other.staffToken();
    await saveProblemImage(staff, other.problems[0]!.id, await upload(staff));
    expect(await studentSees(f)).toEqual([[], []]);
  });
});

describe('removing a problem image', () => {
  it('a teacher of the class removes it: students no longer see it and the file is deleted', async () => {
    const f = await drawingSet();
    const staff = await f.staffToken();
    const key = await upload(staff);
    const image = (await saveProblemImage(staff, f.problems[0]!.id, key)).data!.saveProblemImage;
    // Another problem's id does not reach it.
    expect((await removeProblemImage(staff, f.problems[1]!.id, image.id)).data!.removeProblemImage).toBe(false);
    expect(await imagesOf(f.problems[0]!.id)).toHaveLength(1);
    expect((await removeProblemImage(staff, f.problems[0]!.id, image.id)).data!.removeProblemImage).toBe(true);
    expect(await studentSees(f)).toEqual([[], []]);
    expect(await kit.t.services.storage.head(key)).toBeNull();
    // A retry finds it gone and changes nothing.
    expect((await removeProblemImage(staff, f.problems[0]!.id, image.id)).data!.removeProblemImage).toBe(false);
  });

  it('leaves a picture that is not an upload where it is', async () => {
    const f = await drawingSet();
    const staff = await f.staffToken();
    const image = await createProblemImage(kit.t.services.db, {
      problemId: f.problems[0]!.id,
      fileKey: 'problem-images/number-line-worked-example.svg',
      imageUrl: '/images/problems/number-line-worked-example.svg',
    });
    expect((await removeProblemImage(staff, f.problems[0]!.id, image.id)).data!.removeProblemImage).toBe(true);
    expect(await imagesOf(f.problems[0]!.id)).toHaveLength(0);
  });

  it('is refused to students and to instructors who do not teach the set, and nothing changes', async () => {
    const f = await drawingSet();
    const staff = await f.staffToken();
    const key = await upload(staff);
    const image = (await saveProblemImage(staff, f.problems[0]!.id, key)).data!.saveProblemImage;
    const stranger = await (await drawingSet()).staffToken();
    expect(errorCode(await removeProblemImage(stranger, f.problems[0]!.id, image.id))).toBe('NOT_TEACHING');
    expect(errorCode(await removeProblemImage(f.token, f.problems[0]!.id, image.id))).toBe('FORBIDDEN');
    expect(await imagesOf(f.problems[0]!.id)).toHaveLength(1);
    expect(await kit.t.services.storage.head(key)).not.toBeNull();
  });
});
