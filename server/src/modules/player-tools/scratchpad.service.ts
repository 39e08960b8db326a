import { problemResponses } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload, releaseUpload } from '../files/accept-upload.service.js';
import { openPlaceOf } from './own-problem.js';
import { removeReleasedFile, type ResponseFiles, responseFilesColumns, responseOf } from './response-files.js';

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
  const place = await openPlaceOf(services, viewer, input);
  const file = await acceptUpload(services, viewer!, input.fileKey, 'SCRATCHPAD');
  const now = services.now();
  const { replaced, row } = await services.db.transaction(async (tx) => {
    const where = responseOf(input.submissionId, place.problemId);
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
      .returning(responseFilesColumns);
    await attachUpload(tx, file.fileId, now);
    const old = before?.key && before.key !== file.key ? before : null;
    if (old?.url) await releaseUpload(services, tx, old.url);
    return { replaced: old?.key ?? null, row: saved! };
  });
  if (replaced) await removeReleasedFile(services, replaced, 'scratchpad');
  return row;
}
