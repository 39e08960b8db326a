import { describe, expect, it } from 'vitest';
import type { ClassGradebookData } from './gradebook.documents';
import { gradebookCsv } from './gradebookCsv';

type Column = ClassGradebookData['columns'][number];
type Cell = ClassGradebookData['students'][number]['cells'][number];

const column = (assignmentId: number, label: string, title: string): Column => ({
  assignmentId,
  label,
  title,
  group: 'HOMEWORK',
  dueOn: null,
});
const cell = (assignmentId: number, grade: number | null, state: Cell['state']): Cell => ({
  assignmentId,
  grade,
  submittedAt: null,
  state,
});

describe('gradebook export', () => {
  it('writes names and titles that start like formulas as text, grades as numbers', () => {
    const book: ClassGradebookData = {
      classroomId: 7,
      columns: [column(1, '1.1', 'Warm-up'), column(2, '1.2', '=HYPERLINK("http://x.example")')],
      students: [
        {
          studentId: 1,
          firstName: "=cmd|' /C calc'!A0",
          lastName: '@Lee',
          grade: 87.5,
          cells: [cell(1, 95, 'GRADED'), cell(2, 80, 'LATE')],
        },
        { studentId: 2, firstName: 'Mia', lastName: 'Núñez, Jr.', grade: -1, cells: [cell(1, null, 'MISSING'), cell(2, null, 'OPEN')] },
      ],
    };
    expect(gradebookCsv(book)).toBe(
      [
        'Last name,First name,Class grade,1.1 Warm-up,"1.2 =HYPERLINK(""http://x.example"")"',
        "'@Lee,'=cmd|' /C calc'!A0,87.5,95,80 late",
        '"Núñez, Jr.",Mia,,missing,',
        '',
      ].join('\r\n'),
    );
  });
  it('writes a class grade of zero, and nothing for a student without one', () => {
    const book: ClassGradebookData = {
      classroomId: 7,
      columns: [column(1, '1.1', 'Warm-up')],
      students: [
        { studentId: 1, firstName: 'Ana', lastName: 'Lee', grade: 0, cells: [cell(1, 0, 'GRADED')] },
        { studentId: 2, firstName: 'Max', lastName: 'Lee', grade: null, cells: [cell(1, 70, 'MISSING')] },
      ],
    };
    expect(gradebookCsv(book).split('\r\n').slice(1, 3)).toEqual(['Lee,Ana,0,0', 'Lee,Max,,70']);
  });
});
