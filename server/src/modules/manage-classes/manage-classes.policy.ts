import type { Db } from '../../db/client.js';
import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer, Viewer } from '../auth/viewer.js';
import { teachesClassroom } from '../player/player.repository.js';

/**
 * The lessons, assignments and roll of a class: its instructors and admins. Everything else in
 * the back office is for admins only (requireAdminViewer).
 */
export async function requireClassStaff(db: Db, viewer: Viewer | null, classroomId: number): Promise<EmployeeViewer> {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  if (viewer.isAdmin) return viewer;
  if (!(await teachesClassroom(db, viewer.employeeId, classroomId))) throw new DomainError('NOT_TEACHING');
  return viewer;
}

/** Any employee may open the class list: admins see every class, instructors the ones they teach. */
export function requireEmployeeViewer(viewer: Viewer | null): EmployeeViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE') throw new DomainError('FORBIDDEN');
  return viewer;
}
