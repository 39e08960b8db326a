import { type AddStudentInput, calendarDate, checkAddStudent, isOver13, studentUsername } from '@solve/core';
import { randomBytes, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { familyAccounts, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer } from '../auth/viewer.js';
import { hashPassword } from '../auth/passwords.js';
import { getSettings } from '../settings/settings.service.js';

/** Tries of a random username before giving up ('Unsuccessful, please try again later'). */
const USERNAME_TRIES = 20;
const GENERATED_PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A password the parent may take instead of typing one; shown once, never stored in clear. */
export function generatedPassword(): string {
  const bytes = randomBytes(10);
  return Array.from(bytes, (b) => GENERATED_PASSWORD_ALPHABET[b % GENERATED_PASSWORD_ALPHABET.length]).join('');
}

export interface AddedStudent {
  id: number;
  username: string;
  firstName: string;
}

/**
 * Adds a student to the viewer's family: the username is generated until unused (the unique index
 * decides between racing requests), the password is the parent's and must be changed at first sign-in.
 */
export async function addStudent(services: Services, viewer: FamilyViewer, input: AddStudentInput): Promise<AddedStudent> {
  const settings = await getSettings(services.db);
  const today = calendarDate(services.now(), settings.timeZone);
  const checked = checkAddStudent(input, new Date(`${today}T12:00:00Z`));
  if (!checked.ok) throw new DomainError(checked.code, checked.values);
  const value = checked.value;
  const passwordHash = await hashPassword(value.password);
  const [family] = await services.db
    .select({ locationId: familyAccounts.locationId })
    .from(familyAccounts)
    .where(eq(familyAccounts.id, viewer.familyAccountId));
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt += 1) {
    const username = studentUsername(value.firstName, value.lastName, randomInt(0, 1000));
    const [taken] = await services.db
      .select({ id: students.id })
      .from(students)
      .where(sql`lower(${students.username}) = ${username}`)
      .limit(1);
    if (taken) continue;
    try {
      const [created] = await services.db
        .insert(students)
        .values({
          username,
          passwordHash,
          mustChangePassword: true,
          firstName: value.firstName,
          lastName: value.lastName,
          birthdate: value.birthdate,
          over13: isOver13(value.birthdate, today),
          school: value.school,
          grade: value.grade,
          gradeUpdated: true,
          gender: value.gender,
          familyAccountId: viewer.familyAccountId,
          locationId: family?.locationId ?? null,
        })
        .returning({ id: students.id, username: students.username, firstName: students.firstName });
      return created!;
    } catch (error) {
      if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
    }
  }
  throw new DomainError('ADD_STUDENT_FAILED');
}
