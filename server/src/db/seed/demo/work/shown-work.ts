import { and, asc, eq, inArray, isNotNull, like } from 'drizzle-orm';
import type { Db } from '../../../client.js';
import { problemResponses, problems, submissions } from '../../../schema/index.js';
import type { DemoCatalog } from '../catalog.js';
import type { DemoWork } from './submissions.js';

/** The scratchpad Alice saved with her answer to the recipe problem (a picture served with the app). */
export const ALICE_SCRATCHPAD_URL = '/images/work/ratio-scratchpad.svg';

/**
 * Work for the grading queue beyond written answers: Alice's checked answer to the recipe problem
 * of her submitted pre-algebra homework carries her scratchpad, which her teacher has not looked
 * at yet, so it waits at /grading with the checker's points.
 */
export async function seedShownWork(db: Db, catalog: DemoCatalog, work: DemoWork, aliceId: number): Promise<void> {
  const classroomId = catalog.classroom('preAlgebraCampus').id;
  const attempts = work.rows
    .filter((row, index) => row.studentId === aliceId && row.submittedAt !== null && work.drafts[index]!.classroomId === classroomId)
    .map((row) => row.id);
  if (attempts.length === 0) return;
  const [answer] = await db
    .select({ id: problemResponses.id })
    .from(problemResponses)
    .innerJoin(problems, eq(problems.id, problemResponses.problemId))
    .innerJoin(submissions, eq(submissions.id, problemResponses.submissionId))
    .where(
      and(
        inArray(problemResponses.submissionId, attempts),
        like(problems.questionText, '%cups of flour%'),
        inArray(problemResponses.state, [1, 2]),
        isNotNull(submissions.submittedAt),
      ),
    )
    .orderBy(asc(submissions.submittedAt))
    .limit(1);
  if (!answer) return;
  await db.update(problemResponses).set({ scratchpadUrl: ALICE_SCRATCHPAD_URL }).where(eq(problemResponses.id, answer.id));
}
