import { describe, expect, it } from 'vitest';
import type { LessonRollData } from './roll.documents';
import { allOnTime, changedStudents, pendingOf, type RollDraft, rollDraftOf } from './rollDraft';

type RollStudent = LessonRollData['students'][number];

const student = (studentId: number, status: RollStudent['status'], note = ''): RollStudent =>
  ({ studentId, name: `Student ${studentId}`, status, note }) as RollStudent;
const roll = (...students: RollStudent[]) => ({ lessonId: 3, students }) as unknown as LessonRollData;

const saved = roll(student(1, 'ONTIME'), student(2, 'UNKNOWN', 'called in'), student(3, 'ABSENT'));

describe('the roll draft', () => {
  it('starts as the saved roll, with nothing changed', () => {
    const draft = rollDraftOf(saved);
    expect(draft).toEqual({
      1: { status: 'ONTIME', note: '' },
      2: { status: 'UNKNOWN', note: 'called in' },
      3: { status: 'ABSENT', note: '' },
    });
    expect(changedStudents(draft, saved)).toEqual([]);
  });

  it('counts a changed status or note as changed, but not spaces around a note', () => {
    const draft: RollDraft = {
      ...rollDraftOf(saved),
      1: { status: 'LATE' as const, note: '' },
      2: { status: 'UNKNOWN' as const, note: ' called in ' },
    };
    expect(changedStudents(draft, saved).map((s) => s.studentId)).toEqual([1]);
    draft[3] = { status: 'ABSENT', note: 'sick' };
    expect(changedStudents(draft, saved).map((s) => s.studentId)).toEqual([1, 3]);
  });

  it('ignores draft entries of students no longer expected, and expected students without one', () => {
    const draft = { 1: { status: 'LATE' as const, note: '' }, 9: { status: 'ONTIME' as const, note: '' } };
    expect(changedStudents(draft, saved).map((s) => s.studentId)).toEqual([1]);
  });

  it('keeps only the unsaved changes across a refreshed roll', () => {
    const draft = { ...rollDraftOf(saved), 1: { status: 'LATE' as const, note: 'bus' } };
    expect(pendingOf(draft, saved)).toEqual({ 1: { status: 'LATE', note: 'bus' } });
    // A correction changed student 3 meanwhile: the refreshed roll, with the teacher's change on top.
    const refreshed = roll(student(1, 'ONTIME'), student(2, 'UNKNOWN', 'called in'), student(3, 'EXCUSED'));
    expect({ ...rollDraftOf(refreshed), ...pendingOf(draft, saved) }[3]).toEqual({ status: 'EXCUSED', note: '' });
  });

  it('marks every expected student on time, keeping their notes', () => {
    const draft = { ...rollDraftOf(saved), 2: { status: 'ABSENT' as const, note: 'flu' } };
    expect(allOnTime(draft, saved)).toEqual({
      1: { status: 'ONTIME', note: '' },
      2: { status: 'ONTIME', note: 'flu' },
      3: { status: 'ONTIME', note: '' },
    });
    expect(allOnTime({}, saved)[1]).toEqual({ status: 'ONTIME', note: '' });
  });
});
