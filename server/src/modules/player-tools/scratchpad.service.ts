import { and, eq } from 'drizzle-orm';
import { problemResponses } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload, releaseUpload } from '../files/accept-upload.service.js';
import type { ResponseFiles } from './attachments.service.js';
import { assertOpen, placeOf, studentOf } from './own-problem.js';

/**
 * The scratchpad's saved drawings (problem-set-player.md §4 Scratchpad). A student's drawing is
 * a PNG upload kept on the response (scratchpadUrl), replacing the one saved before. Staff saving
 * in the preview make a problem image instead (problem-images.service.ts).
 */

export async function saveScratchpad(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number; fileKey: string },
): Promise<ResponseFiles> {
  const studentId = studentOf(viewer);
  const place = await placeOf(services, studentId, input.submissionId, input.problemId);
  assertOpen(place);
  const file = await acceptUpload(services, viewer!, input.fileKey, 'SCRATCHPAD');
  const now = services.now();
  const { replaced, row } = await services.db.transaction(async (tx) => {
    const where = and(eq(problemResponses.submissionId, input.submissionId), eq(problemResponses.problemId, place.problemId));
    const [before] = await tx
      .select({ key: problemResponses.scratchpadKey, url: problemResponses.scratchpadUrl })
      .from(problemResponses)
      .where(where)
      .for('update');
    const [saved] = await tx
      .insert(problemResponses)
      .values({ submissionId: input.submissionId, problemId: place.problemId, scratchpadKey: file.key, scratchpadUrl: file.url })
      .onConflictDoUpdate({
        target: [problemResponses.submissionId, problemResponses.problemId],
        set: { scratchpadKey: file.key, scratchpadUrl: file.url, updatedAt: now },
      })
      .returning({
        problemId: problemResponses.problemId,
        attachmentUrl: problemResponses.attachmentUrl,
        scratchpadUrl: problemResponses.scratchpadUrl,
      });
    await attachUpload(tx, file.fileId, now);
    const old = before?.key && before.key !== file.key ? before : null;
    if (old?.url) await releaseUpload(services, tx, old.url);
    return { replaced: old?.key ?? null, row: saved! };
  });
  if (replaced)
    await services.storage
      .remove(replaced)
      .catch((error: unknown) => services.logger.warn({ err: error, key: replaced }, 'scratchpad not deleted'));
  return row;
}
