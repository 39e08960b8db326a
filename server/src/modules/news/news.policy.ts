import { DomainError } from '../../graphql/errors.js';
import type { Viewer } from '../auth/viewer.js';
import type { ClassroomContext } from '../classroom/classroom-context.service.js';

/** Announcements are created, edited and archived by staff of the class: its instructors and admins (classroom.md §6). */
export function requireNewsManager(viewer: Viewer, context: ClassroomContext): void {
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  if (!viewer.isAdmin && !context.teaches) throw new DomainError('NOT_TEACHING');
}

export const managesNews = (viewer: Viewer, context: ClassroomContext) =>
  viewer.userType === 'EMPLOYEE' && (viewer.isAdmin || context.teaches);

/** Only students like announcements (classroom.md §6). */
export function requireNewsLiker(viewer: Viewer): asserts viewer is Extract<Viewer, { userType: 'STUDENT' }> {
  if (viewer.userType !== 'STUDENT') throw new DomainError('FORBIDDEN');
}
