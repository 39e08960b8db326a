import { and, eq } from 'drizzle-orm';
import { problemResponses } from '../../db/schema/index.js';
import type { Services } from '../../services.js';

/** The files a student keeps on a response: its attachment and its scratchpad drawing. */
export interface ResponseFiles {
  problemId: number;
  attachmentUrl: string | null;
  scratchpadUrl: string | null;
}

/** The columns of ResponseFiles, for `returning`. */
export const responseFilesColumns = {
  problemId: problemResponses.problemId,
  attachmentUrl: problemResponses.attachmentUrl,
  scratchpadUrl: problemResponses.scratchpadUrl,
};

/** The response of one problem of a submission. */
export function responseOf(submissionId: number, problemId: number) {
  return and(eq(problemResponses.submissionId, submissionId), eq(problemResponses.problemId, problemId));
}

/** Deletes a stored file nothing points at any more; a failure leaves it to the sweep of released files. */
export async function removeReleasedFile(services: Services, key: string, what: string): Promise<void> {
  await services.storage.remove(key).catch((error: unknown) => services.logger.warn({ err: error, key }, `${what} not deleted`));
}
