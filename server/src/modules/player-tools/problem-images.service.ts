import { and, eq, sql } from 'drizzle-orm';
import { assignments, classroomInstructors, lessons, problemImages, problems, uploadedFiles } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload, releaseUpload } from '../files/accept-upload.service.js';
import type { ProblemImageModel } from '../player/player.models.js';
import { removeReleasedFile } from './response-files.js';

/**
 * Problem images (problem-set-player.md §4 Scratchpad): staff saving a scratchpad in the preview
 * make an image of the problem with cost 0, a worked example every student then sees with the
 * problem (the player reads them with the problem). Staff who may save one may also remove one.
 */

type Staff = Extract<Viewer, { userType: 'EMPLOYEE' }>;

function staffOf(viewer: Viewer | null): Staff {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  return viewer;
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

/**
 * The problem, once the staff member may edit its images: admins, and instructors of a class given
 * the problem's set; anybody else is refused before anything changes.
 */
async function problemWithEditableImages(services: Services, staff: Staff, problemId: number): Promise<{ id: number; setId: number }> {
  const [problem] = await services.db
    .select({ id: problems.id, setId: problems.problemSetId })
    .from(problems)
    .where(eq(problems.id, problemId));
  if (!problem) throw notFound();
  if (!staff.isAdmin && !(await teachesProblem(services, staff.employeeId, problem.setId))) throw new DomainError('NOT_TEACHING');
  return problem;
}

/** §4: staff save a scratchpad in the preview: a PROBLEM_IMAGE upload becomes an image of the problem, cost 0. */
export async function saveProblemImage(
  services: Services,
  viewer: Viewer | null,
  input: { problemId: number; fileKey: string },
): Promise<ProblemImageModel> {
  const staff = staffOf(viewer);
  const problem = await problemWithEditableImages(services, staff, input.problemId);
  const file = await acceptUpload(services, staff, input.fileKey, 'PROBLEM_IMAGE');
  return services.db.transaction(async (tx) => {
    const [existing] = await tx.select().from(problemImages).where(eq(problemImages.fileKey, file.key));
    // A retried save answers the image it made.
    if (existing) return existing;
    const [row] = await tx
      .insert(problemImages)
      .values({ problemId: problem.id, fileKey: file.key, imageUrl: file.url, cost: 0, createdById: staff.employeeId })
      .returning();
    await attachUpload(tx, file.fileId, services.now());
    return row!;
  });
}

/**
 * Removes an image from a problem: students no longer see it, and an uploaded file is deleted by
 * its key (pictures that are not uploads, such as the demo's, stay where they are). Answers
 * whether it was removed now: false when it was already gone (a retry changes nothing).
 */
export async function removeProblemImage(
  services: Services,
  viewer: Viewer | null,
  input: { problemId: number; imageId: number },
): Promise<boolean> {
  await problemWithEditableImages(services, staffOf(viewer), input.problemId);
  const uploaded = await services.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(problemImages)
      .where(and(eq(problemImages.id, input.imageId), eq(problemImages.problemId, input.problemId)))
      .returning();
    if (!row) return undefined;
    await releaseUpload(services, tx, row.imageUrl);
    const [file] = row.fileKey
      ? await tx.select({ key: uploadedFiles.key }).from(uploadedFiles).where(eq(uploadedFiles.key, row.fileKey))
      : [];
    return file?.key ?? null;
  });
  // Deleted once nothing points at it.
  if (uploaded) await removeReleasedFile(services, uploaded, 'problem image');
  return uploaded !== undefined;
}
