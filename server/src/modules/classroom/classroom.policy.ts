import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer, Viewer } from '../auth/viewer.js';
import type { ClassroomContext } from './classroom-context.service.js';

/** Instructors and admins: they see every lesson unlocked and preview instead of submitting. */
export function isStaffViewer(viewer: Viewer): viewer is EmployeeViewer {
  return viewer.userType === 'EMPLOYEE';
}

export type StaffMode = 'ADMIN' | 'INSTRUCTOR';

/**
 * The mode an employee works in (classroom.md §6): the one asked for when they have it (an
 * employee who is both signs in at one door or the other), otherwise the one they have, teaching
 * first.
 */
export function staffModeOf(viewer: EmployeeViewer, asked: StaffMode | null): StaffMode {
  if (asked === 'ADMIN' && viewer.isAdmin) return 'ADMIN';
  if (asked === 'INSTRUCTOR' && viewer.isTeacher) return 'INSTRUCTOR';
  if (asked !== null) throw new DomainError('FORBIDDEN');
  return viewer.isTeacher ? 'INSTRUCTOR' : 'ADMIN';
}

/** The dashboard and the classroom pages are for students and staff; parents have their own pages. */
export function requireStudentOrStaff(viewer: Viewer): void {
  if (viewer.userType === 'FAMILY_MEMBER') throw new DomainError('FORBIDDEN');
}

/**
 * Who may open a classroom (classroom.md §6): admins every one, instructors the ones they teach,
 * students the ones they are enrolled in; parents use the family pages.
 */
export function requireClassroomMember(viewer: Viewer, context: ClassroomContext): void {
  if (viewer.userType === 'EMPLOYEE') {
    if (!viewer.isAdmin && !context.teaches) throw new DomainError('NOT_TEACHING');
    return;
  }
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
  if (!context.enrolled) throw new DomainError('NOT_ENROLLED');
}
