import { csvDocument } from '@solve/core/csv';
import type { ClassGradebookData } from './gradebook.documents';

/** The class gradebook as a file: one row per student, the class grade, then each assignment's grade marked late or missing. */
export function gradebookCsv(book: ClassGradebookData): string {
  return csvDocument(
    ['Last name', 'First name', 'Class grade', ...book.columns.map((column) => `${column.label} ${column.title}`)],
    book.students.map((student) => [
      student.lastName,
      student.firstName,
      student.grade === null || student.grade < 0 ? null : student.grade,
      ...student.cells.map((cell) =>
        cell.grade === null ? (cell.state === 'MISSING' ? 'missing' : null) : cell.state === 'LATE' ? `${cell.grade} late` : cell.grade,
      ),
    ]),
  );
}
