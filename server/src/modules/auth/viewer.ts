/** The signed-in caller, resolved from the session token on every request. */
export type Viewer =
  | {
      userType: 'STUDENT';
      sessionId: number;
      studentId: number;
      familyAccountId: number | null;
      isGuest: boolean;
      /** The student's newest work session when this request began (student-session.ts); null before the first. */
      newestWorkSessionId: number | null;
      /** This sign-in session started that newest work session (a tab of it may work without the id). */
      ownsNewestWorkSession: boolean;
    }
  | {
      userType: 'FAMILY_MEMBER';
      sessionId: number;
      familyMemberId: number;
      familyAccountId: number;
      isGuest: boolean;
    }
  | { userType: 'EMPLOYEE'; sessionId: number; employeeId: number; isTeacher: boolean; isAdmin: boolean; isGuest: false };

export type StudentViewer = Extract<Viewer, { userType: 'STUDENT' }>;
export type FamilyViewer = Extract<Viewer, { userType: 'FAMILY_MEMBER' }>;
export type EmployeeViewer = Extract<Viewer, { userType: 'EMPLOYEE' }>;
