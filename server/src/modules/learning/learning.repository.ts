import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { type assignments, problemSets, type submissions } from '../../db/schema/index.js';

/** Without when the row was created or last changed: nothing shows it, and the lesson list does not read it. */
export type ProblemSetRecord = Omit<typeof problemSets.$inferSelect, 'createdAt' | 'updatedAt'>;
export type AssignmentRecord = Omit<typeof assignments.$inferSelect, 'createdAt' | 'updatedAt'>;
export type SubmissionRecord = typeof submissions.$inferSelect;

/** Rows by id in the order of `ids` (dataloader contract); a missing id gives null. */
function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

export async function loadProblemSets(db: Db, ids: readonly number[]) {
  return byId(
    ids,
    await db
      .select()
      .from(problemSets)
      .where(inArray(problemSets.id, [...ids])),
  );
}
