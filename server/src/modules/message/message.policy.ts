import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer, StudentViewer, Viewer } from '../auth/viewer.js';

/** Messages are a student's own: no student reads another's (classroom.md §6). */
export function requireStudent(viewer: Viewer): asserts viewer is StudentViewer {
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
}

export function requireOwnIssue(viewer: StudentViewer, issue: { studentId: number }): void {
  if (issue.studentId !== viewer.studentId) throw new DomainError('ISSUE_NOT_YOURS');
}

/** Staff answer: instructors and admins (the inbox). */
export function requireStaff(viewer: Viewer): asserts viewer is EmployeeViewer {
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
}

/** A reply comes from staff of the issue's class: an instructor who teaches it, or an admin. */
export function requireIssueResponder(viewer: EmployeeViewer, teaches: boolean): void {
  if (!viewer.isAdmin && !teaches) throw new DomainError('NOT_TEACHING');
}
