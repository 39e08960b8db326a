import { describe, expect, it } from 'vitest';
import type { ClassGradebookData } from './gradebook.documents';
import { nextSort, sortedStudents } from './gradebookSort';

type Student = ClassGradebookData['students'][number];

const student = (
  studentId: number,
  lastName: string,
  firstName: string,
  grade: number | null,
  homework: number | null = null,
): Student => ({
  studentId,
  firstName,
  lastName,
  grade,
  cells: homework === null ? [] : [{ assignmentId: 9, grade: homework, submittedAt: null, state: 'GRADED' }],
});

const lee = student(1, 'Lee', 'max', 72, 0);
const diaz = student(2, 'diaz', 'Ana', null, 90);
const leeAna = student(3, 'Lee', 'Ana', 95);
const ids = (rows: Student[]) => rows.map((row) => row.studentId);

describe('sortedStudents', () => {
  it('orders by last then first name, ignoring case', () => {
    expect(ids(sortedStudents([lee, diaz, leeAna], { by: 'name', descending: false }))).toEqual([2, 3, 1]);
    expect(ids(sortedStudents([lee, diaz, leeAna], { by: 'name', descending: true }))).toEqual([1, 3, 2]);
  });

  it('orders by class grade, a student without one below every grade', () => {
    expect(ids(sortedStudents([lee, diaz, leeAna], { by: 'grade', descending: true }))).toEqual([3, 1, 2]);
    expect(ids(sortedStudents([lee, diaz, leeAna], { by: 'grade', descending: false }))).toEqual([2, 1, 3]);
  });

  it('orders by an assignment’s grade, no grade below a zero', () => {
    expect(ids(sortedStudents([leeAna, lee, diaz], { by: 9, descending: true }))).toEqual([2, 1, 3]);
  });

  it('leaves the list it was given as it was', () => {
    const list = [lee, diaz];
    sortedStudents(list, { by: 'name', descending: false });
    expect(ids(list)).toEqual([1, 2]);
  });
});

describe('nextSort', () => {
  it('turns the order of the same column round', () => {
    expect(nextSort({ by: 'grade', descending: true }, 'grade')).toEqual({ by: 'grade', descending: false });
    expect(nextSort({ by: 'name', descending: false }, 'name')).toEqual({ by: 'name', descending: true });
  });

  it('starts names A–Z and grades highest first', () => {
    expect(nextSort({ by: 'grade', descending: false }, 'name')).toEqual({ by: 'name', descending: false });
    expect(nextSort({ by: 'name', descending: false }, 'grade')).toEqual({ by: 'grade', descending: true });
    expect(nextSort({ by: 'grade', descending: false }, 9)).toEqual({ by: 9, descending: true });
  });
});
