import { and, eq } from 'drizzle-orm';
import { problems } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { loadSubmissionContext, type SubmissionContext } from '../player/player.repository.js';

/** What the player's tools work on: a problem of the signed-in student's own submission. */

export interface ProblemPlace {
  context: SubmissionContext;
  problemId: number;
  problemOrder: number;
}

export function studentOf(viewer: Viewer | null): number {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  return viewer.studentId;
}

/** The student's own submission and a problem of its set, or a refusal that changes nothing. */
export async function placeOf(services: Services, studentId: number, submissionId: number, problemId: number): Promise<ProblemPlace> {
  const context = await loadSubmissionContext(services.db, submissionId);
  if (!context) throw notFound();
  if (context.submission.studentId !== studentId) throw new DomainError('FORBIDDEN');
  const [problem] = await services.db
    .select({ id: problems.id, order: problems.order })
    .from(problems)
    .where(and(eq(problems.id, problemId), eq(problems.problemSetId, context.set.id)));
  if (!problem) throw new DomainError('PROBLEM_NOT_IN_SET');
  return { context, problemId: problem.id, problemOrder: problem.order };
}

/** The attempt is still open: not submitted and not in review (attachments and scratchpads change only then). */
export function assertOpen(place: ProblemPlace): void {
  const { submission } = place.context;
  if (submission.submittedAt !== null || submission.reviewed) throw new DomainError('SUBMISSION_CLOSED');
}

/** The signed-in student's own problem of an attempt still open: where attachments and scratchpads are saved. */
export async function openPlaceOf(
  services: Services,
  viewer: Viewer | null,
  input: { submissionId: number; problemId: number },
): Promise<ProblemPlace> {
  const place = await placeOf(services, studentOf(viewer), input.submissionId, input.problemId);
  assertOpen(place);
  return place;
}
