import { sql } from 'drizzle-orm';
import { problemResponses } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload, releaseUpload } from '../files/accept-upload.service.js';
import { openPlaceOf } from './own-problem.js';
import { removeReleasedFile, type ResponseFiles, responseFilesColumns, responseOf } from './response-files.js';

/**
 * Attachments on a response (problem-set-player.md §4 Attachments): the student's signed upload
 * is accepted (checked, images re-encoded, single use) and its key and public address stored on
 * the response; removing clears both and deletes the file. One attachment per response, and only
 * while the attempt is open. A problem not answered yet gets an unanswered response to hold it.
 */

export async function attachFile(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number; fileKey: string },
): Promise<ResponseFiles> {
  const place = await openPlaceOf(services, viewer, input);
  const where = responseOf(input.submissionId, place.problemId);
  // A retried save of the same file changes nothing; another file must wait for a removal. Checked
  // before the upload is accepted too, so that a refused save never costs a decode.
  const [before] = await services.db.select({ key: problemResponses.attachmentKey }).from(problemResponses).where(where);
  if (before?.key && before.key !== input.fileKey) throw new DomainError('ATTACHMENT_EXISTS');
  const file = await acceptUpload(services, viewer!, input.fileKey, 'ATTACHMENT');
  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [existing] = await tx.select({ key: problemResponses.attachmentKey }).from(problemResponses).where(where).for('update');
    if (existing?.key && existing.key !== file.key) throw new DomainError('ATTACHMENT_EXISTS');
    const [row] = await tx
      .insert(problemResponses)
      .values({ submissionId: input.submissionId, problemId: place.problemId, attachmentKey: file.key, attachmentUrl: file.url })
      .onConflictDoUpdate({
        target: [problemResponses.submissionId, problemResponses.problemId],
        set: { attachmentKey: file.key, attachmentUrl: file.url, updatedAt: now },
        setWhere: sql`${problemResponses.attachmentKey} is null or ${problemResponses.attachmentKey} = ${file.key}`,
      })
      .returning(responseFilesColumns);
    if (!row) throw new DomainError('ATTACHMENT_EXISTS');
    await attachUpload(tx, file.fileId, now);
    return row;
  });
}

export async function removeAttachment(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number },
): Promise<ResponseFiles> {
  const place = await openPlaceOf(services, viewer, input);
  const where = responseOf(input.submissionId, place.problemId);
  const { removed, row } = await services.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ key: problemResponses.attachmentKey, url: problemResponses.attachmentUrl })
      .from(problemResponses)
      .where(where)
      .for('update');
    const [after] = await tx
      .update(problemResponses)
      .set({ attachmentKey: null, attachmentUrl: null, updatedAt: services.now() })
      .where(where)
      .returning(responseFilesColumns);
    if (before?.url) await releaseUpload(services, tx, before.url);
    return { removed: before?.key ?? null, row: after ?? { problemId: place.problemId, attachmentUrl: null, scratchpadUrl: null } };
  });
  // Deleted by key once nothing points at it.
  if (removed) await removeReleasedFile(services, removed, 'attachment');
  return row;
}
