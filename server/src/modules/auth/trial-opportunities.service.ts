import type { Db } from '../../db/client.js';

/** A student's open trial (stage TRIAL, status OPEN) and the lessons it opens. */
export interface TrialOpportunity {
  id: number;
  stage: string;
  status: string;
  trials: { id: number; toLessonId: number | null; classroomId: number | null }[];
}

/** The open trial opportunities a student signs in with (family-catalog-payment.md §4). */
export async function openTrialOpportunities(_db: Db, _studentId: number): Promise<TrialOpportunity[]> {
  return [];
}
