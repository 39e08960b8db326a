import { may } from '@solve/core/access';
import { DomainError } from '../../graphql/errors.js';
import type { EmployeeViewer, FamilyViewer, StudentViewer, Viewer } from '../../modules/auth/viewer.js';

/** Pages that need a sign-in, such as the post grid (family-catalog-payment.md §2). */
export function requireSignedIn(viewer: Viewer | null): Viewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  return viewer;
}

/** A student's own things, such as messages: no student reads another's (classroom.md §6). */
export function requireStudent(viewer: Viewer): asserts viewer is StudentViewer {
  if (!may.actAsStudent(viewer)) throw new DomainError('FORBIDDEN');
}

/** Instructors and admins: they see every lesson unlocked and preview instead of submitting. */
export function isStaffViewer(viewer: Viewer): viewer is EmployeeViewer {
  return may.doStaffWork(viewer);
}

/** Staff work, such as answering messages: instructors and admins. */
export function requireStaff(viewer: Viewer): asserts viewer is EmployeeViewer {
  if (!isStaffViewer(viewer)) throw new DomainError('FORBIDDEN');
}

/** Any employee, such as for the class list: admins see every class, instructors the ones they teach. */
export function requireEmployeeViewer(viewer: Viewer | null): EmployeeViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (!isStaffViewer(viewer)) throw new DomainError('FORBIDDEN');
  return viewer;
}

export const isAdmin = (viewer: Viewer | null) => may.administer(viewer);

/**
 * The back office's default, and moving money back (withdrawals, refunds): admins only
 * (instructors get what their own rules grant).
 */
export function requireAdminViewer(viewer: Viewer | null): EmployeeViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (!isStaffViewer(viewer) || !may.administer(viewer)) throw new DomainError('FORBIDDEN');
  return viewer;
}

/** The dashboard and the classroom pages are for students and staff; parents have their own pages. */
export function requireStudentOrStaff(viewer: Viewer): void {
  if (!may.useClassrooms(viewer)) throw new DomainError('FORBIDDEN');
}

/**
 * Registering, adding students, referring, adding to the cart and paying are for family sign-ins
 * (family-catalog-payment.md §6); a guest link only looks. Anyone else gets 'You must login
 * through a family account'.
 */
export function requireFamilyMember(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER' || !may.actForFamily(viewer)) throw new DomainError('FAMILY_LOGIN_REQUIRED');
  return viewer;
}

/**
 * The family's pages (grades, HOME, PROFILE, orders, credits, saved cards, onboarding) are read by
 * the family's parents, a family guest link included (it only looks); everyone else is refused.
 * Writes keep requireFamilyMember.
 */
export function requireFamilyReader(viewer: Viewer | null): FamilyViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType !== 'FAMILY_MEMBER' || !may.readFamilyPages(viewer)) throw new DomainError('FORBIDDEN');
  return viewer;
}

/** Registration starts signed out: a signed-in parent already has a family. */
export function requireNoFamily(viewer: Viewer | null): void {
  if (!may.registerFamily(viewer)) throw new DomainError('ALREADY_IN_FAMILY');
}

/** Free enrolment: a parent for one of the family's students, or a student for themself. */
export function requireEnroller(viewer: Viewer | null): FamilyViewer | StudentViewer {
  if (!viewer) throw new DomainError('NOT_SIGNED_IN');
  if (viewer.userType === 'EMPLOYEE' || !may.enrolFree(viewer)) throw new DomainError('FAMILY_LOGIN_REQUIRED');
  return viewer;
}
