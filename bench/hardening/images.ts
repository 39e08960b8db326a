// The heaviest images: students attaching, as the player does (s3Sign, a PUT to the signed URL,
// attachFile), a GIF of 6300 × 6300 pixels in one colour, some 30 kB (refused by its header,
// before any decode), and a real 24-megapixel JPEG (decoded in the server's bounded image
// queue, which may refuse it with IMAGES_BUSY when full), while other students sign in with their
// passwords.
import sharp from 'sharp';
import { percentile } from '../dashboard/load.mjs';
import { graphqlClient } from '../lib/graphql-client.mjs';
import type { SeededStudent } from '../lib/player-seed.js';
import { failureOf, timedOutcome, type Tally } from './report.js';

export const IMAGES = ['GIF 6300x6300', 'JPEG 6000x4000'] as const;

export interface HeavyImages {
  /** 6300 × 6300 in one colour: 40 megapixels, past the budget, in some 30 kB. */
  gif: Buffer;
  /** A photo-like 6000 × 4000 (smoothed noise), a few MB as a phone's: 24 megapixels, within the budget. */
  jpeg: Buffer;
}

/** The two images, made once. */
export async function heavyImages(): Promise<HeavyImages> {
  const gif = await sharp({ create: { width: 6300, height: 6300, channels: 3, background: '#3366cc' } })
    .gif()
    .toBuffer();
  const noise = await sharp({
    create: { width: 600, height: 400, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 60 } },
  })
    .png()
    .toBuffer();
  const jpeg = await sharp(noise).resize(6000, 4000, { kernel: 'cubic' }).jpeg({ quality: 85 }).toBuffer();
  return { gif, jpeg };
}

const SIGN = `mutation ($contentType: String!, $size: Int!) {
  s3Sign(filename: "work", contentType: $contentType, size: $size, purpose: ATTACHMENT) { signedUrl fileKey } }`;
const ATTACH = `mutation ($s: Int!, $p: Int!, $k: String!) { attachFile(submissionId: $s, problemId: $p, fileKey: $k) { attachmentUrl } }`;
const REMOVE = `mutation ($s: Int!, $p: Int!) { removeAttachment(submissionId: $s, problemId: $p) { attachmentUrl } }`;

/**
 * Request `i` of student `client` attaches the images of IMAGES in turn to `problemId` and, once
 * one is attached, removes it again (not timed) so that the problem takes the next. Each upload
 * (sign, PUT, attach) is timed and its outcome goes to `tally`.
 */
export function attachImage(
  base: string,
  students: readonly SeededStudent[],
  problemId: number,
  images: HeavyImages,
  tally: Tally,
  timeoutMs: number,
) {
  const client = graphqlClient(base, students.length, { timeoutMs });
  const files = [
    { body: images.gif, contentType: 'image/gif' },
    { body: images.jpeg, contentType: 'image/jpeg' },
  ];
  const call = (student: SeededStudent, query: string, variables: Record<string, unknown>) =>
    client.request(student.token, query, variables, { 'x-student-session': String(student.workSession) });
  // An upload refused as busy is kept by the server: its student tries the same file again, as the
  // player does, instead of uploading another (which would count against the daily quota).
  const busy = new Map<number, string>();
  return {
    request: async (index: number, i: number) => {
      const student = students[index]!;
      const variant = i % files.length;
      const file = files[variant]!;
      const retried = busy.get(index * files.length + variant);
      const { outcome, ms } = await timedOutcome(async () => {
        if (retried) {
          await call(student, ATTACH, { s: student.submissionId, p: problemId, k: retried });
          return 'accepted';
        }
        const signed = (await call(student, SIGN, { contentType: file.contentType, size: file.body.length })) as {
          s3Sign: { signedUrl: string; fileKey: string };
        };
        const url = new URL(signed.s3Sign.signedUrl);
        const put = await fetch(`${base}${url.pathname}${url.search}`, {
          method: 'PUT',
          headers: { 'content-type': file.contentType },
          body: new Uint8Array(file.body),
          signal: AbortSignal.timeout(timeoutMs),
        });
        if (put.status !== 200) return `failed: the upload answered ${put.status}`;
        busy.set(index * files.length + variant, signed.s3Sign.fileKey);
        await call(student, ATTACH, { s: student.submissionId, p: problemId, k: signed.s3Sign.fileKey });
        return 'accepted';
      });
      if (outcome !== 'refused IMAGES_BUSY') busy.delete(index * files.length + variant);
      tally.record(IMAGES[variant]!, outcome, ms);
      // A removal that fails leaves the attachment in place: the next upload shows it, refused with ATTACHMENT_EXISTS.
      if (outcome === 'accepted') await call(student, REMOVE, { s: student.submissionId, p: problemId }).catch(() => undefined);
    },
    close: () => client.close(),
  };
}

const LOGIN = `mutation ($u: String!, $p: String!) { studentLogin(username: $u, password: $p) { token } }`;

export interface SignIns {
  count: number;
  failures: string[];
  p50: number;
  max: number;
}

/**
 * Signs the students in with their password, one after another each, a pause of `pauseMs` between
 * two, until `done()` says so; answers the times of the sign-ins.
 */
export async function signInRepeatedly(
  base: string,
  usernames: readonly string[],
  password: string,
  pauseMs: number,
  done: () => boolean,
  timeoutMs: number,
): Promise<SignIns> {
  const client = graphqlClient(base, usernames.length, { timeoutMs });
  const latencies: number[] = [];
  const failures: string[] = [];
  await Promise.all(
    usernames.map(async (username) => {
      while (!done()) {
        const started = performance.now();
        try {
          await client.request('', LOGIN, { u: username, p: password });
          latencies.push(performance.now() - started);
        } catch (error) {
          failures.push(failureOf(error));
        }
        await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
    }),
  );
  client.close();
  latencies.sort((a, b) => a - b);
  return { count: latencies.length, failures, p50: percentile(latencies, 50), max: latencies.at(-1) ?? NaN };
}
