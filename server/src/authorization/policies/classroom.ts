import type { Db } from '../../db/client.js';
import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer, StudentViewer, Viewer } from '../../modules/auth/viewer.js';
import type { ClassroomContext } from '../../modules/classroom/classroom-context.service.js';
import { teachesClassroom } from '../../modules/player/player.repository.js';

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

/**
 * Staff of a class (classroom.md §6): its instructors (`teaches`) and admins. They keep its roll,
 * manage its announcements and read its gradebook.
 */
export function requireTeachingStaff(viewer: Viewer, teaches: boolean): asserts viewer is EmployeeViewer {
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  if (!viewer.isAdmin && !teaches) throw new DomainError('NOT_TEACHING');
}

export const managesNews = (viewer: Viewer, context: ClassroomContext) =>
  viewer.userType === 'EMPLOYEE' && (viewer.isAdmin || context.teaches);

/**
 * The lessons, assignments and roll of a class in the back office: its instructors and admins.
 * Everything else in the back office is for admins only (requireAdminViewer).
 */
export async function requireClassStaff(db: Db, viewer: Viewer | null, classroomId: number): Promise<EmployeeViewer> {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  if (viewer.isAdmin) return viewer;
  if (!(await teachesClassroom(db, viewer.employeeId, classroomId))) throw new DomainError('NOT_TEACHING');
  return viewer;
}

/** Only students like announcements (classroom.md §6). */
export function requireNewsLiker(viewer: Viewer): asserts viewer is StudentViewer {
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
}

/** The student gradebook is the student's own; staff see the spec's "not supported" text for their mode (§6). */
export function requireGradebookStudent(viewer: Viewer): void {
  if (viewer.userType === 'EMPLOYEE')
    throw new DomainError(staffModeOf(viewer, null) === 'ADMIN' ? 'GRADEBOOK_ADMIN' : 'GRADEBOOK_INSTRUCTOR');
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
}

export function requireOwnIssue(viewer: StudentViewer, issue: { studentId: number }): void {
  if (issue.studentId !== viewer.studentId) throw new DomainError('ISSUE_NOT_YOURS');
}
