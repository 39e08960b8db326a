import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer, Viewer } from '../auth/viewer.js';

/** The back office's default: admins only (instructors get what their own rules grant). */
export function requireAdminViewer(viewer: Viewer | null): EmployeeViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'EMPLOYEE' || !viewer.isAdmin) throw new DomainError('FORBIDDEN');
  return viewer;
}
