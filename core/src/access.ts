/**
 * Who may use which part of the academy, by what kind of person is signed in: the one table the
 * server's policies (server/src/authorization) enforce and the web app reads to decide what to
 * show. Rules that need a record (this class, this family) stay in the server's policies; these
 * need only the person.
 */

/** A signed-in person as the server's viewer and the web's `me` both describe them. */
export interface Person {
  userType: 'STUDENT' | 'FAMILY_MEMBER' | 'EMPLOYEE';
  isAdmin?: boolean | null;
  isTeacher?: boolean | null;
  /** Signed in through a guest link: it only looks. */
  isGuest?: boolean | null;
}

type Rule = (person: Person | null | undefined) => boolean;

export const may = {
  /** Staff work (the roll, the inbox, grading, the back office): instructors and admins. */
  doStaffWork: (person) => person?.userType === 'EMPLOYEE',
  /** Moving money back, the academy's settings, people and content: admins only. */
  administer: (person) => person?.userType === 'EMPLOYEE' && !!person.isAdmin,
  /** A student's own things, such as messages to teachers and the transcript. */
  actAsStudent: (person) => person?.userType === 'STUDENT',
  /** The dashboard, classrooms and the player: students and staff (parents have their own pages). */
  useClassrooms: (person) => !!person && person.userType !== 'FAMILY_MEMBER',
  /** The family's pages (HOME, grades, orders, credits): its parents, a guest link included. */
  readFamilyPages: (person) => person?.userType === 'FAMILY_MEMBER',
  /** Registering, adding students, the cart and paying: a parent's own sign-in, not a guest link. */
  actForFamily: (person) => person?.userType === 'FAMILY_MEMBER' && !person.isGuest,
  /** Free enrolment: a parent or a student, not through a guest link. */
  enrolFree: (person) => !!person && !person.isGuest && person.userType !== 'EMPLOYEE',
  /** Favorites and views of posts belong to students and parents. */
  keepFavorites: (person) => person?.userType === 'STUDENT' || person?.userType === 'FAMILY_MEMBER',
  /** The bell, the notifications page and their settings: anyone signed in, not through a guest link. */
  hearNotifications: (person) => !!person && !person.isGuest,
  /** Registering a new family starts signed out (or on a guest link): a parent already has one. */
  registerFamily: (person) => !(person?.userType === 'FAMILY_MEMBER' && !person.isGuest),
} as const satisfies Record<string, Rule>;

export type Access = keyof typeof may;
