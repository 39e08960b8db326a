import { DomainError } from '../../graphql/errors.js';
import type { Viewer } from '../auth/viewer.js';
import type { ClassroomContext } from '../classroom/classroom-context.service.js';
import { staffModeOf } from '../classroom/classroom.policy.js';

/** The student gradebook is the student's own; staff see the spec's "not supported" text for their mode (§6). */
export function requireGradebookStudent(viewer: Viewer): void {
  if (viewer.userType === 'EMPLOYEE')
    throw new DomainError(staffModeOf(viewer, null) === 'ADMIN' ? 'GRADEBOOK_ADMIN' : 'GRADEBOOK_INSTRUCTOR');
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
}

/** The class gradebook is for staff of the class: its instructors and admins. */
export function requireClassGradebookReader(viewer: Viewer, context: ClassroomContext): void {
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  if (!viewer.isAdmin && !context.teaches) throw new DomainError('NOT_TEACHING');
}
