import { groupBy } from '../group.js';
import type { DemoProblemSets } from '../problem-sets.js';
import type { DemoWork, DraftSubmission } from './submissions.js';

export interface ProgressSummary {
  /** Average of the best grade on each graded set; null when nothing is graded yet. */
  overall: number | null;
  /** Sets submitted out of all sets, in percent. */
  percentCompleted: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const average = (values: number[]) => (values.length ? round2(values.reduce((a, b) => a + b, 0) / values.length) : null);

/** The best submitted grade of each assignment in the list of one student's submissions. */
function summarize(submitted: { draft: DraftSubmission; grade: number | null }[], totalSets: number): ProgressSummary {
  const best = new Map<number, { graded: boolean; grade: number }>();
  for (const { draft, grade } of submitted) {
    const id = draft.item.assignment.id;
    const previous = best.get(id);
    if (!previous || (grade ?? 0) > previous.grade) best.set(id, { graded: draft.item.assignment.graded, grade: grade ?? 0 });
  }
  const graded = [...best.values()].filter((entry) => entry.graded);
  return {
    overall: average(graded.map((entry) => entry.grade)),
    percentCompleted: totalSets ? round2((best.size / totalSets) * 100) : 0,
  };
}

export const progressKey = (studentId: number, placeId: number) => `${studentId}:${placeId}`;

/** Progress per student and lesson, for the demo's attendance records. */
export function summarizeProgress(work: DemoWork, content: DemoProblemSets) {
  const submitted = work.drafts
    .map((draft, index) => ({ draft, row: work.rows[index]! }))
    .filter(({ row }) => row.submittedAt !== null)
    .map(({ draft, row }) => ({ draft, grade: row.overallGrade, studentId: row.studentId }));
  const setsInLesson = (lessonId: number) => content.assignmentsByLesson.get(lessonId)?.length ?? 0;
  const byLesson = new Map<string, ProgressSummary>();
  for (const [key, list] of groupBy(submitted, ({ studentId, draft }) => progressKey(studentId, draft.lessonId))) {
    byLesson.set(key, summarize(list, setsInLesson(list[0]!.draft.lessonId)));
  }
  return { byLesson };
}

export type DemoProgress = ReturnType<typeof summarizeProgress>;
