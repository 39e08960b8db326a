import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { opportunities, trials } from '../../db/schema/index.js';

/** A student's open trial (stage TRIAL, status OPEN) and the classrooms it opens up to a lesson. */
export interface TrialOpportunity {
  id: number;
  stage: string;
  status: string;
  trials: { id: number; toLessonId: number | null; classroomId: number }[];
}

/** The open trial opportunities a student signs in with (family-catalog-payment.md §4). */
export async function openTrialOpportunities(db: Db, studentId: number): Promise<TrialOpportunity[]> {
  const open = await db
    .select({ id: opportunities.id, stage: opportunities.stage, status: opportunities.status })
    .from(opportunities)
    .where(and(eq(opportunities.studentId, studentId), eq(opportunities.stage, 'TRIAL'), eq(opportunities.status, 'OPEN')))
    .orderBy(asc(opportunities.id));
  if (open.length === 0) return [];
  const rows = await db
    .select({ id: trials.id, opportunityId: trials.opportunityId, toLessonId: trials.toLessonId, classroomId: trials.classroomId })
    .from(trials)
    .where(
      inArray(
        trials.opportunityId,
        open.map((o) => o.id),
      ),
    )
    .orderBy(asc(trials.id));
  return open.map((o) => ({
    ...o,
    trials: rows.filter((r) => r.opportunityId === o.id).map(({ opportunityId: _o, ...trial }) => trial),
  }));
}
