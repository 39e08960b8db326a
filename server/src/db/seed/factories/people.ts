import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { employees, familyAccounts, familyMembers, locations, students } from '../../schema/index.js';

export type NewStudent = typeof students.$inferInsert;
export type NewEmployee = typeof employees.$inferInsert;
export type NewFamilyMember = typeof familyMembers.$inferInsert;
export type NewFamilyAccount = typeof familyAccounts.$inferInsert;
export type NewLocation = typeof locations.$inferInsert;

/**
 * Factories: the demo academy and the tests build their data with these, so both stay in step.
 * Each takes the fields that matter to the caller and fills believable defaults for the rest.
 */
export async function createLocation(db: Db, values: Partial<NewLocation> = {}) {
  const [row] = await db
    .insert(locations)
    .values({ street: '100 Main St', city: 'San Jose', state: 'CA', country: 'USA', zip: '95112', ...values })
    .returning();
  return row!;
}

export async function createEmployee(db: Db, values: Partial<NewEmployee> & { workEmail: string; passwordHash: string }) {
  const [row] = await db
    .insert(employees)
    .values({ firstName: 'Sam', lastName: 'Staff', position: 'Instructor', ...values, workEmail: values.workEmail.toLowerCase() })
    .returning();
  return row!;
}

/** A family account with its primary member (the parent who signs in by phone). */
export async function createFamily(
  db: Db,
  member: Partial<NewFamilyMember> & { phoneNumber: string; email: string },
  account: Partial<NewFamilyAccount> = {},
) {
  const [family] = await db
    .insert(familyAccounts)
    .values({ status: 'ACTIVE', ...account })
    .returning();
  const [parent] = await db
    .insert(familyMembers)
    .values({
      firstName: 'Pat',
      lastName: 'Parent',
      relation: 'MOTHER',
      ...member,
      email: member.email.toLowerCase(),
      familyAccountId: family!.id,
    })
    .returning();
  const [updated] = await db
    .update(familyAccounts)
    .set({ primaryFamilyMemberId: parent!.id })
    .where(eq(familyAccounts.id, family!.id))
    .returning();
  return { family: updated!, parent: parent! };
}

export async function createStudent(db: Db, values: Partial<NewStudent> & { username: string; passwordHash: string }) {
  const [row] = await db
    .insert(students)
    .values({ firstName: 'Stu', lastName: 'Dent', grade: 6, school: 'Lincoln Middle School', gradeUpdated: true, ...values })
    .returning();
  return row!;
}
