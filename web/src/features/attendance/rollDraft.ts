import type { AttendeeStatus } from '@solve/core/attendance';
import type { LessonRollData } from './roll.documents';

export interface RollEntry {
  status: AttendeeStatus;
  note: string;
}

/** The roll as the teacher is filling it in, by student id. */
export type RollDraft = Record<number, RollEntry>;

export const rollDraftOf = (roll: LessonRollData): RollDraft =>
  Object.fromEntries(roll.students.map((s) => [s.studentId, { status: s.status, note: s.note }]));

/** The students whose status or note (trimmed) differs from the saved roll: what Save sends. */
export function changedStudents(draft: RollDraft, roll: LessonRollData): LessonRollData['students'] {
  return roll.students.filter((s) => {
    const value = draft[s.studentId];
    return value && (value.status !== s.status || value.note.trim() !== s.note);
  });
}

/** Draft values the teacher changed and has not saved: they survive a correction's refresh of the roll. */
export function pendingOf(draft: RollDraft, roll: LessonRollData): RollDraft {
  return Object.fromEntries(changedStudents(draft, roll).map((s) => [s.studentId, draft[s.studentId]!]));
}

/** All present: every expected student on time, the notes kept. */
export function allOnTime(draft: RollDraft, roll: LessonRollData): RollDraft {
  return Object.fromEntries(roll.students.map((s) => [s.studentId, { note: draft[s.studentId]?.note ?? '', status: 'ONTIME' as const }]));
}
