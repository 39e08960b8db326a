// The matrix's vocabulary: outcomes, rows and the usual expectations, shared by every area's rows.
import { type Access, may, type Person } from '@solve/core/access';
import { VIEWERS, type MatrixSubjects, type Viewer } from './viewers.js';
import type { Services } from '../services.js';

/**
 * What a viewer gets from one call:
 * - `ok`: an answer without errors;
 * - `allowed`: let through: an answer, or the call's own rules refuse these arguments (a wrong
 *   password, a submitted set) with an error that is not a refusal of who asks;
 * - `null`: no errors and a null answer (nothing the viewer may see);
 * - an error code: refused with exactly that code.
 */
export type Outcome = 'ok' | 'allowed' | 'null' | 'NOT_SIGNED_IN' | 'FORBIDDEN' | 'NOT_TEACHING' | 'NOT_ENROLLED' | (string & {});

/** Codes that refuse who asks rather than what was asked; `allowed` must get none of them. */
export const REFUSALS: ReadonlySet<string> = new Set([
  'NOT_SIGNED_IN',
  'FORBIDDEN',
  'NOT_TEACHING',
  'NOT_ENROLLED',
  'NOT_AN_ADMIN',
  'NOT_AN_INSTRUCTOR',
  'NOT_ASSIGNED',
  'NOT_YOUR_STUDENT',
  'FAMILY_LOGIN_REQUIRED',
  'ISSUE_NOT_YOURS',
]);

export interface MatrixRow {
  /** The root field of Query, Mutation or Subscription this row covers. */
  operation: string;
  document: string;
  variables?: (subjects: MatrixSubjects) => Record<string, unknown>;
  /** For a subscription: what makes it send an event (called until one arrives). */
  trigger?: (services: Services, subjects: MatrixSubjects) => Promise<unknown>;
  /** Students call with a work session of their own (x-student-session), as the player does. */
  workSession?: boolean;
  expect: Record<Viewer, Outcome>;
}

export type Expectations = Record<Viewer, Outcome>;

export const everyone = (outcome: Outcome): Expectations => Object.fromEntries(VIEWERS.map((viewer) => [viewer, outcome])) as Expectations;
export const but = (base: Expectations, changes: Partial<Expectations>): Expectations => ({ ...base, ...changes });

/** Anyone, signed in or not. */
export const PUBLIC = everyone('ok');
/** Anyone signed in. */
export const SIGNED_IN = but(everyone('ok'), { signedOut: 'NOT_SIGNED_IN' });
/** Each column as core's access table (core/src/access.ts) sees them: the office staff neither teach nor administer. */
const PEOPLE: Record<Viewer, Person | null> = {
  signedOut: null,
  student: { userType: 'STUDENT', isGuest: false },
  otherStudent: { userType: 'STUDENT', isGuest: false },
  parent: { userType: 'FAMILY_MEMBER', isGuest: false },
  otherParent: { userType: 'FAMILY_MEMBER', isGuest: false },
  instructor: { userType: 'EMPLOYEE', isTeacher: true, isAdmin: false, isGuest: false },
  teacher: { userType: 'EMPLOYEE', isTeacher: true, isAdmin: false, isGuest: false },
  admin: { userType: 'EMPLOYEE', isTeacher: false, isAdmin: true, isGuest: false },
  office: { userType: 'EMPLOYEE', isTeacher: false, isAdmin: false, isGuest: false },
};

/** Whoever the access table lets through gets `ok`, everyone else signed in `refusal`: the server must enforce the table the web shows by. */
const byAccess = (access: Access, refusal: Outcome): Expectations =>
  Object.fromEntries(
    VIEWERS.map((viewer) => {
      const person = PEOPLE[viewer];
      return [viewer, person === null ? 'NOT_SIGNED_IN' : may[access](person) ? 'ok' : refusal];
    }),
  ) as Expectations;

/** Students and staff: parents have the family pages instead. */
export const NOT_FAMILIES = byAccess('useClassrooms', 'FORBIDDEN');
/** The class's own students, its teachers and admins; office staff who do not teach are refused like other instructors. */
export const THE_CLASS = but(NOT_FAMILIES, { otherStudent: 'NOT_ENROLLED', instructor: 'NOT_TEACHING', office: 'NOT_TEACHING' });
/** A family signed in by phone (a guest link may not buy); everyone else is asked to sign in as one. */
export const FAMILIES = byAccess('actForFamily', 'FAMILY_LOGIN_REQUIRED');
/** A family's own invoices and credits. */
export const FAMILY_RECORDS = byAccess('readFamilyPages', 'FORBIDDEN');
/** Who teaches the class, and admins. */
export const ITS_STAFF = but(everyone('FORBIDDEN'), {
  signedOut: 'NOT_SIGNED_IN',
  teacher: 'ok',
  admin: 'ok',
  instructor: 'NOT_TEACHING',
  office: 'NOT_TEACHING',
});
export const ADMINS = byAccess('administer', 'FORBIDDEN');
