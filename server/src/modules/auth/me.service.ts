import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, familyMembers, students } from '../../db/schema/index.js';
import type { Viewer } from './viewer.js';

/** The signed-in user as the shell shows them (never a secret: columns are picked one by one). */
export interface MeRecord {
  userType: Viewer['userType'];
  id: number;
  firstName: string;
  lastName: string;
  imageUrl: string | null;
  familyAccountId: number | null;
  isTeacher: boolean;
  isAdmin: boolean;
  isGuest: boolean;
  gradeUpdated: boolean | null;
  mustChangePassword: boolean;
}

export async function loadMe(db: Db, viewer: Viewer): Promise<MeRecord | null> {
  const base = { userType: viewer.userType, isGuest: viewer.isGuest };
  switch (viewer.userType) {
    case 'STUDENT': {
      const [row] = await db
        .select({
          id: students.id,
          firstName: students.firstName,
          lastName: students.lastName,
          imageUrl: students.imageUrl,
          familyAccountId: students.familyAccountId,
          gradeUpdated: students.gradeUpdated,
          mustChangePassword: students.mustChangePassword,
        })
        .from(students)
        .where(eq(students.id, viewer.studentId))
        .limit(1);
      return row ? { ...base, ...row, isTeacher: false, isAdmin: false } : null;
    }
    case 'FAMILY_MEMBER': {
      const [row] = await db
        .select({
          id: familyMembers.id,
          firstName: familyMembers.firstName,
          lastName: familyMembers.lastName,
          imageUrl: familyMembers.imageUrl,
          familyAccountId: familyMembers.familyAccountId,
        })
        .from(familyMembers)
        .where(eq(familyMembers.id, viewer.familyMemberId))
        .limit(1);
      return row ? { ...base, ...row, isTeacher: false, isAdmin: false, gradeUpdated: null, mustChangePassword: false } : null;
    }
    case 'EMPLOYEE': {
      const [row] = await db
        .select({
          id: employees.id,
          firstName: employees.firstName,
          lastName: employees.lastName,
          imageUrl: employees.imageUrl,
          isTeacher: employees.isTeacher,
          isAdmin: employees.isAdminOfSolve,
        })
        .from(employees)
        .where(eq(employees.id, viewer.employeeId))
        .limit(1);
      return row ? { ...base, ...row, familyAccountId: null, gradeUpdated: null, mustChangePassword: false } : null;
    }
  }
}
