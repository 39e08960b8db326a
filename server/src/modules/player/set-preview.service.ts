import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { lessonPlans, problems, problemSets } from '../../db/schema/index.js';
import { notFound } from '../../graphql/errors.js';
import { setPreviewKeySource } from './player-keys.js';
import { presentPreview } from './player-present.js';
import type { PlayerViewModel } from './player.models.js';
import { loadProblems, type AssignmentContext } from './player.repository.js';

/**
 * The staff preview of a problem set by itself, as stored now: what the back office's editor
 * opens. It is the preview of an assignment (every answer and solution, nothing saved) with the
 * set's own lesson plan and no classroom: assignment and classroom are 0, and rules that depend
 * on a class (teaching style) take a classroom's default.
 */
async function loadSetContext(db: Db, problemSetId: number): Promise<AssignmentContext | null> {
  const [row] = await db
    .select({
      set: problemSets,
      lessonOrder: lessonPlans.order,
      lessonTitle: lessonPlans.title,
      lessonPlanType: lessonPlans.lessonPlanType,
      hasCheckableProblem: sql<boolean>`exists (select 1 from ${problems} where ${problems.problemSetId} = ${problemSets.id}
        and ${problems.problemType} not in ('FREE_FORM', 'OFFLINE', 'DISPLAY', 'EMBED'))`.mapWith(Boolean),
    })
    .from(problemSets)
    .leftJoin(lessonPlans, eq(lessonPlans.id, problemSets.lessonPlanId))
    .where(eq(problemSets.id, problemSetId))
    .limit(1);
  if (!row) return null;
  return {
    assignmentId: 0,
    lessonId: 0,
    classroomId: 0,
    classroomTitle: '',
    teachingStyle: 'CLASSROOM',
    lessonOrder: row.lessonOrder ?? 0,
    lessonTitle: row.lessonTitle ?? '',
    lessonPlanType: row.lessonPlanType ?? 'INSTRUCTION',
    set: row.set,
    hasCheckableProblem: row.hasCheckableProblem,
  };
}

/** The preview of a set (the caller has checked that the viewer is an admin). */
export async function setPreviewView(db: Db, secret: string, problemSetId: number, now: Date): Promise<PlayerViewModel> {
  const context = await loadSetContext(db, problemSetId);
  if (!context) throw notFound();
  return presentPreview(context, await loadProblems(db, problemSetId), setPreviewKeySource(secret, problemSetId), now);
}
