import { checkStudentProfile } from '@solve/core/profile';
import type { StudentProfileInput } from '@solve/core/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { employees, familyMembers, locations, students } from '../../db/schema/index.js';
import { DomainError, forbidden, notFound } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { acceptUpload, attachUpload, releaseUpload } from '../files/accept-upload.service.js';
import { employeeColumns, type EmployeeRecord, type FamilyMemberRecord, studentColumns, type StudentRecord } from './people.records.js';
import { instructorHasStudent } from './taught-students.js';
import { canEditEmployee, canEditStudent, canReadEmployee, canReadFamilyMember, canReadStudent } from '../../authorization/policies.js';

export interface StudentProfileUpdate extends StudentProfileInput {
  /** Key of a PROFILE_IMAGE upload this student signed with s3Sign and has PUT. */
  newImageKey?: string | null;
}

async function findStudent(db: Db, id: number): Promise<StudentRecord | null> {
  const [row] = await db.select(studentColumns).from(students).where(eq(students.id, id)).limit(1);
  return row ?? null;
}

async function findEmployee(db: Db, id: number): Promise<EmployeeRecord | null> {
  const [row] = await db.select(employeeColumns).from(employees).where(eq(employees.id, id)).limit(1);
  return row ?? null;
}

/**
 * Missing and forbidden look the same to people who may not look (no probing for ids); admins,
 * who may read any student, learn that the id does not exist.
 */
export async function studentFor(db: Db, viewer: Viewer, id: number): Promise<StudentRecord> {
  const admin = viewer.userType === 'EMPLOYEE' && viewer.isAdmin;
  const student = await findStudent(db, id);
  if (!student) throw admin ? notFound() : forbidden();
  const hasStudent = viewer.userType === 'EMPLOYEE' && !admin && (await instructorHasStudent(db, viewer.employeeId, id));
  if (!canReadStudent(viewer, student, hasStudent)) throw forbidden();
  return student;
}

export async function employeeFor(db: Db, viewer: Viewer, id: number): Promise<EmployeeRecord> {
  if (!canReadEmployee(viewer, id)) throw forbidden();
  const employee = await findEmployee(db, id);
  if (!employee) throw notFound();
  return employee;
}

export async function familyMemberFor(db: Db, viewer: Viewer, id: number): Promise<FamilyMemberRecord> {
  const [member] = await db.select().from(familyMembers).where(eq(familyMembers.id, id)).limit(1);
  if (!member || !canReadFamilyMember(viewer, member)) throw forbidden();
  return member;
}

/**
 * Saves the student's own profile form: school, grade, birth date, the address (their location
 * row, created when missing) and optionally a new profile image. Everything is checked before
 * anything is written, so bad input changes nothing. Saving marks the grade as confirmed.
 */
export async function updateStudentProfile(
  services: Services,
  viewer: Viewer,
  id: number,
  update: StudentProfileUpdate,
): Promise<StudentRecord> {
  if (!canEditStudent(viewer, id)) throw forbidden();
  const checked = checkStudentProfile(update, services.now());
  if (!checked.ok) throw new DomainError(checked.code, checked.values);
  const profile = checked.value;

  const image = update.newImageKey ? await acceptUpload(services, viewer, update.newImageKey, 'PROFILE_IMAGE') : null;

  const now = services.now();
  return services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ locationId: students.locationId, imageUrl: students.imageUrl })
      .from(students)
      .where(eq(students.id, id))
      .for('update');
    if (!current) throw notFound();
    const address = { street: profile.street, city: profile.city, state: profile.state, zip: profile.zip, country: profile.country };
    let locationId = current.locationId;
    if (locationId === null) {
      const [created] = await tx.insert(locations).values(address).returning({ id: locations.id });
      locationId = created!.id;
    } else {
      await tx.update(locations).set(address).where(eq(locations.id, locationId));
    }
    if (image && image.url !== current.imageUrl) {
      await attachUpload(tx, image.fileId, now);
      await releaseUpload(services, tx, current.imageUrl);
    }
    const [saved] = await tx
      .update(students)
      .set({
        school: profile.school,
        grade: profile.grade,
        birthdate: profile.birthdate,
        gradeUpdated: true,
        locationId,
        ...(image ? { imageUrl: image.url } : {}),
      })
      .where(eq(students.id, id))
      .returning(studentColumns);
    return saved!;
  });
}

/**
 * The employee profile edit saves nothing in this area (family-catalog-payment.md §6): it checks
 * the caller may edit and answers the current profile. Passwords change through changePassword.
 */
export async function touchEmployeeProfile(db: Db, viewer: Viewer, id: number): Promise<EmployeeRecord> {
  if (!canEditEmployee(viewer, id)) throw forbidden();
  const employee = await findEmployee(db, id);
  if (!employee) throw notFound();
  return employee;
}
