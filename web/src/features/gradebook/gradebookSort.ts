import type { ClassGradebookData } from './gradebook.documents';

/** The gradebook's order: by name, by class grade, or by one assignment's grade (its id). */
export interface GradebookSort {
  by: 'name' | 'grade' | number;
  descending: boolean;
}

type Student = ClassGradebookData['students'][number];

/** What a row is ordered by: no class grade sorts below any grade, no assignment grade below a zero. */
function sortValue(student: Student, by: GradebookSort['by']): string | number {
  if (by === 'name') return `${student.lastName} ${student.firstName}`.toLowerCase();
  if (by === 'grade') return student.grade ?? -2;
  return student.cells.find((cell) => cell.assignmentId === by)?.grade ?? -1;
}

export function sortedStudents(students: readonly Student[], sort: GradebookSort): Student[] {
  return [...students].sort((a, b) => {
    const x = sortValue(a, sort.by);
    const y = sortValue(b, sort.by);
    const order = x < y ? -1 : x > y ? 1 : 0;
    return sort.descending ? -order : order;
  });
}

/** A header pressed: the same column turns its order round; another starts A–Z for names, highest first for grades. */
export function nextSort(current: GradebookSort, by: GradebookSort['by']): GradebookSort {
  return { by, descending: current.by === by ? !current.descending : by !== 'name' };
}
