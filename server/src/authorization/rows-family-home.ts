// The family's grades, HOME and birthdays: the family's own parents (a parent asking about another
// family's student does not find them); a student reads their own badges.
import { but, everyone, FAMILY_RECORDS, type MatrixRow } from './expectations.js';

/** A parent of the student's family; another family's parent does not find the student. */
const ITS_PARENTS = but(everyone('FORBIDDEN'), { signedOut: 'NOT_SIGNED_IN', parent: 'ok', otherParent: 'NOT_FOUND' });

export const FAMILY_HOME_ROWS: MatrixRow[] = [
  { operation: 'familyReports', document: `{ familyReports { student { id } } }`, expect: FAMILY_RECORDS },
  {
    operation: 'classReport',
    document: `query ($student: Int!, $id: Int!) { classReport(studentId: $student, classroomId: $id) { grade } }`,
    variables: (s) => ({ student: s.studentId, id: s.classroomId }),
    expect: ITS_PARENTS,
  },
  {
    operation: 'earnedBadges',
    document: `query ($student: Int!) { earnedBadges(studentId: $student) { tentative } }`,
    variables: (s) => ({ student: s.studentId }),
    expect: but(ITS_PARENTS, { student: 'ok' }),
  },
  {
    operation: 'upcomingClasses',
    document: `query ($student: Int!) { upcomingClasses(studentId: $student) { lessonId } }`,
    variables: (s) => ({ student: s.studentId }),
    expect: ITS_PARENTS,
  },
  { operation: 'familyBirthdays', document: `{ familyBirthdays { date } }`, expect: FAMILY_RECORDS },
];
