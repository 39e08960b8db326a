import { and, eq, sql } from 'drizzle-orm';
import { assignments, classroomInstructors, lessons, problemImages, problemResponses, problems } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload, releaseUpload } from '../files/accept-upload.service.js';
import type { ResponseFiles } from './attachments.service.js';
import { assertOpen, placeOf, studentOf } from './own-problem.js';

/**
 * The scratchpad's saved drawings (problem-set-player.md §4 Scratchpad). A student's drawing is
 * a PNG upload kept on the response (scratchpadUrl), replacing the one saved before; staff saving
 * in the preview make an image of the problem with cost 0, a worked example.
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

export interface ProblemImage {
  id: number;
  problemId: number;
  imageUrl: string;
  cost: number;
}

/** Whether the employee teaches a class that is given the problem's set. */
async function teachesProblem(services: Services, employeeId: number, problemSetId: number): Promise<boolean> {
  const [row] = await services.db
    .select({ one: sql<number>`1` })
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .innerJoin(classroomInstructors, eq(classroomInstructors.classroomId, lessons.classroomId))
    .where(and(eq(assignments.problemSetId, problemSetId), eq(classroomInstructors.employeeId, employeeId)))
    .limit(1);
  return row !== undefined;
}

/** §4: staff save a scratchpad in the preview: a PROBLEM_IMAGE upload becomes an image of the problem, cost 0. */
export async function saveProblemImage(
  services: Services,
  viewer: Viewer | null,
  input: { problemId: number; fileKey: string },
): Promise<ProblemImage> {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  const [problem] = await services.db
    .select({ id: problems.id, setId: problems.problemSetId })
    .from(problems)
    .where(eq(problems.id, input.problemId));
  if (!problem) throw notFound();
  if (!viewer.isAdmin && !(await teachesProblem(services, viewer.employeeId, problem.setId))) throw new DomainError('NOT_TEACHING');
  const file = await acceptUpload(services, viewer, input.fileKey, 'PROBLEM_IMAGE');
  return services.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(problemImages).where(eq(problemImages.fileKey, file.key));
    // A retried save answers the image it made.
    if (existing) return existing;
    const [row] = await tx
      .insert(problemImages)
      .values({ problemId: problem.id, fileKey: file.key, imageUrl: file.url, cost: 0, createdById: viewer.employeeId })
      .returning();
    await attachUpload(tx, file.fileId, services.now());
    return row!;
  });
}
