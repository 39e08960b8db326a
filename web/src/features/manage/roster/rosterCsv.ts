import { csvDocument } from '@solve/core/csv';
import { ROSTER_COLUMNS } from '@solve/core/roster';
import type { RosterReportData } from './roster.documents';

/** The example roster offered for download: one family with two students, the second with only what is required. */
export const ROSTER_TEMPLATE_CSV = csvDocument(ROSTER_COLUMNS, [
  ['Lee', 'Ana', 'Lee', 'ana@example.com', '(408) 555-0101', 'MOTHER', 'Max', 'Lee', 5, '2015-04-02', 'Lincoln Elementary', 'M', 'ALG1-A'],
  ['Lee', 'Ana', 'Lee', 'ana@example.com', '(408) 555-0101', 'MOTHER', 'Mia', 'Lee', 'K', '', '', '', ''],
]);

/** New students' sign-ins as a file: names come from the roster as they were typed, so the writer guards them. */
export function signInsCsv(students: RosterReportData['newStudents']): string {
  return csvDocument(
    ['line', 'student', 'username', 'first password'],
    students.map((student) => [student.line, student.name, student.username, student.password]),
  );
}
