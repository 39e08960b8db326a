import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyMembers, students } from '../../db/schema/index.js';
import type { Recipient } from './recipients.js';

/** A student as the triggers name them, with the family members who hear of them. */
export interface StudentAndFamily {
  studentId: number;
  firstName: string;
  name: string;
  family: Recipient[];
}

/** Each student's name and family members (none when the student has no family account). */
export async function studentsAndFamilies(db: Db, studentIds: readonly number[]): Promise<Map<number, StudentAndFamily>> {
  const found = new Map<number, StudentAndFamily>();
  if (!studentIds.length) return found;
  const rows = await db
    .select({
      studentId: students.id,
      firstName: students.firstName,
      lastName: students.lastName,
      familyAccountId: students.familyAccountId,
    })
    .from(students)
    .where(inArray(students.id, [...new Set(studentIds)]));
  const accountIds = [...new Set(rows.flatMap((row) => (row.familyAccountId === null ? [] : [row.familyAccountId])))];
  const members = accountIds.length
    ? await db
        .select({ id: familyMembers.id, familyAccountId: familyMembers.familyAccountId })
        .from(familyMembers)
        .where(inArray(familyMembers.familyAccountId, accountIds))
    : [];
  for (const row of rows) {
    found.set(row.studentId, {
      studentId: row.studentId,
      firstName: row.firstName,
      name: `${row.firstName} ${row.lastName}`.trim(),
      family: members
        .filter((member) => member.familyAccountId === row.familyAccountId)
        .map((member) => ({ type: 'FAMILY_MEMBER', id: member.id })),
    });
  }
  return found;
}

/** One student's name and family, or null for a student that does not exist. */
export async function studentAndFamily(db: Db, studentId: number): Promise<StudentAndFamily | null> {
  return (await studentsAndFamilies(db, [studentId])).get(studentId) ?? null;
}

export const studentRecipient = (studentId: number): Recipient => ({ type: 'STUDENT', id: studentId });
