import { getTableColumns, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, familyAccounts, familyMembers, locations, students } from '../../db/schema/index.js';

/**
 * Public columns of the people tables: everything but password hashes, so a selected row can be
 * handed to GraphQL without any risk of a secret reaching a resolver.
 */
const { passwordHash: _studentHash, ...studentColumns } = getTableColumns(students);
const { passwordHash: _employeeHash, ...employeeColumns } = getTableColumns(employees);
export { employeeColumns, studentColumns };

/** A student as GraphQL sees it (a full row also fits: the hash is simply never exposed). */
export type StudentRecord = Omit<typeof students.$inferSelect, 'passwordHash'>;
export type EmployeeRecord = Omit<typeof employees.$inferSelect, 'passwordHash'>;
export type FamilyMemberRecord = typeof familyMembers.$inferSelect;
export type FamilyAccountRecord = typeof familyAccounts.$inferSelect;
export type LocationRecord = typeof locations.$inferSelect;

/** Rows by id in the order of `ids` (dataloader contract); a missing id gives null. */
function byId<T extends { id: number }>(ids: readonly number[], rows: T[]): (T | null)[] {
  const map = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => map.get(id) ?? null);
}

export async function loadLocations(db: Db, ids: readonly number[]) {
  return byId(
    ids,
    await db
      .select()
      .from(locations)
      .where(inArray(locations.id, [...ids])),
  );
}

export async function loadFamilyAccounts(db: Db, ids: readonly number[]) {
  return byId(
    ids,
    await db
      .select()
      .from(familyAccounts)
      .where(inArray(familyAccounts.id, [...ids])),
  );
}

export async function loadFamilyMembers(db: Db, ids: readonly number[]) {
  return byId(
    ids,
    await db
      .select()
      .from(familyMembers)
      .where(inArray(familyMembers.id, [...ids])),
  );
}

/** The students of each family account, active ones first, then by first name. */
export async function loadStudentsOfFamilies(db: Db, familyAccountIds: readonly number[]): Promise<StudentRecord[][]> {
  const rows = await db
    .select(studentColumns)
    .from(students)
    .where(inArray(students.familyAccountId, [...familyAccountIds]));
  rows.sort(
    (a, b) =>
      Number(b.enrollmentStatus === 'ACTIVE') - Number(a.enrollmentStatus === 'ACTIVE') ||
      a.firstName.localeCompare(b.firstName) ||
      a.id - b.id,
  );
  return familyAccountIds.map((id) => rows.filter((row) => row.familyAccountId === id));
}
